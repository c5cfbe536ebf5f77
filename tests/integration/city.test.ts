import { expect, it, vi } from "vitest";
import { extraCityRecords } from "#app/domain/areas/cities.ts";
import { appliances } from "#app/domain/catalogue/catalogue.ts";
import { seoKeywordSeeds } from "#content/keywords.ts";
import { cityWords } from "#content/es/cities.ts";
import { spanishIssueWords } from "#content/es/issues/index.ts";
import { RELATED_SEARCHES } from "#app/domain/areas/keywords.ts";
import { loader as applianceLoader } from "#app/routes/appliance.tsx";
import { CITY_LIMITS, loader } from "#app/routes/city.tsx";
import { TEST_SITE, testContext } from "./support/context.ts";
import { callRoute } from "./support/routes.ts";
import { brokenDatabase, describeEachEngine } from "./support/databases.ts";

type Context = ReturnType<typeof testContext>;

const loadCity = (citySlug: string, context: Context) =>
  callRoute(loader, new Request(`${TEST_SITE}/city/${citySlug}`), context, { citySlug });

/** A database that cannot answer, and the error it fails with: a closed SQLite connection, or a PostgreSQL server that refuses connections. */
const FIRST_APPLIANCES = appliances.slice(0, CITY_LIMITS.appliances).map((a) => a.slug);

