import type { SitemapEntry } from "../seo/sitemap.ts";
import type { Post, Taxonomy } from "./blog.ts";

/** The blog's pages for the sitemap: published posts, and the categories and tags that hold at least one of them. */
export function blogSitemapEntries(
  posts: readonly Post[],
  categories: readonly Taxonomy[],
  tags: readonly Taxonomy[],
): SitemapEntry[] {
  const usedCategories = new Set(posts.flatMap((p) => p.categories));
  const usedTags = new Set(posts.flatMap((p) => p.tags));
  return [
    { path: "/blog", changefreq: "weekly", priority: 0.7 },
    ...posts.map((p) => ({
      path: `/blog/${p.slug}`,
      lastmod: p.updatedAt.slice(0, 10),
      changefreq: "monthly" as const,
      priority: 0.6,
    })),
    ...categories
      .filter((c) => usedCategories.has(c.slug))
      .map((c) => ({ path: `/blog/category/${c.slug}`, changefreq: "weekly" as const, priority: 0.4 })),
    ...tags
      .filter((t) => usedTags.has(t.slug))
      .map((t) => ({ path: `/blog/tag/${t.slug}`, changefreq: "weekly" as const, priority: 0.3 })),
  ];
}
