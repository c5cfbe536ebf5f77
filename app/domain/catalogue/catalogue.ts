import { appliances as applianceEntries } from "#content/appliances.ts";
import { brands as brandEntries } from "#content/brands.ts";
import { issues as cooktop } from "#content/issues/cooktop.ts";
import { issues as dishwasher } from "#content/issues/dishwasher.ts";
import { issues as downdraft } from "#content/issues/downdraft.ts";
import { issues as dryer } from "#content/issues/dryer.ts";
import { issues as garbageDisposal } from "#content/issues/garbage-disposal.ts";
import { issues as iceMachine } from "#content/issues/ice-machine.ts";
import { issues as microwave } from "#content/issues/microwave.ts";
import { issues as oven } from "#content/issues/oven.ts";
import { issues as range } from "#content/issues/range.ts";
import { issues as refrigerator } from "#content/issues/refrigerator.ts";
import { issues as stove } from "#content/issues/stove.ts";
import { issues as trashCompactor } from "#content/issues/trash-compactor.ts";
import { issues as washingMachine } from "#content/issues/washing-machine.ts";
import { assertUnique, ContentError, parseContent } from "../content-validation.ts";
import {
  type Appliance,
  ApplianceSchema,
  type Brand,
  BrandSchema,
  type RepairIssue,
  RepairIssueSchema,
} from "./schema.ts";

export const ISSUE_FILES: Record<string, readonly unknown[]> = {
  "washing-machine": washingMachine,
  dryer,
  refrigerator,
  dishwasher,
  oven,
  microwave,
  stove,
  range,
  "ice-machine": iceMachine,
  "garbage-disposal": garbageDisposal,
  "trash-compactor": trashCompactor,
  downdraft,
  cooktop,
};

export interface Catalogue {
  appliances: Appliance[];
  brands: Brand[];
  issues: RepairIssue[];
}

/** Validates the catalogue content: each entry against its schema, then the links between entries. */
export function loadCatalogue(
  applianceInput: readonly unknown[],
  brandInput: readonly unknown[],
  issueFiles: Record<string, readonly unknown[]>,
): Catalogue {
  const appliances = parseContent(ApplianceSchema, applianceInput, "content/appliances.ts");
  assertUnique(appliances, "slug", "content/appliances.ts");
  const applianceSlugs = new Set(appliances.map((a) => a.slug));
  return { appliances, brands: loadBrands(brandInput, applianceSlugs), issues: loadIssues(issueFiles, applianceSlugs) };
}

function loadBrands(brandInput: readonly unknown[], applianceSlugs: ReadonlySet<string>): Brand[] {
  const brands = parseContent(BrandSchema, brandInput, "content/brands.ts");
  assertUnique(brands, "slug", "content/brands.ts");
  for (const brand of brands) {
    for (const slug of brand.appliances) {
      if (!applianceSlugs.has(slug))
        throw new ContentError(
          `content/brands.ts: entry "${brand.slug}": field "appliances": unknown appliance "${slug}"`,
        );
    }
  }
  return brands;
}

interface SourcedIssue {
  issue: RepairIssue;
  file: string;
}

function issueFilePath(fileAppliance: string): string {
  return `content/issues/${fileAppliance}.ts`;
}

function loadIssues(
  issueFiles: Record<string, readonly unknown[]>,
  applianceSlugs: ReadonlySet<string>,
): RepairIssue[] {
  const sourced: SourcedIssue[] = Object.entries(issueFiles).flatMap(([fileAppliance, entries]) => {
    const file = issueFilePath(fileAppliance);
    return parseContent(RepairIssueSchema, entries, file).map((issue) => {
      assertIssueAppliance(issue, fileAppliance, applianceSlugs);
      return { issue, file };
    });
  });
  assertUniqueIssues(sourced, "slug");
  assertUniqueIssues(sourced, "id");
  return sourced.map((s) => s.issue);
}

/** An issue names a known appliance, and the appliance of the file it sits in. */
function assertIssueAppliance(issue: RepairIssue, fileAppliance: string, applianceSlugs: ReadonlySet<string>): void {
  const where = `${issueFilePath(fileAppliance)}: entry "${issue.slug}": field "appliance"`;
  if (!applianceSlugs.has(issue.appliance)) throw new ContentError(`${where}: unknown appliance "${issue.appliance}"`);
  if (issue.appliance !== fileAppliance)
    throw new ContentError(`${where}: "${issue.appliance}" does not match the file's appliance "${fileAppliance}"`);
}

