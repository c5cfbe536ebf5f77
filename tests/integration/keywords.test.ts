import { expect, it, vi } from "vitest";
import { builtInCities, extraCityRecords, getBuiltInCity } from "~/domain/areas/cities";
import type { DB } from "~/server/db.server";
import * as keywordHelpers from "~/server/keywords.server";
import {
  cityBySlug, KEYWORD_LIMITS, keywordCombinations, keywordsByCategory, keywordsByPriority, keywordsForAppliance, keywordsForCity,
  primaryCities, recordKeywordPerformance, searchKeywords,
} from "~/server/keywords.server";
import { createLogger, type Logger } from "~/server/logger.server";
import { seedDatabase } from "~/server/seed.server";
import { brokenDatabase, describeEachEngine } from "./support/databases";

const logger = createLogger("silent");
const desc = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);
const countdown = (from: number, length: number) => Array.from({ length }, (_, i) => from - i);

const PRIMARY_BY_POPULATION = [
  "houston", "cypress", "pasadena", "pearland", "the-woodlands", "league-city", "sugar-land", "conroe", "baytown", "missouri-city",
  "spring", "friendswood", "rosenberg", "deer-park", "katy", "stafford", "humble", "webster", "tomball", "richmond",
];

/** A database that cannot answer, and the error it fails with: a closed SQLite connection, or a PostgreSQL server that refuses connections. */
type HelperName = Exclude<keyof typeof keywordHelpers, "KEYWORD_LIMITS" | "cityFromRow">;

const FAILURE_RESULTS: Record<HelperName, { read: (db: DB, log: Logger) => Promise<unknown>; fallback: unknown }> = {
  keywordsByCategory: { read: (db, log) => keywordsByCategory(db, "city", KEYWORD_LIMITS.byCategory, log), fallback: [] },
  keywordsByPriority: { read: (db, log) => keywordsByPriority(db, 1, log), fallback: [] },
  keywordsForCity: { read: (db, log) => keywordsForCity(db, "Houston", log), fallback: [] },
  keywordsForAppliance: { read: (db, log) => keywordsForAppliance(db, "dryer", log), fallback: [] },
  searchKeywords: { read: (db, log) => searchKeywords(db, "repair", log), fallback: [] },
  keywordCombinations: { read: (db, log) => keywordCombinations(db, {}, log), fallback: [] },
  cityBySlug: { read: (db, log) => cityBySlug(db, "kingwood", log), fallback: null },
  primaryCities: { read: (db, log) => primaryCities(db, log), fallback: [] },
  recordKeywordPerformance: { read: (db, log) => recordKeywordPerformance(db, 1, { clicks: 1 }, log), fallback: false },
};

