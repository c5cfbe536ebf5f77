import { areaSitemapEntries } from "#app/domain/areas/sitemap.ts";
import { blogSitemapEntries } from "#app/domain/blog/sitemap.ts";
import { catalogueSitemapEntries } from "#app/domain/catalogue/sitemap.ts";
import { withLanguageVersions } from "#app/domain/i18n/sitemap.ts";
import type { SitemapEntry } from "#app/domain/seo/sitemap.ts";
import { categories, posts, tags } from "#app/server/blog.server.ts";

/**
 * Every public page, for /sitemap.xml. Each part of the site adds its source here, in English:
 * the Spanish versions (app/domain/i18n/paths.ts) are added beside them. Office pages are never listed.
 */
const STATIC_PAGES: SitemapEntry[] = [
  { path: "/", changefreq: "weekly", priority: 1 },
  { path: "/book-online", changefreq: "monthly", priority: 0.9 },
  { path: "/warranty", changefreq: "monthly", priority: 0.6 },
  { path: "/estimate", changefreq: "monthly", priority: 0.8 },
  { path: "/technicians", changefreq: "monthly", priority: 0.6 },
  { path: "/faq", changefreq: "monthly", priority: 0.7 },
  { path: "/parts", changefreq: "monthly", priority: 0.6 },
  { path: "/sitemap", changefreq: "monthly", priority: 0.3 },
  { path: "/privacy", changefreq: "yearly", priority: 0.2 },
  { path: "/terms", changefreq: "yearly", priority: 0.2 },
];

export const sitemapSources: Array<() => SitemapEntry[]> = [
  () => STATIC_PAGES,
  catalogueSitemapEntries,
  areaSitemapEntries,
  () => blogSitemapEntries(posts, categories, tags),
];

export function allSitemapEntries(): SitemapEntry[] {
  return withLanguageVersions(sitemapSources.flatMap((source) => source()));
}
