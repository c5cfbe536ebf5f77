import { appliances as applianceEntries } from "#content/appliances.ts";
import { brands as brandEntries } from "#content/brands.ts";
import { describe, expect, it } from "vitest";
import { ContentError } from "../content-validation.ts";
import { SITEMAP_ISSUES } from "./sitemap.ts";
import {
  appliances,
  BRAND_ISSUES_PER_APPLIANCE,
  brands,
  getAppliance,
  getBrand,
  getBrandsForAppliance,
  getCommonIssuesForBrand,
  getIssue,
  estimatorAppliances,
  getIssueByKey,
  getIssuesForAppliance,
  groupBrands,
  ISSUE_FILES,
  issues,
  loadCatalogue,
  movedIssueSlug,
  requireSlugs,
} from "./catalogue.ts";

const brandsInGroup = (g: string) => brands.filter((b) => b.homeGroup === g).length;
const popularityOf = (slug: string) => getBrand(slug)?.popularity;
const estimateOf = (appliance: string, key: string) =>
  issues.find((i) => i.appliance === appliance && i.key === key)?.estimate;
const repairStep = (slug: string, n: number) => getIssue(slug)!.repairSteps.find((s) => s.step === n)!;
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));
const issueFiles = () => clone(ISSUE_FILES) as Record<string, Record<string, unknown>[]>;

const AVERAGE_COSTS: Record<string, [number, number]> = {
  "washing-machine": [145, 425],
  dryer: [162, 476],
  refrigerator: [187, 595],
  dishwasher: [145, 357],
  oven: [187, 510],
  microwave: [128, 374],
  stove: [145, 357],
  range: [187, 493],
  "ice-machine": [162, 425],
  "garbage-disposal": [119, 289],
  "trash-compactor": [145, 340],
  downdraft: [170, 425],
  cooktop: [145, 680],
};

describe("appliances", () => {
  it("are the thirteen of the spec with the average-cost table exactly", () => {
    expect(appliances.map((a) => a.slug)).toEqual(Object.keys(AVERAGE_COSTS));
    for (const a of appliances) {
      expect([a.avgRepairCost.min, a.avgRepairCost.max], a.slug).toEqual(AVERAGE_COSTS[a.slug]);
    }
  });
  it("are found by slug, or null", () => {
    expect(getAppliance("dryer")?.name).toBe("Dryer");
    expect(getAppliance("toaster")).toBeNull();
  });
});

describe("brands", () => {
  it("include the three home-page groups: 14 major American, 15 premium, 6 international", () => {
    expect([brandsInGroup("major-american"), brandsInGroup("premium"), brandsInGroup("international")]).toEqual([
      14, 15, 6,
    ]);
    for (const name of [
      "Samsung",
      "LG",
      "Whirlpool",
      "GE",
      "Maytag",
      "Frigidaire",
      "KitchenAid",
      "Bosch",
      "Kenmore",
      "Electrolux",
      "Amana",
      "Hotpoint",
      "Sub-Zero",
      "Wolf",
    ]) {
      expect(
        brands.map((b) => b.name),
        name,
      ).toContain(name);
    }
  });
  it("carry one popularity label each, the one the home page's tiles show", () => {
    expect([popularityOf("lg"), popularityOf("haier"), popularityOf("tappan"), popularityOf("whirlpool")]).toEqual([
      "Very Popular",
      "Growing",
      "Common",
      "Most Popular",
    ]);
    expect(brandEntries.every((b) => !("home" in b))).toBe(true);
  });
  it("are found by slug, or null, and by appliance", () => {
    expect(getBrand("sub-zero")?.name).toBe("Sub-Zero");
    expect(getBrand("acme")).toBeNull();
    expect(getBrandsForAppliance("refrigerator").map((b) => b.slug)).toContain("sub-zero");
  });
  it("state the corrected founding facts of Whirlpool and Kenmore", () => {
    const whirlpool = getBrand("whirlpool")!;
    expect(whirlpool.founded).toBe("1911");
    expect(whirlpool.description).toMatch(
      /^Whirlpool traces back to the Upton Machine Company, founded in 1911 in St\. Joseph, Michigan, .*now headquartered in nearby Benton Harbor\./,
    );
    const kenmore = getBrand("kenmore")!;
    expect(kenmore.founded).toBe("1913");
    expect(kenmore.description).toMatch(
      /^Sears first used the Kenmore name in 1913, on a sewing machine, and sold its first Kenmore washer in 1927;/,
    );
  });
  it("link to the common issues of each appliance they are serviced for, the first two of each", () => {
    expect(BRAND_ISSUES_PER_APPLIANCE).toBe(2);
    const asko = getCommonIssuesForBrand(getBrand("asko")!);
    expect(asko.map((g) => [g.appliance.slug, g.issues.map((i) => i.slug)])).toEqual([
      ["dishwasher", ["dishwasher-not-cleaning", "dishwasher-not-draining"]],
      ["washing-machine", ["washing-machine-not-draining", "washing-machine-not-spinning"]],
      ["dryer", ["dryer-not-heating", "dryer-not-tumbling"]],
    ]);
    expect(getCommonIssuesForBrand(getBrand("speed-queen")!, 1).map((g) => g.issues.map((i) => i.slug))).toEqual([
      ["washing-machine-not-draining"],
      ["dryer-not-heating"],
    ]);
    const ge = getBrand("ge")!;
    expect(getCommonIssuesForBrand(ge).map((g) => g.appliance.slug)).toEqual(ge.appliances);
  });
  it("group into Premium & Luxury and Popular (all others)", () => {
    const { popular, premium } = groupBrands();
    expect(premium.every((b) => b.popularity === "Premium" || b.popularity === "Luxury")).toBe(true);
    expect(popular.some((b) => b.popularity === "Premium" || b.popularity === "Luxury")).toBe(false);
    expect(popular.length + premium.length).toBe(brands.length);
    expect(groupBrands([])).toEqual({ popular: [], premium: [] });
  });
});

