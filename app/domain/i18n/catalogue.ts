import type { ApplianceWords, BrandWords, CityWords, RepairIssueWords } from "#content/translation-types.ts";
import { CONTENT_TRANSLATIONS } from "#content/translations.ts";
import { z } from "zod";
import { builtInCities } from "../areas/cities.ts";
import type { City } from "../areas/schema.ts";
import { appliances, brands, getAppliance, getBrand, getIssue, issues } from "../catalogue/catalogue.ts";
import type { Appliance, Brand, RepairIssue } from "../catalogue/schema.ts";
import { ContentError } from "../content-validation.ts";
import { type Locale, TRANSLATED_LOCALES, type TranslatedLocale } from "./locale.ts";

const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens");
const text = z.string().trim().min(1);
const texts = z.array(text);
const seo = { seoTitle: text, seoDescription: text.max(160), seoKeywords: texts.min(3) };

const ApplianceWordsSchema = z.object({
  slug: slugSchema,
  name: text,
  plural: text,
  description: text,
  repairTime: text,
  estimator: z.object({ description: text }).optional(),
  ...seo,
});
const BrandWordsSchema = z.object({ description: text, headquarters: text, marketPosition: text, ...seo });
const CityWordsSchema = z.object({ metaDescription: text.max(160), primaryKeywords: texts.min(3) });
const IssueWordsSchema = z.object({
  slug: slugSchema,
  name: text,
  description: text,
  symptoms: texts,
  causes: texts,
  repairTime: text,
  prevention: texts,
  whyItHappens: z.object({
    primaryCause: text,
    explanation: text,
    commonTriggers: texts,
    ageFactors: text,
    usageFactors: text,
  }),
  repairSteps: z.array(
    z.object({ title: text, description: text, timeRequired: text, toolsNeeded: texts, safetyNotes: text.optional() }),
  ),
  professionalVsDiy: text,
  ...seo,
});

/** Where a language's catalogue words are written, for the messages that name a file. */
export const catalogueWordFiles = (locale: TranslatedLocale) => ({
  appliances: `content/${locale}/appliances.ts`,
  brands: `content/${locale}/brands.ts`,
  issues: `content/${locale}/issues/`,
  cities: `content/${locale}/cities.ts`,
});

/**
 * Words for every English entry, each checked by its schema: a missing entry or field stops the
 * start with a message naming the file, the entry and the field.
 */
function wordsFor<S extends z.ZodType>(
  schema: S,
  input: Record<string, unknown>,
  englishSlugs: readonly string[],
  file: string,
): Map<string, z.infer<S>> {
  const words = new Map<string, z.infer<S>>();
  for (const englishSlug of englishSlugs) {
    const entry = input[englishSlug];
    if (entry === undefined) throw new ContentError(`${file}: entry "${englishSlug}" is missing`);
    const result = schema.safeParse(entry);
    if (!result.success) {
      const problem = result.error.issues[0]!;
      throw new ContentError(
        `${file}: entry "${englishSlug}": field "${problem.path.join(".") || "(entry)"}": ${problem.message}`,
      );
    }
    words.set(englishSlug, result.data);
  }
  for (const key of Object.keys(input))
    if (!englishSlugs.includes(key)) throw new ContentError(`${file}: entry "${key}" names no English entry`);
  return words;
}

/** A translated issue says as much as the English one: the same number of symptoms, steps, safety notes… */
function assertSameShape(en: RepairIssue, es: RepairIssueWords, file: string): void {
  const where = (field: string) => `${file}: entry "${en.slug}": field "${field}"`;
  const lists = {
    symptoms: [en.symptoms, es.symptoms],
    causes: [en.causes, es.causes],
    prevention: [en.prevention, es.prevention],
    "whyItHappens.commonTriggers": [en.whyItHappens.commonTriggers, es.whyItHappens.commonTriggers],
    repairSteps: [en.repairSteps, es.repairSteps],
  } as const;
  for (const [field, [enList, esList]] of Object.entries(lists)) {
    if (enList.length !== esList.length)
      throw new ContentError(`${where(field)}: ${esList.length} items where the English entry has ${enList.length}`);
  }
  en.repairSteps.forEach((step, i) => {
    const esStep = es.repairSteps[i]!;
    if ((step.safetyNotes === undefined) !== (esStep.safetyNotes === undefined))
      throw new ContentError(
        `${where(`repairSteps.${i}.safetyNotes`)}: ${step.safetyNotes ? "missing (the English step has a safety note)" : "present where the English step has none"}`,
      );
    if (step.toolsNeeded.length !== esStep.toolsNeeded.length)
      throw new ContentError(
        `${where(`repairSteps.${i}.toolsNeeded`)}: ${esStep.toolsNeeded.length} items where the English entry has ${step.toolsNeeded.length}`,
      );
  });
}

function assertUniqueSlugs(words: Map<string, { slug: string }>, file: string): void {
  const seen = new Map<string, string>();
  for (const [englishSlug, w] of words) {
    const first = seen.get(w.slug);
    if (first)
      throw new ContentError(
        `${file}: entry "${englishSlug}": field "slug": duplicate slug "${w.slug}", first used by "${first}"`,
      );
    seen.set(w.slug, englishSlug);
  }
}

export interface CatalogueWords {
  appliances: Map<string, ApplianceWords>;
  brands: Map<string, BrandWords>;
  issues: Map<string, RepairIssueWords>;
  cities: Map<string, CityWords>;
}

