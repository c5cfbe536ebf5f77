import { appliances as applianceEntries } from "@content/appliances";
import { brands as brandEntries } from "@content/brands";
import { issues as cooktop } from "@content/issues/cooktop";
import { issues as dishwasher } from "@content/issues/dishwasher";
import { issues as downdraft } from "@content/issues/downdraft";
import { issues as dryer } from "@content/issues/dryer";
import { issues as garbageDisposal } from "@content/issues/garbage-disposal";
import { issues as iceMachine } from "@content/issues/ice-machine";
import { issues as microwave } from "@content/issues/microwave";
import { issues as oven } from "@content/issues/oven";
import { issues as range } from "@content/issues/range";
import { issues as refrigerator } from "@content/issues/refrigerator";
import { issues as stove } from "@content/issues/stove";
import { issues as trashCompactor } from "@content/issues/trash-compactor";
import { issues as washingMachine } from "@content/issues/washing-machine";
import { assertUnique, ContentError, parseContent } from "../content-validation";
import { type Appliance, ApplianceSchema, type Brand, BrandSchema, type RepairIssue, RepairIssueSchema } from "./schema";

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

  const brands = parseContent(BrandSchema, brandInput, "content/brands.ts");
  assertUnique(brands, "slug", "content/brands.ts");
  for (const brand of brands) {
    for (const slug of brand.appliances) {
      if (!applianceSlugs.has(slug)) throw new ContentError(`content/brands.ts: entry "${brand.slug}": field "appliances": unknown appliance "${slug}"`);
    }
  }

  const issues: RepairIssue[] = [];
  for (const [file, entries] of Object.entries(issueFiles)) {
    const path = `content/issues/${file}.ts`;
    for (const issue of parseContent(RepairIssueSchema, entries, path)) {
      if (!applianceSlugs.has(issue.appliance)) throw new ContentError(`${path}: entry "${issue.slug}": field "appliance": unknown appliance "${issue.appliance}"`);
      issues.push(issue);
    }
  }
  assertUnique(issues, "slug", "content/issues");
  assertUnique(issues, "id", "content/issues");
  return { appliances, brands, issues };
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

export function getIssuesForAppliance(applianceSlug: string): RepairIssue[] {
  return issues.filter((i) => i.appliance === applianceSlug);
}

export function getBrandsForAppliance(applianceSlug: string): Brand[] {
  return brands.filter((b) => b.appliances.includes(applianceSlug));
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

/** The estimator's price table: the appliances it offers, each with its five issues' figures. */
export function estimatorEntries() {
  return appliances
    .filter((a) => a.estimator)
    .flatMap((a) =>
      getIssuesForAppliance(a.slug).map((i) => ({
        appliance: a.slug,
        issue: i.key,
        applianceName: a.name,
        issueName: i.name.startsWith(a.name) ? i.name.slice(a.name.length).trim() || i.name : i.name,
        estimate: i.estimate,
      })),
    );
}
