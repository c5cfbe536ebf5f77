import { coveredZips as zipEntries } from "#content/zips.ts";
import { assertUnique, parseContent } from "../content-validation";
import { type CoveredZip, CoveredZipSchema, REGIONS, type Region } from "./schema";

/** The one coverage list: every ZIP the company serves, sorted ascending. */
export const coveredZips: readonly CoveredZip[] = (() => {
  const list = parseContent(CoveredZipSchema, zipEntries, "content/zips.ts");
  assertUnique(list, "zipCode", "content/zips.ts");
  return list.toSorted((a, b) => a.zipCode.localeCompare(b.zipCode));
})();

const byZip = new Map(coveredZips.map((z) => [z.zipCode, z]));

export type Coverage = { covered: true; zipCode: string; region: Region; city: string; neighborhood: string } | { covered: false; zipCode: string };

/** Is this ZIP served, and in which region? Used by the booking form and every ZIP checker. */
export function coverageOf(zip: string): Coverage {
  const entry = byZip.get(zip);
  if (!entry) return { covered: false, zipCode: zip };
  return { covered: true, zipCode: zip, region: entry.region, city: entry.city, neighborhood: entry.neighborhood };
}

export function getCoveredZip(zip: string): CoveredZip | null {
  return byZip.get(zip) ?? null;
}

export function zipsByRegion(): Record<Region, CoveredZip[]> {
  const result = Object.fromEntries(REGIONS.map((r) => [r, [] as CoveredZip[]])) as Record<Region, CoveredZip[]>;
  for (const z of coveredZips) result[z.region].push(z);
  return result;
}
