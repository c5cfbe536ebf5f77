import { cities as cityEntries } from "#content/cities.ts";
import { company } from "#content/company.ts";
import { assertUnique, ContentError, parseContent } from "../content-validation.ts";
import { coveredZips, getCoveredZip } from "./coverage.ts";
import { type City, CitySchema } from "./schema.ts";
import { zipArea } from "./statistics.ts";

export const builtInCities: readonly City[] = (() => {
  const list = parseContent(CitySchema, cityEntries, "content/cities.ts");
  assertUnique(list, "slug", "content/cities.ts");
  for (const city of list) {
    for (const zip of city.zipCodes) {
      if (!getCoveredZip(zip))
        throw new ContentError(
          `content/cities.ts: entry "${city.slug}": field "zipCodes": ${zip} is not in the coverage list`,
        );
    }
  }
  return list;
})();

export function getBuiltInCity(slug: string): City | null {
  return builtInCities.find((c) => c.slug === slug) ?? null;
}

export function citySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Cities the coverage list serves that are not among the built-in city pages. They are seeded into
 * the cities_data table, so their city pages come from the database.
 */
export function extraCityRecords(): City[] {
  const builtIn = new Set(builtInCities.map((c) => c.slug));
  const groups = new Map<string, (typeof coveredZips)[number][]>();
  for (const zip of coveredZips) {
    const slug = citySlug(zip.city);
    if (builtIn.has(slug)) continue;
    groups.set(slug, [...(groups.get(slug) ?? []), zip]);
  }
  return [...groups.entries()].map(([slug, zips]) => {
    const name = zips[0]!.city;
    // The same figures the city's ZIP pages show.
    const areas = zips.map(zipArea);
    return {
      name,
      slug,
      state: "TX" as const,
      county: zips[0]!.county,
      region: zips[0]!.region,
      population: areas.reduce((sum, a) => sum + a.population, 0),
      medianIncome: Math.round(areas.reduce((sum, a) => sum + a.medianIncome, 0) / areas.length),
      zipCodes: zips.map((z) => z.zipCode),
      neighborhoods: [...new Set(zips.map((z) => z.neighborhood))],
      landmarks: [],
      primaryKeywords: [`appliance repair ${name.toLowerCase()}`, `appliance repair ${name.toLowerCase()} tx`],
      metaDescription: `Same-day appliance repair in ${name}, TX. Licensed technicians, upfront pricing and a ${company.warranty.days}-day warranty on parts and labor.`,
      isPrimary: false,
    };
  });
}
