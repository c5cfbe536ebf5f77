import { builtInCities } from "../areas/cities.ts";
import { coveredZips } from "../areas/coverage.ts";
import { appliances, brands, issues } from "../catalogue/catalogue.ts";
import { PAGES, pagePath } from "#app/pages.ts";
import { MAIN_LINKS, SERVICE_HUB_LINKS } from "../navigation.ts";
import { slugIn } from "./catalogue.ts";
import { translateHref } from "./href.ts";
import { type Locale, LOCALES } from "./locale.ts";

/** A site path: starts with "/", no query string. */
export type SitePath = `/${string}`;

/** One page's address in each language. */
export type PagePaths = Record<Locale, SitePath>;

/** The registry's pages whose address holds no parameter (app/pages.ts). */
function fixedPages(): PagePaths[] {
  return PAGES.filter((page) => !page.path.en.includes(":")).map((page) => page.path);
}

/** The catalogue, ZIP and city pages in every language: slugs from the words files; brand and city slugs and ZIP codes stay as they are. */
function cataloguePages(): PagePaths[] {
  const inEach = (key: Parameters<typeof pagePath>[0], params: (locale: Locale) => Record<string, string>) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, pagePath(key, locale, params(locale))])) as PagePaths;
  return [
    ...appliances.map((a) => inEach("appliance", (locale) => ({ slug: slugIn(locale, "appliances", a.slug) }))),
    ...issues.map((i) => inEach("issue", (locale) => ({ slug: slugIn(locale, "issues", i.slug) }))),
    ...brands.map((b) => inEach("brand", () => ({ slug: b.slug }))),
    ...coveredZips.map((z) => inEach("service-area", () => ({ zipCode: z.zipCode }))),
    ...builtInCities.map((c) => inEach("city", () => ({ citySlug: c.slug }))),
  ];
}

/** Every published page in every language; each path appears once. */
export const pagePaths: readonly PagePaths[] = [...fixedPages(), ...cataloguePages()];

const pathsOf = new Map<string, PagePaths>();
for (const paths of pagePaths)
  for (const path of Object.values(paths)) {
    if (pathsOf.has(path)) throw new Error(`app/domain/i18n/paths.ts: "${path}" names two pages`);
    pathsOf.set(path, paths);
  }

/** The address in `locale` of a published page given by its address in any language, or null. */
export function pathIn(locale: Locale, path: string): SitePath | null {
  return pathsOf.get(path)?.[locale] ?? null;
}

/** A page's address in each language, when it has them; null for a page in one language only. */
export function alternatesOf(path: string): PagePaths | null {
  return pathsOf.get(path) ?? null;
}

/**
 * Where a link to an English page leads from a page in `locale`: its Spanish version when it has
 * one, else the English page. A query string or fragment is kept.
 */
export function localePath(locale: Locale, englishHref: string): string {
  return translateHref(englishHref, (path) => pathIn(locale, path));
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