describeEachEngine("city page loader", (get) => {
  it("serves a database-only city with only the ZIP codes the coverage list serves", async () => {
    const { db } = get();
    await db
      .insertInto("cities_data")
      .values({
        slug: "gulf-pines",
        city_name: "Gulf Pines",
        county: "Harris",
        region: "Southwest Houston",
        population: 42000,
        median_income: 88000,
        zip_codes: JSON.stringify(["77401", "99999", "77002", "10001"]),
        neighborhoods: JSON.stringify(["Old Town", "Pine Hollow", "Bayou Park"]),
        landmarks: JSON.stringify(["Pine Hollow Park"]),
        seo_keywords: JSON.stringify(["appliance repair gulf pines"]),
        meta_description: "Same-day appliance repair in Gulf Pines, TX.",
        is_primary_service_area: 0,
      })
      .execute();
    // The Spanish pages are the built-in cities', whose words are written: a database city has none.
    const spanish = await callRoute(loader, new Request(`${TEST_SITE}/es/ciudad/gulf-pines`), testContext(db), {
      citySlug: "gulf-pines",
    });
    expect(spanish).toMatchObject({ thrown: true, status: 404 });
    const result = await loadCity("gulf-pines", testContext(db));
    expect(result.status).toBe(200);
    expect(result.data.city).toEqual({
      name: "Gulf Pines",
      slug: "gulf-pines",
      state: "TX",
      county: "Harris",
      region: "Southwest Houston",
      population: 42000,
      medianIncome: 88000,
      zipCodes: ["77401", "77002"],
      neighborhoods: ["Old Town", "Pine Hollow", "Bayou Park"],
      landmarks: ["Pine Hollow Park"],
      primaryKeywords: ["appliance repair gulf pines"],
      metaDescription: "Same-day appliance repair in Gulf Pines, TX.",
      isPrimary: false,
    });
    expect(result.data.appliances.map((a: { slug: string }) => a.slug)).toEqual(FIRST_APPLIANCES);
  });

  it("lists a city's most searched repairs with issue pages, and its related searches, from the keyword tables", async () => {
    const result = await loadCity("katy", testContext(get().db));
    expect(result.data.popularRepairs[0]).toEqual({
      to: "/issues/refrigerator-not-cooling",
      label: "Refrigerator Not Cooling",
    });
    expect(result.data.popularRepairs.map((r: { to: string }) => r.to).toSorted()).toEqual([
      "/issues/dishwasher-not-cleaning",
      "/issues/dryer-not-heating",
      "/issues/oven-not-heating",
      "/issues/refrigerator-not-cooling",
      "/issues/washing-machine-not-draining",
    ]);
    const katy = seoKeywordSeeds
      .filter((k) => k.relatedCity === "Katy")
      .toSorted((a, b) => b.searchVolume - a.searchVolume)
      .map((k) => k.keyword);
    expect(result.data.relatedSearches).toEqual(katy.slice(0, RELATED_SEARCHES));
    expect(result.data.relatedSearches[0]).toBe("appliance repair katy");
  });

  it("lists an appliance's related searches, the most important first, at most eight", async () => {
    const result = await callRoute(
      applianceLoader,
      new Request(`${TEST_SITE}/appliances/dryer`),
      testContext(get().db),
      { slug: "dryer" },
    );
    const dryer = seoKeywordSeeds
      .filter((k) => k.relatedAppliance === "dryer")
      .toSorted((a, b) => a.priority - b.priority || b.searchVolume - a.searchVolume);
    expect(result.data.relatedSearches).toHaveLength(Math.min(RELATED_SEARCHES, dryer.length));
    expect(result.data.relatedSearches[0]).toBe("dryer not heating");
    expect(result.data.relatedSearches.every((k: string) => dryer.some((d) => d.keyword === k))).toBe(true);
  });

  it("serves a seeded extra city exactly as seeded", async () => {
    const extra = extraCityRecords()[0]!;
    expect((await loadCity(extra.slug, testContext(get().db))).data.city).toEqual(extra);
  });

  it("gives the Spanish page of a built-in city its Spanish words and links, and its Spanish search terms", async () => {
    const result = await callRoute(loader, new Request(`${TEST_SITE}/es/ciudad/katy`), testContext(get().db), {
      citySlug: "katy",
    });
    expect(result.status).toBe(200);
    expect(result.data.path).toBe("/es/ciudad/katy");
    expect(result.data.city.metaDescription).toBe(cityWords.katy!.metaDescription);
    expect(result.data.relatedSearches).toEqual(cityWords.katy!.primaryKeywords);
    const fridge = spanishIssueWords["refrigerator-not-cooling"]!;
    expect(result.data.popularRepairs[0]).toEqual({ to: `/es/problemas/${fridge.slug}`, label: fridge.name });
    expect(result.data.zipLinks[0]).toEqual({
      to: `/es/area-de-servicio/${result.data.city.zipCodes[0]}`,
      label: result.data.city.zipCodes[0],
    });
    expect(result.data.appliances[0]).toMatchObject({
      slug: "washing-machine",
      href: "/es/electrodomesticos/lavadora",
      name: "Lavadora",
      warranty: "90 días",
    });
  });

  it("answers the 404 not-found for a database city none of whose ZIP codes we serve", async () => {
    const { db } = get();
    await db
      .insertInto("cities_data")
      .values({
        slug: "far-away",
        city_name: "Far Away",
        county: "Travis",
        region: "Houston Metro",
        population: 1000,
        median_income: 50000,
        zip_codes: JSON.stringify(["78701", "10001"]),
        neighborhoods: "[]",
        landmarks: "[]",
        seo_keywords: "[]",
        meta_description: "",
        is_primary_service_area: 0,
      })
      .execute();
    expect(await loadCity("far-away", testContext(db))).toMatchObject({
      thrown: true,
      status: 404,
      data: { slug: "far-away" },
    });
  });

  it("answers the 404 not-found for a slug neither the built-in list nor the database has", async () => {
    expect(await loadCity("atlantis", testContext(get().db))).toMatchObject({
      thrown: true,
      status: 404,
      data: { slug: "atlantis" },
    });
  });

  it("answers the 404 not-found when the database fails, and logs the failure", async () => {
    const broken = await brokenDatabase(get().engine);
    const context = testContext(broken.db);
    const failures = vi.spyOn(context.logger, "error");
    const extra = extraCityRecords()[0]!;
    expect(await loadCity(extra.slug, context)).toMatchObject({
      thrown: true,
      status: 404,
      data: { slug: extra.slug },
    });
    expect(failures).toHaveBeenCalledExactlyOnceWith(
      { err: expect.objectContaining({ message: broken.error, stack: expect.any(String) }), what: "cityBySlug" },
      "keyword helper read failed",
    );
    await broken.db.destroy();
  });
});