/** Fails on the second issue sharing a slug or id, naming that issue's own file and the file of the first. */
function assertUniqueIssues(sourced: readonly SourcedIssue[], key: "slug" | "id"): void {
  const firstFile = new Map<string, string>();
  for (const { issue, file } of sourced) {
    const value = issue[key];
    const earlier = firstFile.get(value);
    if (earlier)
      throw new ContentError(
        `${file}: entry "${issue.slug}": field "${key}": duplicate ${key} "${value}", first used in ${earlier}`,
      );
    firstFile.set(value, file);
  }
}

const catalogue = loadCatalogue(applianceEntries, brandEntries, ISSUE_FILES);

export const appliances: readonly Appliance[] = catalogue.appliances;
export const brands: readonly Brand[] = catalogue.brands;
export const issues: readonly RepairIssue[] = catalogue.issues;

export function getAppliance(slug: string): Appliance | null {
  return appliances.find((a) => a.slug === slug) ?? null;
}

export function getBrand(slug: string): Brand | null {
  return brands.find((b) => b.slug === slug) ?? null;
}

export function getIssue(slug: string): RepairIssue | null {
  return issues.find((i) => i.slug === slug) ?? null;
}

/** An issue by its appliance's slug and its short key (as booking links and keyword tables name it), or null. */
export function getIssueByKey(applianceSlug: string, key: string): RepairIssue | null {
  return issues.find((i) => i.appliance === applianceSlug && i.key === key) ?? null;
}

export function getIssuesForAppliance(applianceSlug: string): RepairIssue[] {
  return issues.filter((i) => i.appliance === applianceSlug);
}

export function getBrandsForAppliance(applianceSlug: string): Brand[] {
  return brands.filter((b) => b.appliances.includes(applianceSlug));
}

/** How many of each appliance's issues a brand page links to: the first ones, which are the most common. */
export const BRAND_ISSUES_PER_APPLIANCE = 2;

export interface ApplianceIssues {
  appliance: Appliance;
  issues: RepairIssue[];
}

/** The common issues of every appliance a brand is serviced for, in the brand's appliance order. */
export function getCommonIssuesForBrand(
  brand: Brand,
  perAppliance: number = BRAND_ISSUES_PER_APPLIANCE,
): ApplianceIssues[] {
  return brand.appliances.flatMap((slug) => {
    const appliance = getAppliance(slug);
    return appliance ? [{ appliance, issues: getIssuesForAppliance(slug).slice(0, perAppliance) }] : [];
  });
}

const PREMIUM: ReadonlySet<Brand["popularity"]> = new Set(["Premium", "Luxury"]);

/** The brands page's two groups: Premium & Luxury, and Popular (every other brand). */
export function groupBrands(list: readonly Brand[] = brands): { popular: Brand[]; premium: Brand[] } {
  return {
    popular: list.filter((b) => !PREMIUM.has(b.popularity)),
    premium: list.filter((b) => PREMIUM.has(b.popularity)),
  };
}

/**
 * Old issue addresses that moved: the downdraft ductwork issue once had the slug "5".
 * Answers the new slug, or null.
 */
export function movedIssueSlug(slug: string): string | null {
  if (slug === "5") return issues.find((i) => i.appliance === "downdraft" && i.key.includes("duct"))?.slug ?? null;
  return null;
}

/** The estimator's twelve appliances, in the order its first step lists them. */
export const ESTIMATOR_APPLIANCES = [
  "washing-machine",
  "dryer",
  "refrigerator",
  "dishwasher",
  "microwave",
  "oven",
  "stove",
  "range",
  "cooktop",
  "ice-machine",
  "trash-compactor",
  "garbage-disposal",
] as const;

/**
 * Slugs named in code must name catalogue entries: a renamed or removed one is a content error when
 * the server starts, not a 500 or a dead link later.
 */
export function requireSlugs<T extends string>(
  slugs: readonly T[],
  known: readonly { slug: string }[],
  where: string,
): readonly T[] {
  const have = new Set(known.map((k) => k.slug));
  for (const slug of slugs) if (!have.has(slug)) throw new ContentError(`${where}: unknown slug "${slug}"`);
  return slugs;
}

requireSlugs(
  ESTIMATOR_APPLIANCES,
  appliances.filter((a) => a.estimator),
  "the estimator's appliances (appliances with estimator data)",
);

/** The estimator's appliances, in its order. */
export function estimatorAppliances(): Appliance[] {
  return ESTIMATOR_APPLIANCES.map((slug) => getAppliance(slug)!);
}

/** The estimator's price table: the appliances it offers, each with its five issues' figures. */
export function estimatorEntries() {
  return estimatorAppliances().flatMap((a) =>
    getIssuesForAppliance(a.slug).map((i) => ({
      appliance: a.slug,
      issue: i.key,
      applianceName: a.name,
      issueName: i.name.startsWith(a.name) ? i.name.slice(a.name.length).trim() || i.name : i.name,
      estimate: i.estimate,
    })),
  );
}
