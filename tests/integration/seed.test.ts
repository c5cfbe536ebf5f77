import { keywordCombinationSeeds, seoKeywordSeeds } from "#content/keywords.ts";
import type { KyselyPlugin, RootOperationNode } from "kysely";
import { expect, it } from "vitest";
import { builtInCities, extraCityRecords } from "#app/domain/areas/cities.ts";
import { type DB, migrate } from "#app/server/db.server.ts";
import { seedDatabase } from "#app/server/seed.server.ts";
import { describeEachEngine } from "./support/databases.ts";

/** Counts the statements a database handle runs, by kind (SelectQueryNode, InsertQueryNode, …). */
function counting(db: DB) {
  const counts: Record<string, number> = {};
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      counts[node.kind] = (counts[node.kind] ?? 0) + 1;
      return node as RootOperationNode;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), counts };
}

const count = async (db: DB, table: "seo_keywords" | "keyword_combinations" | "cities_data") =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describeEachEngine("seeding", (get) => {
  it("fills empty tables with a few batched statements, not one per row", async () => {
    const { db } = get();
    await db.deleteFrom("keyword_performance").execute();
    await db.deleteFrom("seo_keywords").execute();
    await db.deleteFrom("keyword_combinations").execute();
    await db.deleteFrom("cities_data").execute();
    const { db: watched, counts } = counting(db);
    await seedDatabase(watched);
    expect(await count(db, "seo_keywords")).toBe(seoKeywordSeeds.length);
    expect(await count(db, "keyword_combinations")).toBe(keywordCombinationSeeds.length);
    expect(await count(db, "cities_data")).toBe(builtInCities.length + extraCityRecords().length);
    // One statement per table and batch of at most 100 rows: four here, where one per row would be 131.
    expect(counts.InsertQueryNode).toBe(4);
    expect(counts.SelectQueryNode).toBe(3);
  });

  it("writes nothing when the data is already there", async () => {
    const { db } = get();
    await migrate(db);
    const { db: watched, counts } = counting(db);
    await seedDatabase(watched);
    expect(counts).toEqual({ SelectQueryNode: 3 });
  });

  it("brings an edited built-in city back to the content, and leaves the rest alone", async () => {
    const { db } = get();
    await db
      .updateTable("cities_data")
      .set({ city_name: "Renamed" })
      .where("slug", "=", builtInCities[0]!.slug)
      .execute();
    const { db: watched, counts } = counting(db);
    await seedDatabase(watched);
    // One upsert restores the city; one update moves the content version so served pages are rendered again.
    expect(counts).toEqual({ SelectQueryNode: 3, InsertQueryNode: 1, UpdateQueryNode: 1 });
    const row = await db
      .selectFrom("cities_data")
      .select(["city_name", "is_primary_service_area"])
      .where("slug", "=", builtInCities[0]!.slug)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ city_name: builtInCities[0]!.name, is_primary_service_area: 1 });
    expect(await count(db, "cities_data")).toBe(builtInCities.length + extraCityRecords().length);
  });
});
