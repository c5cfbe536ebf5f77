import { expect, it, vi } from "vitest";
import { builtInCities, extraCityRecords, getBuiltInCity } from "#app/domain/areas/cities.ts";
import type { DB } from "#app/server/db.server.ts";
import * as keywordHelpers from "#app/server/keywords.server.ts";
import {
  cityBySlug,
  KEYWORD_LIMITS,
  keywordCombinations,
  keywordsForAppliance,
  keywordsForCity,
} from "#app/server/keywords.server.ts";
import { createLogger, type Logger } from "#app/server/logger.server.ts";
import { seedDatabase } from "#app/server/seed.server.ts";
import { brokenDatabase, describeEachEngine } from "./support/databases.ts";

const logger = createLogger("silent");
const desc = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);
const countdown = (from: number, length: number) => Array.from({ length }, (_, i) => from - i);

const PRIMARY_BY_POPULATION = [
  "houston",
  "cypress",
  "pasadena",
  "pearland",
  "the-woodlands",
  "league-city",
  "sugar-land",
  "conroe",
  "baytown",
  "missouri-city",
  "spring",
  "friendswood",
  "rosenberg",
  "deer-park",
  "katy",
  "stafford",
  "humble",
  "webster",
  "tomball",
  "richmond",
];

/** A database that cannot answer, and the error it fails with: a closed SQLite connection, or a PostgreSQL server that refuses connections. */
type HelperName = Exclude<keyof typeof keywordHelpers, "KEYWORD_LIMITS" | "cityFromRow">;

const FAILURE_RESULTS: Record<HelperName, { read: (db: DB, log: Logger) => Promise<unknown>; fallback: unknown }> = {
  keywordsForCity: { read: (db, log) => keywordsForCity(db, "Houston", log), fallback: [] },
  keywordsForAppliance: { read: (db, log) => keywordsForAppliance(db, "dryer", log), fallback: [] },
  keywordCombinations: { read: (db, log) => keywordCombinations(db, {}, log), fallback: [] },
  cityBySlug: { read: (db, log) => cityBySlug(db, "kingwood", log), fallback: null },
};

describeEachEngine("keyword helpers", (get) => {
  it("reads the 20 built-in cities as primary, most populous first, from the freshly seeded database", async () => {
    const { db } = get();
    const primary = await db
      .selectFrom("cities_data")
      .select("slug")
      .where("is_primary_service_area", "=", 1)
      .orderBy("population", "desc")
      .execute();
    expect(primary.map((r) => r.slug)).toEqual(PRIMARY_BY_POPULATION);
    for (const slug of PRIMARY_BY_POPULATION) expect(await cityBySlug(db, slug)).toEqual(getBuiltInCity(slug));
    expect(PRIMARY_BY_POPULATION.toSorted()).toEqual(builtInCities.map((c) => c.slug).toSorted());
  });

  it("seeds every city once: the built-in cities primary, the extra cities not", async () => {
    const { db } = get();
    const counts = async () => {
      const flags = (await db.selectFrom("cities_data").select("is_primary_service_area").execute()).map(
        (r) => r.is_primary_service_area,
      );
      return { primary: flags.filter((f) => f === 1).length, other: flags.filter((f) => f === 0).length };
    };
    const expected = { primary: builtInCities.length, other: extraCityRecords().length };
    expect(await counts()).toEqual(expected);
    await seedDatabase(db);
    expect(await counts()).toEqual(expected);
  });

  it("reads by city (any case) and by appliance ordered by priority", async () => {
    const { db } = get();
    const houston = await keywordsForCity(db, "HOUSTON");
    expect(houston.length).toBeGreaterThan(0);
    expect(houston.every((r) => r.related_city?.toLowerCase() === "houston")).toBe(true);
    const washer = await keywordsForAppliance(db, "Washing-Machine");
    expect(washer.length).toBeGreaterThan(0);
    expect(washer.map((r) => r.priority)).toEqual(washer.map((r) => r.priority).toSorted((a, b) => a - b));
  });

  it("reads combinations, optionally filtered, at most 100, highest volume first", async () => {
    const { db } = get();
    const all = await keywordCombinations(db);
    expect(all.length).toBeGreaterThan(0);
    expect(desc(all.map((r) => r.search_volume))).toBe(true);
    const houston = await keywordCombinations(db, { city: "houston" });
    expect(houston.every((r) => r.city === "Houston")).toBe(true);
  });

  it("stops the combination read at exactly 100 of 120 active rows, the 100 highest volumes in order", async () => {
    const { db } = get();
    const rows = Array.from({ length: 120 }, (_, n) => ({
      city: "Limitville",
      appliance: "dryer",
      issue: `issue-${n}`,
      search_volume: 100_000 + n,
      is_active: 1,
    }));
    await db
      .insertInto("keyword_combinations")
      .values([
        ...rows,
        { city: "Limitville", appliance: "dryer", issue: "inactive", search_volume: 999_999, is_active: 0 },
      ])
      .execute();
    expect(KEYWORD_LIMITS.combinations).toBe(100);
    const all = await keywordCombinations(db);
    expect(all.map((r) => r.search_volume)).toEqual(countdown(100_119, 100));
    const limitville = await keywordCombinations(db, { city: "LIMITVILLE", appliance: "dryer" });
    expect(limitville.map((r) => r.issue)).toEqual(countdown(119, 100).map((n) => `issue-${n}`));
    expect(
      (await keywordCombinations(db, { city: "Limitville", issue: "issue-7" })).map((r) => r.search_volume),
    ).toEqual([100_007]);
  });

  it("reads a city by slug or null", async () => {
    const { db } = get();
    const extra = extraCityRecords()[0]!;
    expect(await cityBySlug(db, extra.slug)).toEqual(extra);
    expect(await cityBySlug(db, "atlantis")).toBeNull();
  });

  it("drops the ZIP codes of a cities_data row that the coverage list does not serve", async () => {
    const { db } = get();
    await db
      .insertInto("cities_data")
      .values({
        slug: "mixed-zips",
        city_name: "Mixed Zips",
        is_primary_service_area: 0,
        zip_codes: JSON.stringify(["77401", "99999", "77002", "10001"]),
        neighborhoods: "[]",
        landmarks: "[]",
        seo_keywords: "[]",
      })
      .execute();
    expect((await cityBySlug(db, "mixed-zips"))?.zipCodes).toEqual(["77401", "77002"]);
  });

  it("checks the failure result of every helper", () => {
    const helpers = Object.entries(keywordHelpers)
      .filter(([name, value]) => typeof value === "function" && name !== "cityFromRow")
      .map(([name]) => name);
    expect(Object.keys(FAILURE_RESULTS).toSorted()).toEqual(helpers.toSorted());
  });

  it.each(Object.entries(FAILURE_RESULTS))(
    "%s answers its fallback on a broken database and logs the failure",
    async (name, { read, fallback }) => {
      const broken = await brokenDatabase(get().engine);
      const failures = vi.spyOn(logger, "error");
      await expect(read(broken.db, logger)).resolves.toEqual(fallback);
      expect(failures).toHaveBeenCalledExactlyOnceWith(
        { err: expect.objectContaining({ message: broken.error, stack: expect.any(String) }), what: name },
        "keyword helper read failed",
      );
      await broken.db.destroy();
    },
  );
});
