import type { SitemapEntry } from "../seo/sitemap";
import type { Post, Taxonomy } from "./blog";

export function blogSitemapEntries(posts: readonly Post[], categories: readonly Taxonomy[], tags: readonly Taxonomy[]): SitemapEntry[] {
  return [
    { path: "/blog", changefreq: "weekly", priority: 0.7 },
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.updatedAt.slice(0, 10), changefreq: "monthly" as const, priority: 0.6 })),
    ...categories.map((c) => ({ path: `/blog/category/${c.slug}`, changefreq: "weekly" as const, priority: 0.4 })),
    ...tags.map((t) => ({ path: `/blog/tag/${t.slug}`, changefreq: "weekly" as const, priority: 0.3 })),
  ];
}