describe("estimator appliances", () => {
  it("are the spec's twelve, in its order", () => {
    const order =
      "washing-machine, dryer, refrigerator, dishwasher, microwave, oven, stove, range, cooktop, ice-machine, trash-compactor, garbage-disposal";
    expect(
      estimatorAppliances()
        .map((a) => a.slug)
        .join(", "),
    ).toBe(order);
    expect(estimatorAppliances().every((a) => a.estimator)).toBe(true);
  });
  it("name only catalogue slugs; an unknown one is a content error", () => {
    expect(() => requireSlugs(["dryer", "toaster"], appliances, "home tiles")).toThrow(
      new ContentError('home tiles: unknown slug "toaster"'),
    );
    expect(requireSlugs(["dryer"], appliances, "home tiles")).toEqual(["dryer"]);
  });
});

describe("repair issues", () => {
  it("are found by appliance and key, or null", () => {
    expect(getIssueByKey("washing-machine", "wont-start")?.slug).toBe("washing-machine-wont-start");
    expect(getIssueByKey("dryer", "wont-start")?.slug).toBe("dryer-wont-start");
    expect(getIssueByKey("dryer", "not-cooling")).toBeNull();
  });
  it("are five per appliance with the spec's ids and the sitemap's slugs", () => {
    for (const a of appliances) expect(getIssuesForAppliance(a.slug), a.slug).toHaveLength(5);
    for (const id of [
      "wm-1",
      "dr-1",
      "rf-1",
      "dw-1",
      "ov-1",
      "mw-1",
      "mw-5",
      "st-1",
      "rg-1",
      "im-1",
      "gd-1",
      "tc-1",
      "dd-1",
      "ct-1",
    ]) {
      expect(
        issues.map((i) => i.id),
        id,
      ).toContain(id);
    }
    for (const slug of SITEMAP_ISSUES) expect(getIssue(slug), slug).not.toBeNull();
    expect(getIssue("nope")).toBeNull();
  });
  it("carry the spec's exact estimator figures", () => {
    expect(estimateOf("washing-machine", "not-draining")).toEqual({ min: 162, max: 315, accuracy: 92 });
    expect(estimateOf("refrigerator", "not-cooling")).toEqual({ min: 255, max: 595, accuracy: 86 });
    expect(estimateOf("cooktop", "glass-top-cracked")).toEqual({ min: 340, max: 680, accuracy: 86 });
    expect(estimateOf("garbage-disposal", "reset-button")).toEqual({ min: 119, max: 221, accuracy: 95 });
  });
  it("give the downdraft ductwork issue a real slug; /issues/5 moves to it", () => {
    const moved = movedIssueSlug("5");
    expect(moved).toMatch(/^downdraft-.*duct/);
    expect(getIssue(moved!)?.appliance).toBe("downdraft");
    expect(getIssue("5")).toBeNull();
    expect(movedIssueSlug("dryer-not-heating")).toBeNull();
  });
});

