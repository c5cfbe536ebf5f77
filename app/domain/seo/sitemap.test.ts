import { describe, expect, it } from "vitest";
import { withLanguageVersions } from "../i18n/sitemap.ts";
import { renderRobotsTxt, renderSitemapXml } from "./sitemap.ts";

describe("renderSitemapXml", () => {
  it("lists each page once with absolute URLs", () => {
    const xml = renderSitemapXml(
      [{ path: "/", priority: 1 }, { path: "/faq", changefreq: "monthly" }, { path: "/faq" }],
      "https://x.example",
    );
    expect(xml).toContain("<loc>https://x.example/</loc><priority>1.0</priority>");
    expect(xml.match(/<loc>https:\/\/x\.example\/faq<\/loc>/g)).toHaveLength(1);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe("renderRobotsTxt", () => {
  it("names the sitemap and keeps the office out", () => {
    expect(renderRobotsTxt("https://x.example").split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /office",
      "Disallow: /chat",
      "Disallow: /appointments/",
      "Disallow: /es/citas/",
      "",
      "Sitemap: https://x.example/sitemap.xml",
      "",
    ]);
  });
});

describe("sitemap languages", () => {
  it("lists a page's Spanish version beside it, both with the same language links", () => {
    // /blog stays English-only: it gets no Spanish entry and no language links.
    const entries = withLanguageVersions([{ path: "/blog" }, { path: "/appliances/dryer", priority: 0.8 }]);
    expect(entries.map((e) => e.path)).toEqual(["/blog", "/appliances/dryer", "/es/electrodomesticos/secadora"]);
    const xml = renderSitemapXml(entries, "https://x.example");
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const links =
      '<xhtml:link rel="alternate" hreflang="en-US" href="https://x.example/appliances/dryer"/>' +
      '<xhtml:link rel="alternate" hreflang="es-US" href="https://x.example/es/electrodomesticos/secadora"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://x.example/appliances/dryer"/>';
    expect(xml).toContain(`<url><loc>https://x.example/appliances/dryer</loc><priority>0.8</priority>${links}</url>`);
    expect(xml).toContain(
      `<url><loc>https://x.example/es/electrodomesticos/secadora</loc><priority>0.8</priority>${links}</url>`,
    );
    expect(xml).toContain("<url><loc>https://x.example/blog</loc></url>");
  });
});
