import { keywordCombinationSeeds, seoKeywordSeeds } from "@content/keywords";
import type { Insertable } from "kysely";
import { builtInCities, extraCityRecords } from "~/domain/areas/cities";
import type { City } from "~/domain/areas/schema";
import type { DB } from "./db.server";
import type { CitiesDataTable } from "./db-types.server";
import type { Logger } from "./logger.server";

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

/**
 * Fills the keyword and city tables with the data that ships with the project.
 * Runs at every start; rows that exist already are left alone.
 */
export async function seedDatabase(db: DB, logger?: Logger): Promise<void> {
  let inserted = 0;
  for (const k of seoKeywordSeeds) {
    const r = await db
      .insertInto("seo_keywords")
      .values({
        keyword: k.keyword,
        category: k.category,
        priority: k.priority,
        search_volume: k.searchVolume,
        is_active: 1,
        related_city: k.relatedCity,
        related_appliance: k.relatedAppliance,
      })
      .onConflict((oc) => oc.column("keyword").doNothing())
      .executeTakeFirst();
    inserted += Number(r.numInsertedOrUpdatedRows ?? 0);
  }
  for (const c of keywordCombinationSeeds) {
    const r = await db
      .insertInto("keyword_combinations")
      .values({ city: c.city, appliance: c.appliance, issue: c.issue, search_volume: c.searchVolume, is_active: 1 })
      .onConflict((oc) => oc.columns(["city", "appliance", "issue"]).doNothing())
      .executeTakeFirst();
    inserted += Number(r.numInsertedOrUpdatedRows ?? 0);
  }
  // Built-in cities follow content/cities.ts on every start; database-only cities are left as edited.
  for (const city of builtInCities) {
    const row = cityRow(city);
    await db.insertInto("cities_data").values(row).onConflict((oc) => oc.column("slug").doUpdateSet(row)).execute();
  }
  for (const city of extraCityRecords()) {
    const r = await db.insertInto("cities_data").values(cityRow(city)).onConflict((oc) => oc.column("slug").doNothing()).executeTakeFirst();
    inserted += Number(r.numInsertedOrUpdatedRows ?? 0);
  }
  if (inserted > 0) logger?.info({ rows: inserted }, "seed data inserted");
}
