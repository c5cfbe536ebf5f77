import type { SitemapEntry } from "../seo/sitemap.ts";
import { LANGUAGE_TAG, LOCALES } from "./locale.ts";
import { alternatesOf } from "./paths.ts";

/**
 * The sitemap's pages with their other language versions: each is its own entry, right after the
 * English one, and all carry the same language links (one per language, x-default → English).
 */
export function withLanguageVersions(entries: readonly SitemapEntry[]): SitemapEntry[] {
  return entries.flatMap((entry) => {
    const paths = alternatesOf(entry.path);
    if (!paths || paths.en !== entry.path) return [entry];
    const alternates = [
      ...LOCALES.map((locale) => ({ hrefLang: LANGUAGE_TAG[locale], path: paths[locale] })),
      { hrefLang: "x-default", path: paths.en },
    ];
    // oxlint-disable-next-line no-map-spread -- one entry per language, each with its own path
    return LOCALES.map((locale) => ({ ...entry, path: paths[locale], alternates }));
  });
}
