import { categories as categoryEntries, tags as tagEntries } from "#content/blog/taxonomy.ts";
import { assertUnique } from "#app/domain/content-validation.ts";
import { type Post, publishedPosts, type Taxonomy } from "#app/domain/blog/blog.ts";
import { parsePostFile } from "#app/domain/blog/posts.ts";
import { renderMarkdown } from "./markdown.server.ts";

// Read at build time: the posts are bundled, never read from disk per request.
const files = import.meta.glob("../../content/blog/*.md", { query: "?raw", import: "default", eager: true }) as Record<
  string,
  string
>;

export const categories: readonly Taxonomy[] = [...categoryEntries];
export const tags: readonly Taxonomy[] = [...tagEntries];
assertUnique(categories, "slug", "content/blog/taxonomy.ts");
assertUnique(tags, "slug", "content/blog/taxonomy.ts");

const allPosts: Post[] = Object.entries(files).map(([path, raw]) =>
  parsePostFile(raw, `content/blog/${path.split("/").pop()}`, tags, categories),
);
assertUnique(allPosts, "slug", "content/blog");

/** Published posts only, newest first: what every page, the sitemap and the feed use. */
export const posts: readonly Post[] = publishedPosts(allPosts);

const htmlCache = new Map<string, string>();
export function postHtml(post: Post): string {
  let html = htmlCache.get(post.slug);
  if (!html) {
    html = renderMarkdown(post.body);
    htmlCache.set(post.slug, html);
  }
  return html;
}

export function getPost(slug: string): Post | null {
  return posts.find((p) => p.slug === slug) ?? null;
}

export const tagName = (slug: string) => tags.find((t) => t.slug === slug)?.name ?? slug;
export const categoryName = (slug: string) => categories.find((c) => c.slug === slug)?.name ?? slug;

/** A post as the list cards need it (no body). */
export function postCard(p: Post) {
  return {
    slug: p.slug,
    title: p.title,
    excerpt: p.excerpt,
    publishDate: p.publishDate,
    readTime: p.readTime,
    author: p.author,
    featuredImage: p.featuredImage,
    featuredImageAlt: p.featuredImageAlt,
    tags: p.tags.map((t) => ({ slug: t, name: tagName(t) })),
    categories: p.categories,
  };
}
export type PostCard = ReturnType<typeof postCard>;

/** A category with the cards of its posts, or undefined when no category has that slug. */
export function categoryWithPosts(slug: string) {
  const category = categories.find((c) => c.slug === slug);
  return category && { category, posts: posts.filter((p) => p.categories.includes(category.slug)).map(postCard) };
}

/** A tag with the cards of its posts, or undefined when no tag has that slug. */
export function tagWithPosts(slug: string) {
  const tag = tags.find((t) => t.slug === slug);
  return tag && { tag, posts: posts.filter((p) => p.tags.includes(tag.slug)).map(postCard) };
}
