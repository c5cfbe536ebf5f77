import type { SitemapEntry } from "../seo/sitemap.ts";
import { LANGUAGE_TAG } from "./locale.ts";
import { alternatesOf, spanishPathOf } from "./paths.ts";

/**
 * The sitemap's pages with their Spanish versions: each Spanish page is its own entry, right after
 * its English one, and both carry the same language links (en-US, es-US, x-default → English).
 */
export function withLanguageVersions(entries: readonly SitemapEntry[]): SitemapEntry[] {
  return entries.flatMap((entry) => {
    const pair = alternatesOf(entry.path);
    const es = spanishPathOf(entry.path);
    if (!pair || !es) return [entry];
    const alternates = [
      { hrefLang: LANGUAGE_TAG.en, path: pair.en },
      { hrefLang: LANGUAGE_TAG.es, path: pair.es },
      { hrefLang: "x-default", path: pair.en },
    ];
    return [
      { ...entry, alternates },
      { ...entry, path: es, alternates },
    ];
  });
}
