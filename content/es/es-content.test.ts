import { describe, expect, it } from "vitest";
import { appliances } from "../appliances.ts";
import { brands } from "../brands.ts";
import { cities } from "../cities.ts";
import { issues as cooktop } from "../issues/cooktop.ts";
import { issues as dishwasher } from "../issues/dishwasher.ts";
import { issues as downdraft } from "../issues/downdraft.ts";
import { issues as dryer } from "../issues/dryer.ts";
import { issues as garbageDisposal } from "../issues/garbage-disposal.ts";
import { issues as iceMachine } from "../issues/ice-machine.ts";
import { issues as microwave } from "../issues/microwave.ts";
import { issues as oven } from "../issues/oven.ts";
import { issues as range } from "../issues/range.ts";
import { issues as refrigerator } from "../issues/refrigerator.ts";
import { issues as stove } from "../issues/stove.ts";
import { issues as trashCompactor } from "../issues/trash-compactor.ts";
import { issues as washingMachine } from "../issues/washing-machine.ts";
import { brandWords } from "./brands.ts";
import { cityWords } from "./cities.ts";
import { spanishIssueWords } from "./issues/index.ts";
import type { ApplianceWords } from "../translation-types.ts";

const englishIssueFiles = {
  cooktop,
  dishwasher,
  downdraft,
  dryer,
  "garbage-disposal": garbageDisposal,
  "ice-machine": iceMachine,
  microwave,
  oven,
  range,
  refrigerator,
  stove,
  "trash-compactor": trashCompactor,
  "washing-machine": washingMachine,
};

/** English files with Spanish words in the index: those whose slugs appear there. */
const translatedFiles = Object.entries(englishIssueFiles).filter(([, issues]) =>
  issues.some((issue) => issue.slug in spanishIssueWords),
);

/** The Spanish appliance words, if that file exists yet. */
const applianceModules = import.meta.glob<{ applianceWords: Record<string, ApplianceWords> }>("./appliances.ts", {
  eager: true,
});
const applianceWords = Object.values(applianceModules)[0]?.applianceWords;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe("Spanish repair-issue words", () => {
  it("has at least one translated file", () => {
    expect(translatedFiles.length).toBeGreaterThan(0);
  });

  it("keys every entry by an English issue slug", () => {
    const englishSlugs = new Set(
      Object.values(englishIssueFiles).flatMap((issues) => issues.map((issue) => issue.slug)),
    );
    for (const key of Object.keys(spanishIssueWords)) expect(englishSlugs, key).toContain(key);
  });

  describe.each(translatedFiles)("%s", (_file, issues) => {
    it.each(issues.map((issue) => [issue.slug, issue] as const))("%s matches the English entry", (slug, en) => {
      const es = spanishIssueWords[slug];
      expect(es, `Spanish entry for ${slug}`).toBeDefined();
      if (!es) return;

      expect(es.symptoms).toHaveLength(en.symptoms.length);
      expect(es.causes).toHaveLength(en.causes.length);
      expect(es.prevention).toHaveLength(en.prevention.length);
      expect(es.whyItHappens.commonTriggers).toHaveLength(en.whyItHappens.commonTriggers.length);
      expect(es.repairSteps).toHaveLength(en.repairSteps.length);
      en.repairSteps.forEach((enStep, i) => {
        const esStep = es.repairSteps[i]!;
        expect(esStep.toolsNeeded, `step ${i + 1} tools`).toHaveLength(enStep.toolsNeeded.length);
        expect(esStep.safetyNotes !== undefined, `step ${i + 1} safetyNotes`).toBe(enStep.safetyNotes !== undefined);
      });

      expect(es.slug).toMatch(SLUG);
      expect(es.seoTitle.length, es.seoTitle).toBeLessThanOrEqual(60);
      expect(es.seoDescription.length, es.seoDescription).toBeLessThanOrEqual(160);
      expect(es.seoKeywords.length).toBeGreaterThanOrEqual(3);
      for (const text of [es.name, es.description, es.repairTime, es.professionalVsDiy, ...es.symptoms, ...es.causes])
        expect(text.trim()).not.toBe("");
    });
  });

  it("uses unique Spanish slugs", () => {
    const slugs = Object.values(spanishIssueWords).map((words) => words.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});

describe.runIf(applianceWords !== undefined)("Spanish appliance words", () => {
  it.each(appliances.map((appliance) => [appliance.slug, appliance] as const))(
    "%s matches the English entry",
    (slug, en) => {
      const es = applianceWords?.[slug];
      expect(es, `Spanish entry for ${slug}`).toBeDefined();
      if (!es) return;
      expect(es.slug).toMatch(SLUG);
      expect(es.estimator !== undefined).toBe(en.estimator !== undefined);
      expect(es.seoTitle.length, es.seoTitle).toBeLessThanOrEqual(60);
      expect(es.seoDescription.length, es.seoDescription).toBeLessThanOrEqual(160);
      expect(es.seoKeywords.length).toBeGreaterThanOrEqual(3);
    },
  );

  it("uses unique Spanish slugs", () => {
    const slugs = Object.values(applianceWords ?? {}).map((words) => words.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});

describe("Spanish brand words", () => {
  it("keys every entry by an English brand slug", () => {
    const englishSlugs = new Set(brands.map((brand) => brand.slug));
    for (const key of Object.keys(brandWords)) expect(englishSlugs, key).toContain(key);
  });

  it.each(brands.map((brand) => [brand.slug] as const))("%s has Spanish words", (slug) => {
    const es = brandWords[slug];
    expect(es, `Spanish entry for ${slug}`).toBeDefined();
    if (!es) return;
    expect(es.seoTitle.length, es.seoTitle).toBeLessThanOrEqual(60);
    expect(es.seoDescription.length, es.seoDescription).toBeLessThanOrEqual(160);
    expect(es.seoKeywords.length).toBeGreaterThanOrEqual(3);
    for (const text of [
      es.description,
      es.headquarters,
      es.marketPosition,
      es.seoTitle,
      es.seoDescription,
      ...es.seoKeywords,
    ])
      expect(text.trim()).not.toBe("");
  });
});

describe("Spanish city words", () => {
  it("keys every entry by an English city slug", () => {
    const englishSlugs = new Set(cities.map((city) => city.slug));
    for (const key of Object.keys(cityWords)) expect(englishSlugs, key).toContain(key);
  });

  it.each(cities.map((city) => [city.slug] as const))("%s has Spanish words", (slug) => {
    const es = cityWords[slug];
    expect(es, `Spanish entry for ${slug}`).toBeDefined();
    if (!es) return;
    expect(es.metaDescription.length, es.metaDescription).toBeLessThanOrEqual(160);
    expect(es.primaryKeywords.length).toBeGreaterThanOrEqual(3);
    for (const text of [es.metaDescription, ...es.primaryKeywords]) expect(text.trim()).not.toBe("");
  });
});