/** Checks a language's words against the English catalogue: every entry has its words, in the same shape. */
export function loadCatalogueWords(
  locale: TranslatedLocale,
  input: Record<"appliances" | "brands" | "issues" | "cities", Record<string, unknown>>,
  catalogue: {
    appliances: readonly Appliance[];
    brands: readonly Brand[];
    issues: readonly RepairIssue[];
    cities: readonly City[];
  },
): CatalogueWords {
  const files = catalogueWordFiles(locale);
  const applianceWords = wordsFor(
    ApplianceWordsSchema,
    input.appliances,
    catalogue.appliances.map((a) => a.slug),
    files.appliances,
  );
  assertUniqueSlugs(applianceWords, files.appliances);
  const brandWords = wordsFor(
    BrandWordsSchema,
    input.brands,
    catalogue.brands.map((b) => b.slug),
    files.brands,
  );
  const issueWords = new Map<string, RepairIssueWords>();
  for (const issue of catalogue.issues) {
    const file = `${files.issues}${issue.appliance}.ts`;
    const words = wordsFor(IssueWordsSchema, { [issue.slug]: input.issues[issue.slug] }, [issue.slug], file).get(
      issue.slug,
    )!;
    assertSameShape(issue, words, file);
    issueWords.set(issue.slug, words);
  }
  for (const key of Object.keys(input.issues))
    if (!issueWords.has(key)) throw new ContentError(`${files.issues}index.ts: entry "${key}" names no English issue`);
  assertUniqueSlugs(issueWords, `${files.issues}index.ts`);
  const cityWords = wordsFor(
    CityWordsSchema,
    input.cities,
    catalogue.cities.map((c) => c.slug),
    files.cities,
  );
  return { appliances: applianceWords, brands: brandWords, issues: issueWords, cities: cityWords };
}

/** The catalogue's words in each language besides English, checked when the server starts. */
export const catalogueWords = Object.fromEntries(
  TRANSLATED_LOCALES.map((locale) => [
    locale,
    loadCatalogueWords(locale, CONTENT_TRANSLATIONS[locale], { appliances, brands, issues, cities: builtInCities }),
  ]),
) as Record<TranslatedLocale, CatalogueWords>;

/** An appliance as a page in a language shows it: the English facts with that language's words. */
export type LocalAppliance = Appliance & { plural: string };

export function localAppliance(a: Appliance, locale: Locale): LocalAppliance {
  if (locale === "en") return { ...a, plural: `${a.name.toLowerCase()}s` };
  const { slug: _localSlug, ...words } = catalogueWords[locale].appliances.get(a.slug)!;
  return {
    ...a,
    ...words,
    estimator: a.estimator && words.estimator ? { ...a.estimator, ...words.estimator } : a.estimator,
  };
}

export function localBrand(b: Brand, locale: Locale): Brand {
  return locale === "en" ? b : { ...b, ...catalogueWords[locale].brands.get(b.slug)! };
}

export function localIssue(i: RepairIssue, locale: Locale): RepairIssue {
  if (locale === "en") return i;
  const { slug: _localSlug, repairSteps, ...words } = catalogueWords[locale].issues.get(i.slug)!;
  return { ...i, ...words, repairSteps: i.repairSteps.map((step, n) => ({ step: step.step, ...repairSteps[n]! })) };
}

/** A city as a page in a language shows it; names, neighborhoods and landmarks stay as they are. */
export function localCity(c: City, locale: Locale): City {
  return locale === "en" ? c : { ...c, ...catalogueWords[locale].cities.get(c.slug) };
}

/** An appliance's or an issue's slug in a language: English slugs are the catalogue's own. */
export function slugIn(locale: Locale, kind: "appliances" | "issues", englishSlug: string): string {
  return locale === "en" ? englishSlug : catalogueWords[locale][kind].get(englishSlug)!.slug;
}

const englishSlugOf = (words: Map<string, { slug: string }>) =>
  new Map([...words].map(([englishSlug, w]) => [w.slug, englishSlug]));
const englishSlugs = Object.fromEntries(
  TRANSLATED_LOCALES.map((locale) => [
    locale,
    {
      appliances: englishSlugOf(catalogueWords[locale].appliances),
      issues: englishSlugOf(catalogueWords[locale].issues),
    },
  ]),
) as Record<TranslatedLocale, Record<"appliances" | "issues", Map<string, string>>>;

/** The appliance a page's address names, by its slug in that page's language, or null. */
export function findAppliance(locale: Locale, slug: string): LocalAppliance | null {
  const appliance = getAppliance(locale === "en" ? slug : (englishSlugs[locale].appliances.get(slug) ?? ""));
  return appliance ? localAppliance(appliance, locale) : null;
}

/** The repair issue a page's address names, by its slug in that page's language, or null. */
export function findIssue(locale: Locale, slug: string): RepairIssue | null {
  const issue = getIssue(locale === "en" ? slug : (englishSlugs[locale].issues.get(slug) ?? ""));
  return issue ? localIssue(issue, locale) : null;
}

/** A brand by its slug, the same in every language, with the page language's words; or null. */
export function findBrand(locale: Locale, slug: string): Brand | null {
  const brand = getBrand(slug);
  return brand ? localBrand(brand, locale) : null;
}
