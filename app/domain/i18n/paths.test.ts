import { builtInCities } from "../areas/cities.ts";
import { coveredZips } from "../areas/coverage.ts";
import { describe, expect, it } from "vitest";
import { applianceWords } from "#content/es/appliances.ts";
import { spanishIssueWords } from "#content/es/issues/index.ts";
import { appliances, brands, issues } from "../catalogue/catalogue.ts";
import { alternatesOf, englishPathOf, localePath, pagePairs, spanishPathOf } from "./paths.ts";

describe("English ↔ Spanish paths", () => {
  it.each([
    ["/appliances", "/es/electrodomesticos"],
    ["/brands", "/es/marcas"],
    ["/technicians", "/es/tecnicos"],
    ["/service-areas", "/es/areas-de-servicio"],
    ["/appliances/dryer", "/es/electrodomesticos/secadora"],
    ["/appliances/washing-machine", "/es/electrodomesticos/lavadora"],
    ["/issues/dryer-not-heating", "/es/problemas/secadora-no-calienta"],
    ["/brands/whirlpool", "/es/marcas/whirlpool"],
  ])("maps %s to %s and back", (english, spanish) => {
    expect(spanishPathOf(english)).toBe(spanish);
    expect(englishPathOf(spanish)).toBe(english);
  });

  it.each(appliances.map((a) => [a.slug]))("appliance %s has its Spanish page, and back", (slug) => {
    const es = `/es/electrodomesticos/${applianceWords[slug]!.slug}`;
    expect(spanishPathOf(`/appliances/${slug}`)).toBe(es);
    expect(englishPathOf(es)).toBe(`/appliances/${slug}`);
  });

  it.each(issues.map((i) => [i.slug]))("issue %s has its Spanish page, and back", (slug) => {
    const es = `/es/problemas/${spanishIssueWords[slug]!.slug}`;
    expect(spanishPathOf(`/issues/${slug}`)).toBe(es);
    expect(englishPathOf(es)).toBe(`/issues/${slug}`);
  });

  it.each(brands.map((b) => [b.slug]))("brand %s keeps its name in Spanish, and back", (slug) => {
    expect(spanishPathOf(`/brands/${slug}`)).toBe(`/es/marcas/${slug}`);
    expect(englishPathOf(`/es/marcas/${slug}`)).toBe(`/brands/${slug}`);
  });

  it("lists every catalogue, ZIP and city page and the published fixed pages once in each language", () => {
    // the home page, the appliances and brands indexes, the estimate, warranty, booking, parts and sitemap pages, the information pages (privacy, terms, FAQ), technicians and service areas, then the catalogue, ZIP and city pages
    expect(pagePairs).toHaveLength(
      1 + 7 + 3 + 2 + appliances.length + issues.length + brands.length + coveredZips.length + builtInCities.length,
    );
    expect(spanishPathOf("/city/katy")).toBe("/es/ciudad/katy");
    expect(spanishPathOf("/service-area/77001")).toBe("/es/area-de-servicio/77001");
    expect(englishPathOf("/es/area-de-servicio/77494")).toBe("/service-area/77494");
    expect(spanishPathOf("/service-area/99999")).toBeNull();
    expect(new Set(pagePairs.map((p) => p.en)).size).toBe(pagePairs.length);
    expect(new Set(pagePairs.map((p) => p.es)).size).toBe(pagePairs.length);
    for (const p of pagePairs) expect(p.es.startsWith("/es/")).toBe(true);
  });

  it("publishes the information pages under Spanish words, and back", () => {
    expect(spanishPathOf("/privacy")).toBe("/es/privacidad");
    expect(spanishPathOf("/terms")).toBe("/es/terminos");
    expect(spanishPathOf("/faq")).toBe("/es/preguntas-frecuentes");
    expect(englishPathOf("/es/terminos")).toBe("/terms");
    expect(localePath("es", "/privacy#contact")).toBe("/es/privacidad#contact");
  });

  it("maps the home page to /es/ and back", () => {
    expect(spanishPathOf("/")).toBe("/es/");
    expect(englishPathOf("/es/")).toBe("/");
    expect(localePath("es", "/#zip-checker")).toBe("/es/#zip-checker");
  });

  it("claims no Spanish version for an English-only page", () => {
    expect(alternatesOf("/blog")).toBeNull();
    expect(spanishPathOf("/issues/no-such-issue")).toBeNull();
    expect(englishPathOf("/es/problemas/no-existe")).toBeNull();
  });

  it("gives both addresses of a page from either one", () => {
    const pair = { en: "/appliances/dryer", es: "/es/electrodomesticos/secadora" };
    expect(alternatesOf("/appliances/dryer")).toEqual(pair);
    expect(alternatesOf("/es/electrodomesticos/secadora")).toEqual(pair);
  });

  it("leads a Spanish page's links to Spanish pages where they exist, keeping the query", () => {
    expect(localePath("es", "/appliances/dryer")).toBe("/es/electrodomesticos/secadora");
    expect(localePath("es", "/brands/lg?x=1#top")).toBe("/es/marcas/lg?x=1#top");
    expect(localePath("es", "/book-online?appliance=dryer")).toBe("/es/reservar?appliance=dryer");
    expect(localePath("es", "/blog")).toBe("/blog");
    expect(localePath("en", "/appliances/dryer")).toBe("/appliances/dryer");
  });
});
