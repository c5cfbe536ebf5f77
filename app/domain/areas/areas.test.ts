import { describe, expect, it } from "vitest";
import { builtInCities, extraCityRecords, getBuiltInCity } from "./cities.ts";
import { cityKeywords, relatedSearches, zipKeywords } from "./keywords.ts";
import { coverageOf, coveredZips, getCoveredZip, zipsByRegion } from "./coverage.ts";
import { isCompleteZip, normalizeZipInput } from "./zip-input.ts";
import { matchesDirectory, parseDirectoryFilter, summarizeRegions } from "./directory.ts";
import { REGIONS } from "./schema.ts";
import { generateZipFigures, zipArea } from "./statistics.ts";

describe("coverage list", () => {
  it("holds about 120 ZIPs, sorted, in the four regions", () => {
    expect(coveredZips.length).toBeGreaterThanOrEqual(110);
    expect(coveredZips.length).toBeLessThanOrEqual(130);
    const zips = coveredZips.map((z) => z.zipCode);
    expect(zips.toSorted()).toEqual(zips);
    expect(Object.keys(zipsByRegion())).toEqual([...REGIONS]);
  });

  it("answers whether a ZIP is served and in which region", () => {
    expect(coverageOf("77449")).toMatchObject({ covered: true, city: "Katy", region: "West Houston" });
    expect(coverageOf("77478")).toMatchObject({ covered: true, city: "Sugar Land", region: "Southwest Houston" });
    expect(coverageOf("10001")).toEqual({ covered: false, zipCode: "10001" });
  });

  it("keeps the eight hand-written records' own figures", () => {
    for (const zip of ["77001", "77002", "77449", "77478", "77380", "77338", "77429", "77373"]) {
      const entry = getCoveredZip(zip)!;
      expect(entry.figures, zip).toBeDefined();
      expect(zipArea(entry).serviceStats).toEqual(entry.figures!.serviceStats);
    }
  });

  it("normalises typed ZIPs: digits only, at most five", () => {
    expect(normalizeZipInput("77a0-01 9")).toBe("77001");
    expect(normalizeZipInput("abc")).toBe("");
    expect(isCompleteZip("7700")).toBe(false);
    expect(isCompleteZip("77001")).toBe(true);
  });
});

describe("generated statistics", () => {
  it("stay inside the spec's ranges for every ZIP", () => {
    for (const z of coveredZips) {
      const f = generateZipFigures(z.zipCode);
      expect(f.population).toBeGreaterThanOrEqual(15000);
      expect(f.population).toBeLessThanOrEqual(54999);
      expect(f.medianIncome).toBeGreaterThanOrEqual(50000);
      expect(f.medianIncome).toBeLessThanOrEqual(89999);
      expect(f.averageHomeValue).toBeGreaterThanOrEqual(300000);
      expect(f.averageHomeValue).toBeLessThanOrEqual(499999);
      expect(Math.abs(f.coordinates.lat - 29.7604)).toBeLessThan(0.2);
    }
  });

  it("are the same on every call for the same ZIP, and differ between ZIPs", () => {
    expect(generateZipFigures("77024")).toEqual(generateZipFigures("77024"));
    expect(generateZipFigures("77024")).not.toEqual(generateZipFigures("77025"));
  });

  it("hold none of the business's own figures: response time, rating and repairs come from the company's content", () => {
    for (const z of coveredZips) expect(Object.keys(zipArea(z).serviceStats)).toEqual(["topAppliances"]);
  });
});

describe("directory search", () => {
  const areas = coveredZips.map(zipArea);
  const search = (q: string, region = "") =>
    areas.filter((a) => matchesDirectory(a, parseDirectoryFilter(new URLSearchParams({ q, region }))));

  it("matches text in the ZIP, or the city or neighbourhood ignoring case", () => {
    expect(search("7744").every((a) => a.zipCode.includes("7744"))).toBe(true);
    expect(search("KATY").every((a) => a.city === "Katy" || a.neighborhood.toLowerCase().includes("katy"))).toBe(true);
    expect(search("katy").length).toBeGreaterThan(0);
    expect(search("montrose").map((a) => a.zipCode)).toContain("77006");
  });

  it("combines text and an exact region; empty means all", () => {
    expect(search("")).toHaveLength(areas.length);
    const west = search("", "West Houston");
    expect(west.length).toBeGreaterThan(0);
    expect(west.every((a) => a.region === "West Houston")).toBe(true);
    expect(search("katy", "North Houston")).toHaveLength(0);
    expect(search("no such place")).toHaveLength(0);
    expect(parseDirectoryFilter(new URLSearchParams("region=Mars")).region).toBe("");
  });

  it("summarises each region by its ZIP count", () => {
    const summaries = summarizeRegions(areas);
    expect(summaries.map((s) => s.region)).toEqual([...REGIONS]);
    expect(summaries.reduce((n, s) => n + s.zipCount, 0)).toBe(areas.length);
    for (const s of summaries) expect(s.zipCount).toBe(areas.filter((a) => a.region === s.region).length);
  });
});

describe("cities", () => {
  it("has the twenty built-in cities, each listing only served ZIPs", () => {
    expect(builtInCities).toHaveLength(20);
    for (const c of builtInCities)
      for (const z of c.zipCodes) expect(coverageOf(z).covered, `${c.slug} ${z}`).toBe(true);
    expect(getBuiltInCity("sugar-land")?.name).toBe("Sugar Land");
    expect(getBuiltInCity("atlantis")).toBeNull();
  });
  it("turns served cities without a page into database records", () => {
    const extra = extraCityRecords();
    expect(extra.length).toBeGreaterThan(0);
    for (const c of extra) expect(getBuiltInCity(c.slug)).toBeNull();
  });
  it("lists at most eight related searches, in order, lower case, without repeats or blanks", () => {
    expect(relatedSearches(["Dryer Repair Katy", "dryer repair katy", " ", "washer repair katy"])).toEqual([
      "dryer repair katy",
      "washer repair katy",
    ]);
    expect(relatedSearches(Array.from({ length: 12 }, (_, i) => `keyword ${i}`))).toEqual(
      Array.from({ length: 8 }, (_, i) => `keyword ${i}`),
    );
  });
  it("generates city and ZIP keywords from the templates", () => {
    expect(cityKeywords("Katy")).toEqual([
      "appliance repair katy",
      "same day appliance repair katy",
      "emergency appliance repair katy",
      "affordable appliance repair katy",
      "licensed appliance repair katy",
      "best appliance repair katy",
      "appliance repair near me katy",
    ]);
    expect(cityKeywords("Katy", "LG")).toContain("lg appliance repair katy");
    expect(zipKeywords("77449", "Katy")).toEqual(["appliance repair 77449", "appliance repair katy 77449"]);
  });
});
