import type { Post } from "./blog.ts";

const DUBLIN_CORE_NAMESPACE = "http://purl.org/dc/elements/1.1/";

const escape = (t: string) =>
  t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** RSS 2.0 of the given posts, in the order given (newest first). */
export function renderRss(
  posts: readonly Pick<Post, "slug" | "title" | "excerpt" | "publishDate" | "author">[],
  siteUrl: string,
  title: string,
): string {
  const items = posts.map((p) =>
    [
      "    <item>",
      `      <title>${escape(p.title)}</title>`,
      `      <link>${siteUrl}/blog/${p.slug}</link>`,
      `      <guid isPermaLink="true">${siteUrl}/blog/${p.slug}</guid>`,
      `      <description>${escape(p.excerpt)}</description>`,
      `      <pubDate>${new Date(`${p.publishDate}T12:00:00Z`).toUTCString()}</pubDate>`,
      `      <dc:creator>${escape(p.author)}</dc:creator>`,
      "    </item>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:dc="${DUBLIN_CORE_NAMESPACE}">`,
    "  <channel>",
    `    <title>${escape(title)}</title>`,
    `    <link>${siteUrl}/blog</link>`,
    "    <description>Appliance maintenance tips, repair guides and buying advice from Houston technicians.</description>",
    "    <language>en-us</language>",
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
