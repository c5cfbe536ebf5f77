import { expect, it } from "vitest";
import { createLogger } from "~/server/logger.server";
import {
  cityBySlug, KEYWORD_LIMITS, keywordCombinations, keywordsByCategory, keywordsByPriority, keywordsForAppliance, keywordsForCity,
  primaryCities, recordKeywordPerformance, searchKeywords,
} from "~/server/keywords.server";
import { describeEachEngine } from "./support/databases";

const logger = createLogger("silent");
const desc = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);

describeEachEngine("keyword helpers", (get) => {
  it("reads active keywords by category, highest volume first, at most 50", async () => {
    const { db } = get();
    const rows = await keywordsByCategory(db, "city");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(KEYWORD_LIMITS.byCategory);
    expect(rows.every((r) => r.category === "city" && r.is_active === 1)).toBe(true);
    expect(desc(rows.map((r) => r.search_volume))).toBe(true);
    await db.updateTable("seo_keywords").set({ is_active: 0 }).where("id", "=", rows[0]!.id).execute();
    expect((await keywordsByCategory(db, "city")).map((r) => r.id)).not.toContain(rows[0]!.id);
    await db.updateTable("seo_keywords").set({ is_active: 1 }).where("id", "=", rows[0]!.id).execute();
    expect(await keywordsByCategory(db, "city", 3)).toHaveLength(3);
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
    expect(rows.length).toBeLessThanOrEqual(KEYWORD_LIMITS.search);
    expect(rows.every((r) => r.keyword.toLowerCase().includes("repair"))).toBe(true);
    expect(await searchKeywords(get().db, "100%_")).toEqual([]);
  });

  it("reads combinations, optionally filtered, at most 100, highest volume first", async () => {
    const { db } = get();
    const all = await keywordCombinations(db);
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(KEYWORD_LIMITS.combinations);
    expect(desc(all.map((r) => r.search_volume))).toBe(true);
    const houston = await keywordCombinations(db, { city: "houston" });
    expect(houston.every((r) => r.city === "Houston")).toBe(true);
  });

  it("reads a city by slug or null, and primary cities by population", async () => {
    const { db } = get();
    const extra = await db.selectFrom("cities_data").select("slug").executeTakeFirstOrThrow();
    expect((await cityBySlug(db, extra.slug))?.slug).toBe(extra.slug);
    expect(await cityBySlug(db, "atlantis")).toBeNull();
    await db.insertInto("cities_data").values({ slug: "big-town", city_name: "Big Town", population: 900000, is_primary_service_area: 1, zip_codes: "[]", neighborhoods: "[]", landmarks: "[]", seo_keywords: "[]" }).execute();
    await db.insertInto("cities_data").values({ slug: "small-town", city_name: "Small Town", population: 1000, is_primary_service_area: 1, zip_codes: "[]", neighborhoods: "[]", landmarks: "[]", seo_keywords: "[]" }).execute();
    expect((await primaryCities(db)).map((c) => c.slug)).toEqual(["big-town", "small-town"]);
  });

  it("records performance for today and answers true; false on error", async () => {
    const { db } = get();
    const keyword = await db.selectFrom("seo_keywords").select("id").executeTakeFirstOrThrow();
    expect(await recordKeywordPerformance(db, keyword.id, { impressions: 120, clicks: 7, position: 3.4 }, logger, new Date("2026-11-22T18:00:00Z"))).toBe(true);
    expect(await db.selectFrom("keyword_performance").select(["date", "clicks"]).where("keyword_id", "=", keyword.id).executeTakeFirstOrThrow()).toEqual({ date: "2026-11-22", clicks: 7 });
    expect(await recordKeywordPerformance(db, 99_999_999, { clicks: 1 }, logger)).toBe(false);
  });

  it("answers the fallbacks when the database fails", async () => {
    const broken = new Proxy(get().db, { get: (t, p) => (p === "selectFrom" ? () => { throw new Error("down"); } : Reflect.get(t, p)) });
    expect(await keywordsByCategory(broken, "city", 50, logger)).toEqual([]);
    expect(await keywordCombinations(broken, {}, logger)).toEqual([]);
    expect(await cityBySlug(broken, "kingwood", logger)).toBeNull();
  });
});
