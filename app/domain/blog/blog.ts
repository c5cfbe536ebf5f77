import { compareCodeUnits } from "../compare.ts";
import type { FrontMatter } from "./posts.ts";

export interface Taxonomy {
  id: string;
  name: string;
  slug: string;
  description?: string;
}

export interface Post extends FrontMatter {
  /** The Markdown body. */
  body: string;
  wordCount: number;
  /** Minutes, from the word count. */
  readTime: number;
}

export const WORDS_PER_MINUTE = 200;
export const RELATED_POSTS = 3;
export const RECENT_POSTS = 5;
export const POPULAR_TAGS = 12;
export const CARD_TAGS = 3;
export const TAG_CARD_EXTRA_TAGS = 2;

/** Word count from the body split on white space (spec 001 §9), at 200 words a minute, at least 1. */
export function readTimeMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Only published posts appear anywhere; newest first. */
export function publishedPosts<T extends Pick<Post, "status" | "publishDate">>(posts: readonly T[]): T[] {
  return posts
    .filter((p) => p.status === "published")
    .toSorted((a, b) => compareCodeUnits(b.publishDate, a.publishDate));
}

export interface BlogFilter {
  q: string;
  category: string;
  tag: string;
}

export function parseBlogFilter(params: URLSearchParams): BlogFilter {
  return { q: (params.get("q") ?? "").trim(), category: params.get("category") ?? "", tag: params.get("tag") ?? "" };
}

/** Spec 001 §5: text (any case) in the title, excerpt or a tag; AND the category; AND the tag. */
export function matchesBlogFilter(
  post: Pick<Post, "title" | "excerpt" | "tags" | "categories">,
  filter: BlogFilter,
  tagNames: (slug: string) => string = (s) => s,
): boolean {
  const text = filter.q.trim().toLowerCase();
  const textOk =
    !text ||
    post.title.toLowerCase().includes(text) ||
    post.excerpt.toLowerCase().includes(text) ||
    post.tags.some((t) => t.toLowerCase().includes(text) || tagNames(t).toLowerCase().includes(text));
  return (
    textOk &&
    (!filter.category || post.categories.includes(filter.category)) &&
    (!filter.tag || post.tags.includes(filter.tag))
  );
}

/** Up to three other posts sharing a category or tag. */
export function relatedPosts<T extends Pick<Post, "slug" | "tags" | "categories">>(
  post: T,
  posts: readonly T[],
  limit = RELATED_POSTS,
): T[] {
  return posts
    .filter(
      (p) =>
        p.slug !== post.slug &&
        (p.categories.some((c) => post.categories.includes(c)) || p.tags.some((t) => post.tags.includes(t))),
    )
    .slice(0, limit);
}

/** Category counts derived from the published posts. */
export function countByCategory(
  categories: readonly Taxonomy[],
  posts: readonly Pick<Post, "categories">[],
): { category: Taxonomy; count: number }[] {
  return categories.map((category) => ({
    category,
    count: posts.filter((p) => p.categories.includes(category.slug)).length,
  }));
}

/** "1 article" / "3 articles" */
export function articleCount(n: number): string {
  return `${n} ${n === 1 ? "article" : "articles"}`;
}
