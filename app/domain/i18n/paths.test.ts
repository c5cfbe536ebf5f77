import { builtInCities } from "../areas/cities.ts";
import { coveredZips } from "../areas/coverage.ts";
import { describe, expect, it } from "vitest";
import { applianceWords } from "#content/es/appliances.ts";
import { spanishIssueWords } from "#content/es/issues/index.ts";
import { appliances, brands, issues } from "../catalogue/catalogue.ts";
import { PAGES } from "#app/pages.ts";
import { alternatesOf, localePath, pagePaths, pathIn } from "./paths.ts";

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
    expect(pathIn("es", english)).toBe(spanish);
    expect(pathIn("en", spanish)).toBe(english);
  });

  it.each(appliances.map((a) => [a.slug]))("appliance %s has its Spanish page, and back", (slug) => {
    const es = `/es/electrodomesticos/${applianceWords[slug]!.slug}`;
    expect(pathIn("es", `/appliances/${slug}`)).toBe(es);
    expect(pathIn("en", es)).toBe(`/appliances/${slug}`);
  });

  it.each(issues.map((i) => [i.slug]))("issue %s has its Spanish page, and back", (slug) => {
    const es = `/es/problemas/${spanishIssueWords[slug]!.slug}`;
    expect(pathIn("es", `/issues/${slug}`)).toBe(es);
    expect(pathIn("en", es)).toBe(`/issues/${slug}`);
  });

  it.each(brands.map((b) => [b.slug]))("brand %s keeps its name in Spanish, and back", (slug) => {
    expect(pathIn("es", `/brands/${slug}`)).toBe(`/es/marcas/${slug}`);
    expect(pathIn("en", `/es/marcas/${slug}`)).toBe(`/brands/${slug}`);
  });

  it("lists every catalogue, ZIP and city page and the published fixed pages once in each language", () => {
    const fixed = PAGES.filter((p) => !p.path.en.includes(":")).length;
    expect(pagePaths).toHaveLength(
      fixed + appliances.length + issues.length + brands.length + coveredZips.length + builtInCities.length,
    );
    expect(pathIn("es", "/city/katy")).toBe("/es/ciudad/katy");
    expect(pathIn("es", "/service-area/77001")).toBe("/es/area-de-servicio/77001");
    expect(pathIn("en", "/es/area-de-servicio/77494")).toBe("/service-area/77494");
    expect(pathIn("es", "/service-area/99999")).toBeNull();
    expect(new Set(pagePaths.map((p) => p.en)).size).toBe(pagePaths.length);
    expect(new Set(pagePaths.map((p) => p.es)).size).toBe(pagePaths.length);
    for (const p of pagePaths) expect(p.es.startsWith("/es/")).toBe(true);
  });

  it("publishes the information pages under Spanish words, and back", () => {
    expect(pathIn("es", "/privacy")).toBe("/es/privacidad");
    expect(pathIn("es", "/terms")).toBe("/es/terminos");
    expect(pathIn("es", "/faq")).toBe("/es/preguntas-frecuentes");
    expect(pathIn("en", "/es/terminos")).toBe("/terms");
    expect(localePath("es", "/privacy#contact")).toBe("/es/privacidad#contact");
  });

  it("maps the home page to /es/ and back", () => {
    expect(pathIn("es", "/")).toBe("/es/");
    expect(pathIn("en", "/es/")).toBe("/");
    expect(localePath("es", "/#zip-checker")).toBe("/es/#zip-checker");
  });

  it("claims no Spanish version for an English-only page", () => {
    expect(alternatesOf("/blog")).toBeNull();
    expect(pathIn("es", "/issues/no-such-issue")).toBeNull();
    expect(pathIn("en", "/es/problemas/no-existe")).toBeNull();
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
