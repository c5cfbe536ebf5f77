import { areaSitemapEntries } from "#app/domain/areas/sitemap.ts";
import { blogSitemapEntries } from "#app/domain/blog/sitemap.ts";
import { catalogueSitemapEntries } from "#app/domain/catalogue/sitemap.ts";
import { withLanguageVersions } from "#app/domain/i18n/sitemap.ts";
import type { SitemapEntry } from "#app/domain/seo/sitemap.ts";
import { categories, posts, tags } from "#app/server/blog.server.ts";
import { type PageRow, PAGES } from "#app/pages.ts";

/**
 * Every public page, for /sitemap.xml: the registry's pages that have an entry (app/pages.ts), then
 * each part of the site's own source, in English; the other language versions are added beside
 * them (app/domain/i18n/sitemap.ts). Office pages are never listed.
 */
const REGISTERED_PAGES: SitemapEntry[] = PAGES.flatMap((page: PageRow) =>
  page.sitemap ? [{ path: page.path.en, ...page.sitemap }] : [],
);

export const sitemapSources: Array<() => SitemapEntry[]> = [
  () => REGISTERED_PAGES,
  catalogueSitemapEntries,
  areaSitemapEntries,
  () => blogSitemapEntries(posts, categories, tags),
];

export function allSitemapEntries(): SitemapEntry[] {
  return withLanguageVersions(sitemapSources.flatMap((source) => source()));
}
