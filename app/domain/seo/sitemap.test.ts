import { describe, expect, it } from "vitest";
import { renderRobotsTxt, renderSitemapXml } from "./sitemap";

describe("renderSitemapXml", () => {
  it("lists each page once with absolute URLs", () => {
    const xml = renderSitemapXml([{ path: "/", priority: 1 }, { path: "/faq", changefreq: "monthly" }, { path: "/faq" }], "https://x.example");
    expect(xml).toContain("<loc>https://x.example/</loc><priority>1.0</priority>");
    expect(xml.match(/<loc>https:\/\/x\.example\/faq<\/loc>/g)).toHaveLength(1);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe("renderRobotsTxt", () => {
  it("names the sitemap and keeps the office out", () => {
    const txt = renderRobotsTxt("https://x.example");
    expect(txt).toContain("Sitemap: https://x.example/sitemap.xml");
    expect(txt).toContain("Disallow: /office");
    expect(txt).toContain("Disallow: /appointments/\n");
  });
});
