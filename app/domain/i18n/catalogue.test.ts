import { describe, expect, it } from "vitest";
import { applianceWords } from "#content/es/appliances.ts";
import { brandWords } from "#content/es/brands.ts";
import { cityWords } from "#content/es/cities.ts";
import { spanishIssueWords } from "#content/es/issues/index.ts";
import { BOOKING_APPLIANCES, bookingApplianceFrom } from "../booking/options.ts";
import { builtInCities } from "../areas/cities.ts";
import { appliances, brands, getIssue, issues } from "../catalogue/catalogue.ts";
import { findAppliance, findBrand, findIssue, loadCatalogueWords, localAppliance } from "./catalogue.ts";
import { es as spanishUi } from "./ui/es.ts";

const catalogue = { appliances, brands, issues, cities: builtInCities };
const input = {
  appliances: applianceWords as Record<string, unknown>,
  brands: brandWords as Record<string, unknown>,
  issues: spanishIssueWords as Record<string, unknown>,
  cities: cityWords as Record<string, unknown>,
};
const loadSpanishWords = (words: typeof input, english: typeof catalogue) => loadCatalogueWords("es", words, english);

/** The catalogue appliances a choice of the booking form stands for. */
const standsFor = (booked: string) => appliances.filter((a) => bookingApplianceFrom(a.slug) === booked);

describe("Spanish catalogue words", () => {
  it("names an appliance in the booking form as its own page does", () => {
    // The booking's choices that stand for one catalogue appliance each ("Oven/Range" stands for two).
    const single = BOOKING_APPLIANCES.filter((booked) => standsFor(booked).length === 1 && booked !== "Other");
    expect(single.length).toBeGreaterThanOrEqual(9);
    for (const booked of single)
      expect([booked, spanishUi.bookingPage.applianceNames[booked]]).toEqual([
        booked,
        localAppliance(standsFor(booked)[0]!, "es").name,
      ]);
  });

  it("has words for every appliance, brand and repair issue", () => {
    const words = loadSpanishWords(input, catalogue);
    expect(words.appliances.size).toBe(appliances.length);
    expect(words.brands.size).toBe(brands.length);
    expect(words.issues.size).toBe(issues.length);
  });

  it("names the file and the entry of a missing translation", () => {
    const { dryer: _dryer, ...withoutDryer } = applianceWords;
    expect(() => loadSpanishWords({ ...input, appliances: withoutDryer }, catalogue)).toThrow(
      'content/es/appliances.ts: entry "dryer" is missing',
    );
    const { "dryer-not-heating": _issue, ...withoutIssue } = spanishIssueWords;
    expect(() => loadSpanishWords({ ...input, issues: withoutIssue }, catalogue)).toThrow(
      'content/es/issues/dryer.ts: entry "dryer-not-heating" is missing',
    );
  });

  it("names the field a translation lacks", () => {
    const { plural: _plural, ...dryer } = applianceWords.dryer!;
    expect(() => loadSpanishWords({ ...input, appliances: { ...applianceWords, dryer } }, catalogue)).toThrow(
      'content/es/appliances.ts: entry "dryer": field "plural"',
    );
    const lg = { ...brandWords.lg!, headquarters: "" };
    expect(() => loadSpanishWords({ ...input, brands: { ...brandWords, lg } }, catalogue)).toThrow(
      'content/es/brands.ts: entry "lg": field "headquarters"',
    );
  });

  it("refuses a repair guide that drops a safety note or a symptom", () => {
    const words = spanishIssueWords["dryer-not-heating"]!;
    const noSafety = { ...words, repairSteps: words.repairSteps.map(({ safetyNotes: _s, ...step }) => step) };
    expect(() =>
      loadSpanishWords({ ...input, issues: { ...spanishIssueWords, "dryer-not-heating": noSafety } }, catalogue),
    ).toThrow(
      'content/es/issues/dryer.ts: entry "dryer-not-heating": field "repairSteps.0.safetyNotes": missing (the English step has a safety note)',
    );
    const fewer = { ...words, symptoms: words.symptoms.slice(1) };
    expect(() =>
      loadSpanishWords({ ...input, issues: { ...spanishIssueWords, "dryer-not-heating": fewer } }, catalogue),
    ).toThrow(
      `content/es/issues/dryer.ts: entry "dryer-not-heating": field "symptoms": ${words.symptoms.length - 1} items where the English entry has ${words.symptoms.length}`,
    );
  });

  it("refuses words for an entry the catalogue does not have", () => {
    expect(() => loadSpanishWords({ ...input, brands: { ...brandWords, acme: brandWords.lg } }, catalogue)).toThrow(
      'content/es/brands.ts: entry "acme" names no English entry',
    );
  });

  it("finds entries by their Spanish slug and keeps the English facts", () => {
    const en = getIssue("dryer-not-heating")!;
    const es = findIssue("es", "secadora-no-calienta")!;
    expect(es.slug).toBe("dryer-not-heating");
    expect(es.name).toBe("Secadora que no calienta");
    expect(es.avgCost).toEqual(en.avgCost);
    expect(es.urgency).toBe(en.urgency);
    expect(es.repairSteps.map((s) => s.step)).toEqual(en.repairSteps.map((s) => s.step));
    expect(es.repairSteps[0]!.safetyNotes).toBe(spanishIssueWords["dryer-not-heating"]!.repairSteps[0]!.safetyNotes);
    expect(findIssue("es", "dryer-not-heating")).toBeNull();
    expect(findIssue("en", "secadora-no-calienta")).toBeNull();
    expect(findAppliance("es", "secadora")).toMatchObject({ slug: "dryer", name: "Secadora", plural: "secadoras" });
    expect(findAppliance("es", "dryer")).toBeNull();
    expect(findBrand("es", "whirlpool")?.headquarters).toBe("Estados Unidos");
  });
});
