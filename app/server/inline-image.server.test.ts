import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inlineSvgSource } from "./inline-image.server.ts";

describe("inlineSvgSource", () => {
  it("turns an SVG of public/ into a data: address that holds the same drawing", () => {
    const source = inlineSvgSource("/images/blog/appliance-brand-buying-guide.svg")!;
    expect(source.startsWith("data:image/svg+xml,%3Csvg")).toBe(true);
    const drawing = decodeURIComponent(source.slice("data:image/svg+xml,".length));
    const file = readFileSync("public/images/blog/appliance-brand-buying-guide.svg", "utf8");
    expect(drawing).toBe(file.trim().replace(/\s+/g, " "));
  });
  it("answers null for an address that is not an SVG there", () => {
    expect(inlineSvgSource("/images/blog/missing.svg")).toBeNull();
    expect(inlineSvgSource("/favicon.ico")).toBeNull();
  });
});