describe("repair step safety notes", () => {
  it("warn on the live motor test of the downdraft and the washer's diagnostic spin", () => {
    expect(repairStep("downdraft-fan-not-working", 3).safetyNotes).toBe(
      "Continuity checks on the motor are made with the breaker off. The control output is measured live at 120 V, so only a trained technician takes that reading, with insulated probes and hands clear of the blower wheel, and the breaker goes off again before any wire is disconnected.",
    );
    expect(repairStep("washing-machine-not-spinning", 1).safetyNotes).toBe(
      "A commanded spin turns the drum at full speed with the lid switch or door lock circuit live at 120 V. Keep hands out of the tub until the drum has stopped completely, never bypass the lid switch or door lock to run with it open, and unplug the washer before testing switches for continuity.",
    );
  });

  it("are on every other step that works with live power, gas or standing water", () => {
    const hazardous: [string, number][] = [
      ["cooktop-burner-not-heating", 3],
      ["cooktop-touch-controls-unresponsive", 2],
      ["cooktop-element-stays-on", 2],
      ["dishwasher-not-cleaning", 1],
      ["dishwasher-not-draining", 1],
      ["downdraft-vent-wont-rise", 3],
      ["dryer-takes-too-long", 1],
      ["garbage-disposal-not-draining", 4],
      ["microwave-buttons-not-working", 4],
      ["microwave-door-problems", 4],
      ["oven-temperature-inaccurate", 3],
      ["range-burner-not-working", 2],
      ["range-control-board-error", 2],
      ["refrigerator-not-cooling", 1],
      ["stove-burner-not-lighting", 2],
      ["stove-burner-wont-heat", 3],
      ["stove-clicking-igniter", 2],
      ["washing-machine-not-draining", 2],
      ["washing-machine-wont-start", 2],
    ];
    for (const [slug, n] of hazardous) expect(repairStep(slug, n).safetyNotes, `${slug} step ${n}`).toMatch(/\S/);
  });

  it("leave no step that mentions voltage, gas, igniters, standing water or a service mode without a warning", () => {
    const HAZARD =
      /\b\d+ ?V\b|volt|\blive\b|\bgas\b|igniter|standing water|\bbail|service mode|diagnostic mode|relay output|tried directly|power is restored|pump filter/i;
    const unwarned = issues.flatMap((i) =>
      i.repairSteps
        .filter((s) => !s.safetyNotes && HAZARD.test(`${s.title} ${s.description}`))
        .map((s) => `${i.slug} step ${s.step}`),
    );
    expect(unwarned).toEqual([]);
  });
});

describe("content validation", () => {
  it("names the file, entry and field of a missing field", () => {
    const broken = clone(applianceEntries) as Record<string, unknown>[];
    delete broken[1]!.repairTime;
    expect(() => loadCatalogue(broken, brandEntries, ISSUE_FILES)).toThrow(
      new ContentError(
        'content/appliances.ts: entry "dryer": field "repairTime": Invalid input: expected string, received undefined',
      ),
    );
  });
  it("refuses an unknown appliance", () => {
    const files = issueFiles();
    files.dryer![0]!.appliance = "toaster";
    expect(() => loadCatalogue(applianceEntries, brandEntries, files)).toThrow(
      /content\/issues\/dryer\.ts: entry "dryer-not-heating": field "appliance": unknown appliance "toaster"/,
    );
  });
  it("refuses a duplicate slug, naming the file of the duplicate and of the first use", () => {
    const files = issueFiles();
    files.oven![2]!.slug = "dryer-not-heating";
    expect(() => loadCatalogue(applianceEntries, brandEntries, files)).toThrow(
      new ContentError(
        'content/issues/oven.ts: entry "dryer-not-heating": field "slug": duplicate slug "dryer-not-heating", first used in content/issues/dryer.ts',
      ),
    );
  });
  it("refuses a duplicate id, naming the file of the duplicate and of the first use", () => {
    const files = issueFiles();
    files.dryer![1]!.id = "dr-1";
    expect(() => loadCatalogue(applianceEntries, brandEntries, files)).toThrow(
      new ContentError(
        'content/issues/dryer.ts: entry "dryer-not-tumbling": field "id": duplicate id "dr-1", first used in content/issues/dryer.ts',
      ),
    );
    const crossFile = issueFiles();
    crossFile.cooktop![0]!.id = "wm-1";
    expect(() => loadCatalogue(applianceEntries, brandEntries, crossFile)).toThrow(
      new ContentError(
        `content/issues/cooktop.ts: entry "${crossFile.cooktop![0]!.slug}": field "id": duplicate id "wm-1", first used in content/issues/washing-machine.ts`,
      ),
    );
  });
  it("refuses an issue whose appliance is not the appliance of its file", () => {
    const files = issueFiles();
    files.dryer![0]!.appliance = "oven";
    expect(() => loadCatalogue(applianceEntries, brandEntries, files)).toThrow(
      new ContentError(
        'content/issues/dryer.ts: entry "dryer-not-heating": field "appliance": "oven" does not match the file\'s appliance "dryer"',
      ),
    );
  });
  it("accepts the shipped content", () => {
    expect(loadCatalogue(applianceEntries, brandEntries, ISSUE_FILES).issues).toHaveLength(65);
  });
  it("refuses a cost whose min is above its max", () => {
    const files = issueFiles();
    files.oven![0]!.avgCost = { min: 500, max: 100 };
    expect(() => loadCatalogue(applianceEntries, brandEntries, files)).toThrow(
      /content\/issues\/oven\.ts: entry "oven-not-heating": field "avgCost.min": min must not be above max/,
    );
  });
});
