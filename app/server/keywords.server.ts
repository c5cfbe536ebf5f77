import { type Selectable, sql } from "kysely";
import { getCoveredZip } from "#app/domain/areas/coverage.ts";
import type { City } from "#app/domain/areas/schema.ts";
import type { DB } from "./db.server.ts";
import type { CitiesDataTable, SeoKeywordsTable } from "./db-types.server.ts";
import { type Logger, logError } from "./logger.server.ts";

/**
 * The keyword tables' reads the pages use: a city's and an appliance's related searches, a city's
 * popular repairs, a city outside the built-in list. A database failure is logged and answered with
 * the fallback: an empty list, or null.
 */
export const KEYWORD_LIMITS = { combinations: 100 } as const;

async function orFallback<T>(
  logger: Logger | undefined,
  what: string,
  fallback: T,
  read: () => Promise<T>,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (logger) logError(logger, error, "keyword helper read failed", { what });
    return fallback;
  }
}

const ciEquals = (column: string, value: string) => sql<boolean>`lower(${sql.ref(column)}) = ${value.toLowerCase()}`;

export function keywordsForCity(db: DB, city: string, logger?: Logger): Promise<Selectable<SeoKeywordsTable>[]> {
  return orFallback(logger, "keywordsForCity", [], () =>
    db
      .selectFrom("seo_keywords")
      .selectAll()
      .where(ciEquals("related_city", city))
      .where("is_active", "=", 1)
      .orderBy("search_volume", "desc")
      .execute(),
  );
}

export function keywordsForAppliance(
  db: DB,
  appliance: string,
  logger?: Logger,
): Promise<Selectable<SeoKeywordsTable>[]> {
  return orFallback(logger, "keywordsForAppliance", [], () =>
    db
      .selectFrom("seo_keywords")
      .selectAll()
      .where(ciEquals("related_appliance", appliance))
      .where("is_active", "=", 1)
      .orderBy("priority", "asc")
      .orderBy("search_volume", "desc")
      .execute(),
  );
}

export function keywordCombinations(
  db: DB,
  filter: { city?: string; appliance?: string; issue?: string } = {},
  logger?: Logger,
) {
  return orFallback(logger, "keywordCombinations", [], () => {
    let query = db.selectFrom("keyword_combinations").selectAll().where("is_active", "=", 1);
    if (filter.city) query = query.where(ciEquals("city", filter.city));
    if (filter.appliance) query = query.where("appliance", "=", filter.appliance);
    if (filter.issue) query = query.where("issue", "=", filter.issue);
    return query.orderBy("search_volume", "desc").limit(KEYWORD_LIMITS.combinations).execute();
  });
}

function parseList(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

/** The ZIP codes of a cities_data row that the coverage list serves; the row's others are dropped. */
function servedZips(json: string): string[] {
  return parseList(json).filter((zip) => getCoveredZip(zip) !== null);
}

/** A cities_data row in the shape of a built-in city. */
export function cityFromRow(row: Selectable<CitiesDataTable>): City {
  return {
    name: row.city_name,
    slug: row.slug,
    state: "TX",
    county: row.county ?? "Harris",
    region: (row.region ?? "Houston Metro") as City["region"],
    population: row.population ?? 0,
    medianIncome: row.median_income ?? 0,
    zipCodes: servedZips(row.zip_codes),
    neighborhoods: parseList(row.neighborhoods),
    landmarks: parseList(row.landmarks),
    primaryKeywords: parseList(row.seo_keywords),
    metaDescription: row.meta_description ?? "",
    isPrimary: row.is_primary_service_area === 1,
  };
}

export function cityBySlug(db: DB, slug: string, logger?: Logger): Promise<City | null> {
  return orFallback(logger, "cityBySlug", null, async () => {
    const row = await db.selectFrom("cities_data").selectAll().where("slug", "=", slug).executeTakeFirst();
    return row ? cityFromRow(row) : null;
  });
}
