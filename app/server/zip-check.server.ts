import { technicians } from "./content.server.ts";
import { coverageOf } from "#app/domain/areas/coverage.ts";
import { isCompleteZip, normalizeZipInput } from "#app/domain/areas/zip-input.ts";
import { techniciansNear } from "#app/domain/tools/technicians.ts";

export type ZipCheckResult =
  | {
      zip: string;
      covered: true;
      region: string;
      city: string;
      technicians: { name: string; initials: string; zipCode: string }[];
    }
  | { zip: string; covered: false };

/** The ZIP checker's answer: coverage from the one list, and the technicians near a served ZIP. */
export function checkZip(raw: string | null): ZipCheckResult | null {
  const zip = normalizeZipInput(raw ?? "");
  if (!isCompleteZip(zip)) return null;
  const coverage = coverageOf(zip);
  if (!coverage.covered) return { zip, covered: false };
  return {
    zip,
    covered: true,
    region: coverage.region,
    city: coverage.city,
    technicians: techniciansNear(zip, technicians).map((t) => ({
      name: t.name,
      initials: t.initials,
      zipCode: t.zipCode,
    })),
  };
}
