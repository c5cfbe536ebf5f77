import { appliances as applianceEntries } from "@content/appliances";
import { brands as brandEntries } from "@content/brands";
import { describe, expect, it } from "vitest";
import { ContentError } from "../content-validation";
import {
  appliances, brands, getAppliance, getBrand, getBrandsForAppliance, getIssue, getIssuesForAppliance, groupBrands, ISSUE_FILES, issues,
  loadCatalogue, movedIssueSlug,
} from "./catalogue";

const AVERAGE_COSTS: Record<string, [number, number]> = {
  "washing-machine": [145, 425], dryer: [162, 476], refrigerator: [187, 595], dishwasher: [145, 357], oven: [187, 510], microwave: [128, 374],
  stove: [145, 357], range: [187, 493], "ice-machine": [162, 425], "garbage-disposal": [119, 289], "trash-compactor": [145, 340],
  downdraft: [170, 425], cooktop: [145, 680],
};

describe("appliances", () => {
  it("are the thirteen of the spec with the average-cost table exactly", () => {
    expect(appliances.map((a) => a.slug)).toEqual(Object.keys(AVERAGE_COSTS));
    for (const a of appliances) {
      expect([a.avgRepairCost.min, a.avgRepairCost.max], a.slug).toEqual(AVERAGE_COSTS[a.slug]);
      expect(a.warrantyPeriod).toBe("90 days");
    }
  });
  it("are found by slug, or null", () => {
    expect(getAppliance("dryer")?.name).toBe("Dryer");
    expect(getAppliance("toaster")).toBeNull();
  });
});

describe("brands", () => {
  it("include the three home-page groups: 14 major American, 15 premium, 6 international", () => {
    const count = (g: string) => brands.filter((b) => b.home.group === g).length;
    expect([count("major-american"), count("premium"), count("international")]).toEqual([14, 15, 6]);
    for (const name of ["Samsung", "LG", "Whirlpool", "GE", "Maytag", "Frigidaire", "KitchenAid", "Bosch", "Kenmore", "Electrolux", "Amana", "Hotpoint", "Sub-Zero", "Wolf"]) {
      expect(brands.map((b) => b.name), name).toContain(name);
    }
  });
  it("are found by slug, or null, and by appliance", () => {
    expect(getBrand("sub-zero")?.name).toBe("Sub-Zero");
    expect(getBrand("acme")).toBeNull();
    expect(getBrandsForAppliance("refrigerator").map((b) => b.slug)).toContain("sub-zero");
  });
  it("group into Premium & Luxury and Popular (all others)", () => {
    const { popular, premium } = groupBrands();
    expect(premium.every((b) => b.popularity === "Premium" || b.popularity === "Luxury")).toBe(true);
    expect(popular.some((b) => b.popularity === "Premium" || b.popularity === "Luxury")).toBe(false);
    expect(popular.length + premium.length).toBe(brands.length);
    expect(groupBrands([])).toEqual({ popular: [], premium: [] });
  });
});

describe("repair issues", () => {
  it("are five per appliance with the spec's ids and the sitemap's slugs", () => {
    for (const a of appliances) expect(getIssuesForAppliance(a.slug), a.slug).toHaveLength(5);
    for (const id of ["wm-1", "dr-1", "rf-1", "dw-1", "ov-1", "mw-1", "mw-5", "st-1", "rg-1", "im-1", "gd-1", "tc-1", "dd-1", "ct-1"]) {
      expect(issues.map((i) => i.id), id).toContain(id);
    }
    for (const slug of ["washing-machine-not-draining", "dryer-not-heating", "refrigerator-not-cooling", "dishwasher-not-cleaning", "oven-not-heating", "microwave-not-heating", "garbage-disposal-jammed"]) {
      expect(getIssue(slug), slug).not.toBeNull();
    }
    expect(getIssue("nope")).toBeNull();
  });
  it("carry the spec's exact estimator figures", () => {
    const est = (appliance: string, key: string) => issues.find((i) => i.appliance === appliance && i.key === key)?.estimate;
    expect(est("washing-machine", "not-draining")).toEqual({ min: 162, max: 315, accuracy: 92 });
    expect(est("refrigerator", "not-cooling")).toEqual({ min: 255, max: 595, accuracy: 86 });
    expect(est("cooktop", "glass-top-cracked")).toEqual({ min: 340, max: 680, accuracy: 86 });
    expect(est("garbage-disposal", "reset-button")).toEqual({ min: 119, max: 221, accuracy: 95 });
  });
  it("give the downdraft ductwork issue a real slug; /issues/5 moves to it", () => {
    const moved = movedIssueSlug("5");
    expect(moved).toMatch(/^downdraft-.*duct/);
    expect(getIssue(moved!)?.appliance).toBe("downdraft");
    expect(getIssue("5")).toBeNull();
    expect(movedIssueSlug("dryer-not-heating")).toBeNull();
  });
});

describe("content validation", () => {
  const clone = <T,>(v: T): T => JSON.parse(JSON.stringify(v));
  const issueFiles = () => clone(ISSUE_FILES) as Record<string, Record<string, unknown>[]>;

  it("names the file, entry and field of a missing field", () => {
    const broken = clone(applianceEntries) as Record<string, unknown>[];
    delete broken[1]!.repairTime;
    expect(() => loadCatalogue(broken, brandEntries, ISSUE_FILES)).toThrow(new ContentError('content/appliances.ts: entry "dryer": field "repairTime": Invalid input: expected string, received undefined'));
  });
  it("refuses an unknown appliance", () => {
    const files = issueFiles();
    files.dryer![0]!.appliance = "toaster";
    expect(() => loadCatalogue(applianceEntries, brandEntries, files)).toThrow(/content\/issues\/dryer\.ts: entry "dryer-not-heating": field "appliance": unknown appliance "toaster"/);
  });
  it("refuses a duplicate slug", () => {
    const files = issueFiles();
    files.dryer![1]!.slug = files.dryer![0]!.slug;
    expect(() => loadCatalogue(applianceEntries, brandEntries, files)).toThrow(/field "slug": duplicate slug "dryer-not-heating"/);
  });
  it("refuses a cost whose min is above its max", () => {
    const files = issueFiles();
    files.oven![0]!.avgCost = { min: 500, max: 100 };
    expect(() => loadCatalogue(applianceEntries, brandEntries, files)).toThrow(/content\/issues\/oven\.ts: entry "oven-not-heating": field "avgCost.min": min must not be above max/);
  });
});
