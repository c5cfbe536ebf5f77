import { keywordCombinationSeeds, seoKeywordSeeds } from "#content/keywords.ts";
import type { Insertable } from "kysely";
import { builtInCities, extraCityRecords } from "#app/domain/areas/cities.ts";
import type { City } from "#app/domain/areas/schema.ts";
import type { DB } from "./db.server.ts";
import type { CitiesDataTable } from "./db-types.server.ts";
import type { Logger } from "./logger.server.ts";
import { invalidatePageCache } from "../delivery/page-cache.server.ts";

/** A city as a cities_data row. The built-in cities are the primary service areas; the extra cities are not. */
function cityRow(city: City): Insertable<CitiesDataTable> {
  return {
    slug: city.slug,
    city_name: city.name,
    county: city.county,
    region: city.region,
    population: city.population,
    median_income: city.medianIncome,
    zip_codes: JSON.stringify(city.zipCodes),
    neighborhoods: JSON.stringify(city.neighborhoods),
    landmarks: JSON.stringify(city.landmarks),
    seo_keywords: JSON.stringify(city.primaryKeywords),
    meta_description: city.metaDescription,
    is_primary_service_area: city.isPrimary ? 1 : 0,
  };
}

/** Rows per insert statement: well under both engines' limits on bound parameters. */
const BATCH_ROWS = 100;

async function insertInBatches<R>(rows: R[], insert: (batch: R[]) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    // oxlint-disable-next-line no-await-in-loop -- one batch at a time, not every batch at once
    await insert(rows.slice(i, i + BATCH_ROWS));
  }
  return rows.length;
}

const CITY_COLUMNS = [
  "city_name",
  "county",
  "region",
  "population",
  "median_income",
  "zip_codes",
  "neighborhoods",
  "landmarks",
  "seo_keywords",
  "meta_description",
  "is_primary_service_area",
] as const;

const combinationKey = (c: { city: string; appliance: string; issue: string }) =>
  JSON.stringify([c.city, c.appliance, c.issue]);

const sameCity = (a: Insertable<CitiesDataTable>, b: Insertable<CitiesDataTable>) =>
  CITY_COLUMNS.every((c) => (a[c] ?? null) === (b[c] ?? null));

/**
 * Fills the keyword and city tables with the data that ships with the project. Runs at every
 * start: one read per table finds what is missing or out of date, and only that is written, in
 * batches, so a seeded database costs a few reads and no writes.
 */
export async function seedDatabase(db: DB, logger?: Logger): Promise<void> {
  const knownKeywords = new Set(
    (await db.selectFrom("seo_keywords").select("keyword").execute()).map((r) => r.keyword),
  );
  const keywords = seoKeywordSeeds
    .filter((k) => !knownKeywords.has(k.keyword))
    .map((k) => ({
      keyword: k.keyword,
      category: k.category,
      priority: k.priority,
      search_volume: k.searchVolume,
      is_active: 1,
      related_city: k.relatedCity,
      related_appliance: k.relatedAppliance,
    }));
  let inserted = await insertInBatches(keywords, (batch) =>
    db
      .insertInto("seo_keywords")
      .values(batch)
      .onConflict((oc) => oc.column("keyword").doNothing())
      .execute(),
  );

  const knownCombinations = new Set(
    (await db.selectFrom("keyword_combinations").select(["city", "appliance", "issue"]).execute()).map(combinationKey),
  );
  const combinations = keywordCombinationSeeds
    .filter((c) => !knownCombinations.has(combinationKey(c)))
    .map((c) => ({
      city: c.city,
      appliance: c.appliance,
      issue: c.issue,
      search_volume: c.searchVolume,
      is_active: 1,
    }));
  inserted += await insertInBatches(combinations, (batch) =>
    db
      .insertInto("keyword_combinations")
      .values(batch)
      .onConflict((oc) => oc.columns(["city", "appliance", "issue"]).doNothing())
      .execute(),
  );

  // Built-in cities follow content/cities.ts; database-only cities are left as edited.
  const stored = new Map((await db.selectFrom("cities_data").selectAll().execute()).map((r) => [r.slug, r]));
  const builtIn = builtInCities.map(cityRow).filter((row) => {
    const current = stored.get(row.slug);
    return !current || !sameCity(current, row);
  });
  const citiesSynced = await insertInBatches(builtIn, (batch) =>
    db
      .insertInto("cities_data")
      .values(batch)
      .onConflict((oc) =>
        oc
          .column("slug")
          .doUpdateSet((eb) => Object.fromEntries(CITY_COLUMNS.map((c) => [c, eb.ref(`excluded.${c}`)]))),
      )
      .execute(),
  );
  const extra = extraCityRecords()
    .map(cityRow)
    .filter((row) => !stored.has(row.slug));
  inserted += await insertInBatches(extra, (batch) =>
    db
      .insertInto("cities_data")
      .values(batch)
      .onConflict((oc) => oc.column("slug").doNothing())
      .execute(),
  );
  if (inserted > 0 || citiesSynced > 0) {
    logger?.info({ inserted, citiesSynced }, "seed data written");
    // City pages read these rows; pages other servers keep in memory may show the old ones.
    await invalidatePageCache(db);
  }
}
