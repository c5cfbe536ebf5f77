import { compareCodeUnits } from "../compare.ts";
import { coveredZips as zipEntries } from "#content/zips.ts";
import { REGIONS, type Region } from "./regions.ts";
import type { CoveredZip } from "./schema.ts";

/**
 * The one coverage list: every ZIP the company serves, sorted ascending. The server checks the
 * entries against their schema when it starts (app/server/content.server.ts), so the browser, which
 * loads this module for the ZIP checkers, takes them as they are and needs no schema code.
 */
export const coveredZips: readonly CoveredZip[] = zipEntries.toSorted((a, b) => compareCodeUnits(a.zipCode, b.zipCode));

const byZip = new Map(coveredZips.map((z) => [z.zipCode, z]));

export type Coverage =
  | { covered: true; zipCode: string; region: Region; city: string; neighborhood: string }
  | { covered: false; zipCode: string };

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