describeEachEngine("keyword helpers", (get) => {
  it("reads the 20 built-in cities as primary, most populous first, from the freshly seeded database", async () => {
    const { db } = get();
    expect(await primaryCities(db)).toEqual(PRIMARY_BY_POPULATION.map((slug) => getBuiltInCity(slug)));
    expect(PRIMARY_BY_POPULATION.toSorted()).toEqual(builtInCities.map((c) => c.slug).toSorted());
  });

  it("seeds every city once: the built-in cities primary, the extra cities not", async () => {
    const { db } = get();
    const counts = async () => {
      const flags = (await db.selectFrom("cities_data").select("is_primary_service_area").execute()).map((r) => r.is_primary_service_area);
      return { primary: flags.filter((f) => f === 1).length, other: flags.filter((f) => f === 0).length };
    };
    const expected = { primary: builtInCities.length, other: extraCityRecords().length };
    expect(await counts()).toEqual(expected);
    await seedDatabase(db);
    expect(await counts()).toEqual(expected);
  });

  it("reads active keywords by category, highest volume first, at most 50", async () => {
    const { db } = get();
    const rows = await keywordsByCategory(db, "city");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.category === "city" && r.is_active === 1)).toBe(true);
    expect(desc(rows.map((r) => r.search_volume))).toBe(true);
    await db.updateTable("seo_keywords").set({ is_active: 0 }).where("id", "=", rows[0]!.id).execute();
    expect((await keywordsByCategory(db, "city")).map((r) => r.id)).not.toContain(rows[0]!.id);
    await db.updateTable("seo_keywords").set({ is_active: 1 }).where("id", "=", rows[0]!.id).execute();
    expect(await keywordsByCategory(db, "city", 3)).toHaveLength(3);
  });

  it("stops the category read at exactly 50 of 60 active rows, the 50 highest volumes in order", async () => {
    const { db } = get();
    const rows = Array.from({ length: 60 }, (_, n) => ({ keyword: `category limit ${n}`, category: "limit-test", priority: 2, search_volume: 1000 + n, is_active: 1 }));
    await db.insertInto("seo_keywords").values([...rows, { keyword: "category limit inactive", category: "limit-test", priority: 2, search_volume: 99_999, is_active: 0 }]).execute();
    const read = await keywordsByCategory(db, "limit-test");
    expect(read).toHaveLength(KEYWORD_LIMITS.byCategory);
    expect(KEYWORD_LIMITS.byCategory).toBe(50);
    expect(read.map((r) => r.search_volume)).toEqual(countdown(1059, 50));
    expect(read.map((r) => r.keyword)).toEqual(countdown(59, 50).map((n) => `category limit ${n}`));
  });

  it("reads by priority, by city (any case) and by appliance ordered by priority", async () => {
    const { db } = get();
    const p1 = await keywordsByPriority(db, 1);
    expect(p1.every((r) => r.priority === 1)).toBe(true);
    expect(desc(p1.map((r) => r.search_volume))).toBe(true);
    const houston = await keywordsForCity(db, "HOUSTON");
    expect(houston.length).toBeGreaterThan(0);
    expect(houston.every((r) => r.related_city?.toLowerCase() === "houston")).toBe(true);
    const washer = await keywordsForAppliance(db, "Washing-Machine");
    expect(washer.length).toBeGreaterThan(0);
    expect(washer.map((r) => r.priority)).toEqual(washer.map((r) => r.priority).sort((a, b) => a - b));
  });

  it("searches keywords containing text (any case), at most 20", async () => {
    const rows = await searchKeywords(get().db, "REPAIR");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.keyword.toLowerCase().includes("repair"))).toBe(true);
    expect(await searchKeywords(get().db, "100%_")).toEqual([]);
  });

  it("stops the text search at exactly 20 of 30 active matches, the 20 highest volumes in order", async () => {
    const { db } = get();
    const rows = Array.from({ length: 30 }, (_, n) => ({ keyword: `zzsearch term ${n}`, category: "search-test", priority: 2, search_volume: 500 + n, is_active: 1 }));
    await db.insertInto("seo_keywords").values([...rows, { keyword: "zzsearch term inactive", category: "search-test", priority: 2, search_volume: 99_999, is_active: 0 }]).execute();
    const read = await searchKeywords(db, "ZZSEARCH");
    expect(KEYWORD_LIMITS.search).toBe(20);
    expect(read.map((r) => r.keyword)).toEqual(countdown(29, 20).map((n) => `zzsearch term ${n}`));
    expect(read.map((r) => r.search_volume)).toEqual(countdown(529, 20));
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
    const rows = Array.from({ length: 120 }, (_, n) => ({ city: "Limitville", appliance: "dryer", issue: `issue-${n}`, search_volume: 100_000 + n, is_active: 1 }));
    await db.insertInto("keyword_combinations").values([...rows, { city: "Limitville", appliance: "dryer", issue: "inactive", search_volume: 999_999, is_active: 0 }]).execute();
    expect(KEYWORD_LIMITS.combinations).toBe(100);
    const all = await keywordCombinations(db);
    expect(all.map((r) => r.search_volume)).toEqual(countdown(100_119, 100));
    const limitville = await keywordCombinations(db, { city: "LIMITVILLE", appliance: "dryer" });
    expect(limitville.map((r) => r.issue)).toEqual(countdown(119, 100).map((n) => `issue-${n}`));
    expect((await keywordCombinations(db, { city: "Limitville", issue: "issue-7" })).map((r) => r.search_volume)).toEqual([100_007]);
  });

  it("reads a city by slug or null, and primary cities by population", async () => {
    const { db } = get();
    const extra = extraCityRecords()[0]!;
    expect(await cityBySlug(db, extra.slug)).toEqual(extra);
    expect(await cityBySlug(db, "atlantis")).toBeNull();
    await db.insertInto("cities_data").values({ slug: "big-town", city_name: "Big Town", population: 900000, is_primary_service_area: 1, zip_codes: "[]", neighborhoods: "[]", landmarks: "[]", seo_keywords: "[]" }).execute();
    await db.insertInto("cities_data").values({ slug: "small-town", city_name: "Small Town", population: 1000, is_primary_service_area: 1, zip_codes: "[]", neighborhoods: "[]", landmarks: "[]", seo_keywords: "[]" }).execute();
    expect((await primaryCities(db)).map((c) => c.slug)).toEqual(["houston", "big-town", ...PRIMARY_BY_POPULATION.slice(1), "small-town"]);
  });

  it("drops the ZIP codes of a cities_data row that the coverage list does not serve", async () => {
    const { db } = get();
    await db.insertInto("cities_data").values({ slug: "mixed-zips", city_name: "Mixed Zips", is_primary_service_area: 0, zip_codes: JSON.stringify(["77401", "99999", "77002", "10001"]), neighborhoods: "[]", landmarks: "[]", seo_keywords: "[]" }).execute();
    expect((await cityBySlug(db, "mixed-zips"))?.zipCodes).toEqual(["77401", "77002"]);
  });

  it("records performance for today and answers true; false on error", async () => {
    const { db } = get();
    const keyword = await db.selectFrom("seo_keywords").select("id").executeTakeFirstOrThrow();
    expect(await recordKeywordPerformance(db, keyword.id, { impressions: 120, clicks: 7, position: 3.4 }, logger, new Date("2026-11-22T18:00:00Z"))).toBe(true);
    expect(await db.selectFrom("keyword_performance").select(["date", "clicks"]).where("keyword_id", "=", keyword.id).executeTakeFirstOrThrow()).toEqual({ date: "2026-11-22", clicks: 7 });
    expect(await recordKeywordPerformance(db, 99_999_999, { clicks: 1 }, logger)).toBe(false);
  });

  it("checks the failure result of every helper", () => {
    const helpers = Object.entries(keywordHelpers).filter(([name, value]) => typeof value === "function" && name !== "cityFromRow").map(([name]) => name);
    expect(Object.keys(FAILURE_RESULTS).toSorted()).toEqual(helpers.toSorted());
  });

  it.each(Object.entries(FAILURE_RESULTS))("%s answers its fallback on a broken database and logs the failure", async (name, { read, fallback }) => {
    const broken = await brokenDatabase(get().engine);
    const failures = vi.spyOn(logger, "error");
    await expect(read(broken.db, logger)).resolves.toEqual(fallback);
    expect(failures).toHaveBeenCalledExactlyOnceWith({ err: broken.error, what: name }, "keyword helper read failed");
    await broken.db.destroy();
  });
});
