import { builtInCities } from "../areas/cities.ts";
import { coveredZips } from "../areas/coverage.ts";
import { appliances, brands, issues } from "../catalogue/catalogue.ts";
import { MAIN_LINKS, SERVICE_HUB_LINKS } from "../navigation.ts";
import { spanishWords } from "./catalogue.ts";
import { translateHref } from "./href.ts";
import type { Locale } from "./locale.ts";
import { zipPagePath } from "./zip-path.ts";

/** A site path: starts with "/", no query string. */
export type SitePath = `/${string}`;

/** One page in both languages. */
export interface PagePair {
  en: SitePath;
  es: SitePath;
}

/** Pages with their own address in each language. A page's Spanish version is published by adding its pair here. */
const PAGES: readonly PagePair[] = [
  { en: "/", es: "/es/" },
  { en: "/appliances", es: "/es/electrodomesticos" },
  { en: "/brands", es: "/es/marcas" },
  { en: "/estimate", es: "/es/presupuesto" },
  { en: "/warranty", es: "/es/garantia" },
  { en: "/book-online", es: "/es/reservar" },
  { en: "/parts", es: "/es/repuestos" },
  { en: "/sitemap", es: "/es/mapa-del-sitio" },
  // Information pages
  { en: "/privacy", es: "/es/privacidad" },
  { en: "/terms", es: "/es/terminos" },
  { en: "/faq", es: "/es/preguntas-frecuentes" },
  // Technicians page
  { en: "/technicians", es: "/es/tecnicos" },
  // Service areas page
  { en: "/service-areas", es: "/es/areas-de-servicio" },
];

/** The catalogue, ZIP and city pages in both languages: Spanish slugs from the words files; brand and city slugs and ZIP codes stay as they are. */
function cataloguePages(): PagePair[] {
  return [
    ...appliances.map((a): PagePair => ({
      en: `/appliances/${a.slug}`,
      es: `/es/electrodomesticos/${spanishWords.appliances.get(a.slug)!.slug}`,
    })),
    ...issues.map((i): PagePair => ({
      en: `/issues/${i.slug}`,
      es: `/es/problemas/${spanishWords.issues.get(i.slug)!.slug}`,
    })),
    ...brands.map((b): PagePair => ({ en: `/brands/${b.slug}`, es: `/es/marcas/${b.slug}` })),
    ...coveredZips.map((z): PagePair => ({ en: zipPagePath("en", z.zipCode), es: zipPagePath("es", z.zipCode) })),
    ...builtInCities.map((c): PagePair => ({ en: `/city/${c.slug}`, es: `/es/ciudad/${c.slug}` })),
  ];
}

/** Every published pair; each path appears once on each side. */
export const pagePairs: readonly PagePair[] = [...PAGES, ...cataloguePages()];

const spanishOf = new Map<string, SitePath>();
const englishOf = new Map<string, SitePath>();
for (const pair of pagePairs) {
  if (spanishOf.has(pair.en)) throw new Error(`app/domain/i18n/paths.ts: "${pair.en}" has two Spanish paths`);
  if (englishOf.has(pair.es)) throw new Error(`app/domain/i18n/paths.ts: "${pair.es}" has two English paths`);
  spanishOf.set(pair.en, pair.es);
  englishOf.set(pair.es, pair.en);
}

/** The Spanish address of a published English page, or null. */
export function spanishPathOf(englishPath: string): SitePath | null {
  return spanishOf.get(englishPath) ?? null;
}

/** The English address of a published Spanish page, or null. */
export function englishPathOf(spanishPath: string): SitePath | null {
  return englishOf.get(spanishPath) ?? null;
}

/** A page's address in each language, when it has both; null for a page in one language only. */
export function alternatesOf(path: string): PagePair | null {
  const es = spanishPathOf(path);
  if (es) return { en: path as SitePath, es };
  const en = englishPathOf(path);
  return en ? { en, es: path as SitePath } : null;
}

/**
 * Where a link to an English page leads from a page in `locale`: its Spanish version when it has
 * one, else the English page. A query string or fragment is kept.
 */
export function localePath(locale: Locale, englishHref: string): string {
  return locale === "en" ? englishHref : translateHref(englishHref, spanishPathOf);
}

/** The pages every page's header, footer and not-found view link to. */
const CHROME_PATHS = [
  "/",
  "/blog",
  "/sitemap",
  "/privacy",
  "/terms",
  ...MAIN_LINKS.map((l) => l.to),
  ...SERVICE_HUB_LINKS.map((l) => l.to),
];

/**
 * The shared chrome's link targets in a language, English path → path, for the browser: the path map
 * itself stays on the server (it is built from the whole catalogue).
 */
export function chromeLinks(locale: Locale): Record<string, string> {
  return Object.fromEntries(CHROME_PATHS.map((path) => [path, localePath(locale, path)]));
}
