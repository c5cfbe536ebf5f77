import { existsSync, readdirSync, readFileSync } from "node:fs";
import { categories, tags } from "#content/blog/taxonomy.ts";
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { ContentError } from "../content-validation.ts";
import {
  articleCount,
  type BlogFilter,
  countByCategory,
  countWords,
  matchesBlogFilter,
  parseBlogFilter,
  type Post,
  publishedPosts,
  readTimeMinutes,
  relatedPosts,
} from "./blog.ts";
import { type FrontMatter, parsePostFile } from "./posts.ts";
import { renderRss } from "./rss.ts";
import { blogSitemapEntries } from "./sitemap.ts";

const tagName = (slug: string) => tags.find((t) => t.slug === slug)?.name ?? slug;

const BLOG_DIR = new URL("../../../content/blog/", import.meta.url);
const PUBLIC_DIR = new URL("../../../public/", import.meta.url);
const SITE = "https://example.com";

function frontMatter(overrides: Partial<FrontMatter> = {}): FrontMatter {
  return {
    title: "Dryer Warning Signs",
    slug: "dryer-warning-signs",
    seoTitle: "Dryer Warning Signs | Houston",
    metaDescription: "Eight signs your dryer needs a technician before a clogged vent turns into a fire hazard.",
    tags: ["dryer", "troubleshooting"],
    categories: ["repair-guides"],
    publishDate: "2024-01-02",
    author: "Marcus Reed",
    excerpt: "Long drying times and a hot cabinet are early warnings.",
    featuredImage: "/images/blog/dryer.svg",
    featuredImageAlt: "A dryer",
    status: "published",
    createdAt: "2024-01-02T09:00:00Z",
    updatedAt: "2024-01-03T09:00:00Z",
    ...overrides,
  };
}

function post(overrides: Partial<Post> = {}): Post {
  return { ...frontMatter(), body: "Body text.", wordCount: 2, readTime: 1, ...overrides };
}

function postFile(data: Record<string, unknown>, body = "Body text."): string {
  return `---\n${stringify(data)}---\n${body}\n`;
}

function parse(raw: string, file = "content/blog/dryer-warning-signs.md"): Post {
  return parsePostFile(raw, file, tags, categories);
}

function parseError(raw: string, file?: string): string {
  try {
    parse(raw, file);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("expected the post file to be refused");
}

const filter = (overrides: Partial<BlogFilter> = {}): BlogFilter => ({ q: "", category: "", tag: "", ...overrides });

/** A post that the filter sees: slug, title, excerpt, tag slugs and category slugs. */
const listed = (slug: string, title: string, excerpt: string, tagSlugs: string[], categorySlugs: string[]) =>
  post({ slug, title, excerpt, tags: tagSlugs, categories: categorySlugs });

describe("blog filter", () => {
  const dryer = listed(
    "dryer",
    "Dryer Warning Signs",
    "Lint and heat.",
    ["dryer", "troubleshooting"],
    ["repair-guides"],
  );
  const fridge = listed(
    "fridge",
    "Fridge Settings",
    "Save power in a Houston summer.",
    ["refrigerator", "energy-saving"],
    ["energy-efficiency"],
  );
  const washer = listed(
    "washer",
    "Clean Your Washer",
    "Stop the musty smell.",
    ["washing-machine", "maintenance"],
    ["appliance-maintenance", "repair-guides"],
  );
  const all = [dryer, fridge, washer];
  const shown = (f: BlogFilter) => all.filter((p) => matchesBlogFilter(p, f, tagName)).map((p) => p.slug);

  it("shows every post when text, category and tag are empty", () => {
    expect(shown(filter())).toEqual(["dryer", "fridge", "washer"]);
  });
  it("matches the text in any case in the title, the excerpt or a tag", () => {
    expect(shown(filter({ q: "DRYER" }))).toEqual(["dryer"]);
    expect(shown(filter({ q: "houston SUMMER" }))).toEqual(["fridge"]);
    expect(shown(filter({ q: "Washing-Machine" }))).toEqual(["washer"]);
    expect(shown(filter({ q: "energy saving" }))).toEqual(["fridge"]);
    expect(shown(filter({ q: "toaster" }))).toEqual([]);
  });
  it("ignores spaces around the text", () => {
    expect(shown(filter({ q: "dryer " }))).toEqual(["dryer"]);
    expect(shown(filter({ q: "   " }))).toEqual(["dryer", "fridge", "washer"]);
  });
  it("combines text, category and tag with AND", () => {
    expect(shown(filter({ category: "repair-guides" }))).toEqual(["dryer", "washer"]);
    expect(shown(filter({ tag: "maintenance" }))).toEqual(["washer"]);
    expect(shown(filter({ q: "dryer", category: "repair-guides" }))).toEqual(["dryer"]);
    expect(shown(filter({ q: "dryer", category: "energy-efficiency" }))).toEqual([]);
    expect(shown(filter({ category: "repair-guides", tag: "troubleshooting" }))).toEqual(["dryer"]);
    expect(shown(filter({ q: "washer", category: "repair-guides", tag: "dryer" }))).toEqual([]);
  });
  it("reads the filter from the query string, trimming the text, empty meaning all", () => {
    expect(parseBlogFilter(new URLSearchParams("q=+dryer+&category=repair-guides&tag=dryer"))).toEqual({
      q: "dryer",
      category: "repair-guides",
      tag: "dryer",
    });
    expect(parseBlogFilter(new URLSearchParams(""))).toEqual({ q: "", category: "", tag: "" });
  });
});

describe("related posts", () => {
  const current = post({ slug: "current", categories: ["repair-guides"], tags: ["dryer"] });
  const byCategory = post({ slug: "by-category", categories: ["repair-guides"], tags: ["ge"] });
  const byTag = post({ slug: "by-tag", categories: ["buying-guides"], tags: ["dryer"] });
  const unrelated = post({ slug: "unrelated", categories: ["industry-news"], tags: ["lg"] });
  const byBoth = post({ slug: "by-both", categories: ["repair-guides"], tags: ["dryer"] });
  const fourth = post({ slug: "fourth", categories: ["repair-guides"], tags: ["samsung"] });

  it("share a category or a tag, exclude the post itself, keep the given order and stop at 3", () => {
    const all = [current, byCategory, unrelated, byTag, byBoth, fourth];
    expect(relatedPosts(current, all).map((p) => p.slug)).toEqual(["by-category", "by-tag", "by-both"]);
  });
  it("are fewer, or none, when fewer posts are related", () => {
    expect(relatedPosts(current, [current, unrelated, byTag]).map((p) => p.slug)).toEqual(["by-tag"]);
    expect(relatedPosts(unrelated, [current, unrelated, byTag])).toEqual([]);
  });
});

describe("published posts", () => {
  const draft = post({ slug: "draft", status: "draft", publishDate: "2024-02-01", categories: ["industry-news"] });
  const older = post({ slug: "older", publishDate: "2023-12-20", categories: ["repair-guides"] });
  const newer = post({ slug: "newer", publishDate: "2024-01-15", categories: ["repair-guides", "buying-guides"] });
  const published = publishedPosts([older, draft, newer]);

  it("drop drafts and put the newest first", () => {
    expect(published.map((p) => p.slug)).toEqual(["newer", "older"]);
  });
  it("are the only posts counted per category", () => {
    expect(countByCategory(categories, published).map(({ category, count }) => [category.slug, count])).toEqual([
      ["appliance-maintenance", 0],
      ["repair-guides", 2],
      ["energy-efficiency", 0],
      ["buying-guides", 1],
      ["industry-news", 0],
    ]);
  });
  it("are the only posts in the sitemap, which lists no empty category or tag", () => {
    expect(blogSitemapEntries(published, categories, tags)).toEqual([
      { path: "/blog", changefreq: "weekly", priority: 0.7 },
      { path: "/blog/newer", lastmod: "2024-01-03", changefreq: "monthly", priority: 0.6 },
      { path: "/blog/older", lastmod: "2024-01-03", changefreq: "monthly", priority: 0.6 },
      { path: "/blog/category/repair-guides", changefreq: "weekly", priority: 0.4 },
      { path: "/blog/category/buying-guides", changefreq: "weekly", priority: 0.4 },
      { path: "/blog/tag/dryer", changefreq: "weekly", priority: 0.3 },
      { path: "/blog/tag/troubleshooting", changefreq: "weekly", priority: 0.3 },
    ]);
  });
  it("are the only posts in the feed", () => {
    const xml = renderRss(published, SITE, "Blog");
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).not.toContain("/blog/draft");
  });
});

describe("counts and read time", () => {
  it("say 1 article in the singular and any other number in the plural", () => {
    expect([articleCount(0), articleCount(1), articleCount(2), articleCount(12)]).toEqual([
      "0 articles",
      "1 article",
      "2 articles",
      "12 articles",
    ]);
  });
  it("count words split on any white space", () => {
    expect(countWords("one  two\nthree <b>four</b>")).toBe(4);
    expect(countWords("\t tabs\tand\r\nnew lines \n")).toBe(4);
    expect(countWords(" \n ")).toBe(0);
  });
  it("give read time at 200 words a minute, rounded up, at least 1", () => {
    expect([0, 1, 200, 201, 400, 401, 1000].map(readTimeMinutes)).toEqual([1, 1, 1, 2, 2, 3, 5]);
  });
  it("come from the body's word count when a post file is read", () => {
    const parsed = parse(postFile(frontMatter(), `## Heading\n\n${"word ".repeat(399)}end`));
    expect(parsed.wordCount).toBe(402);
    expect(parsed.readTime).toBe(3);
  });
});

describe("post files", () => {
  it("give the checked front matter and the trimmed body", () => {
    const parsed = parse(postFile(frontMatter({ status: "draft" }), "\n\nFirst line.\n\n"));
    expect(parsed).toEqual({ ...frontMatter({ status: "draft" }), body: "First line.", wordCount: 2, readTime: 1 });
  });
  it("are refused without front matter, or with broken YAML", () => {
    expect(parseError("Just a body")).toBe("content/blog/dryer-warning-signs.md: no front matter between --- lines");
    expect(parseError("---\ntitle: [unclosed\n---\nBody")).toMatch(
      /^content\/blog\/dryer-warning-signs\.md: front matter is not valid YAML: /,
    );
  });
  it("are refused when a field is missing, naming the file and the field", () => {
    const { author: _author, ...withoutAuthor } = frontMatter();
    expect(parseError(postFile(withoutAuthor))).toBe(
      'content/blog/dryer-warning-signs.md: field "author": Invalid input: expected string, received undefined',
    );
  });
  it("are refused with an unknown tag or category", () => {
    expect(parseError(postFile(frontMatter({ tags: ["dryer", "toaster"] })))).toBe(
      'content/blog/dryer-warning-signs.md: field "tags": unknown tag "toaster"',
    );
    expect(parseError(postFile(frontMatter({ categories: ["recipes"] })))).toBe(
      'content/blog/dryer-warning-signs.md: field "categories": unknown category "recipes"',
    );
  });
  it("are refused when the slug is not the file name", () => {
    expect(parseError(postFile(frontMatter()), "content/blog/dryer-signs.md")).toBe(
      'content/blog/dryer-signs.md: field "slug": must match the file name "dryer-signs"',
    );
  });
  it("are refused when the featured image is not a local path", () => {
    for (const featuredImage of ["https://cdn.example.com/dryer.jpg", "images/blog/dryer.svg", "/uploads/dryer.svg"]) {
      expect(parseError(postFile(frontMatter({ featuredImage })))).toBe(
        'content/blog/dryer-warning-signs.md: field "featuredImage": must be a local image under /images/',
      );
    }
  });
  it("are refused with an unknown status", () => {
    expect(parseError(postFile({ ...frontMatter(), status: "scheduled" }))).toBe(
      'content/blog/dryer-warning-signs.md: field "status": Invalid option: expected one of "published"|"draft"',
    );
  });
});

describe("RSS feed", () => {
  const older = post({
    slug: "dryer-signs",
    title: "Dryer Signs",
    excerpt: "Lint.",
    publishDate: "2023-12-28",
    author: "Marcus Reed",
  });
  const newer = post({
    slug: "fridge-tips",
    title: 'Fridge & Freezer <Tips> "Pro"',
    excerpt: "Set 37°F & 0°F.",
    publishDate: "2024-01-15",
    author: "Ana <Tech> & Co",
  });

  it("is RSS 2.0 with Dublin Core creators, newest first, escaping the text", () => {
    expect(renderRss(publishedPosts([older, newer]), SITE, "Houston <Appliance> & Co Blog")).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">',
        "  <channel>",
        "    <title>Houston &lt;Appliance&gt; &amp; Co Blog</title>",
        "    <link>https://example.com/blog</link>",
        "    <description>Appliance maintenance tips, repair guides and buying advice from Houston technicians.</description>",
        "    <language>en-us</language>",
        "    <item>",
        "      <title>Fridge &amp; Freezer &lt;Tips&gt; &quot;Pro&quot;</title>",
        "      <link>https://example.com/blog/fridge-tips</link>",
        '      <guid isPermaLink="true">https://example.com/blog/fridge-tips</guid>',
        "      <description>Set 37°F &amp; 0°F.</description>",
        "      <pubDate>Mon, 15 Jan 2024 12:00:00 GMT</pubDate>",
        "      <dc:creator>Ana &lt;Tech&gt; &amp; Co</dc:creator>",
        "    </item>",
        "    <item>",
        "      <title>Dryer Signs</title>",
        "      <link>https://example.com/blog/dryer-signs</link>",
        '      <guid isPermaLink="true">https://example.com/blog/dryer-signs</guid>',
        "      <description>Lint.</description>",
        "      <pubDate>Thu, 28 Dec 2023 12:00:00 GMT</pubDate>",
        "      <dc:creator>Marcus Reed</dc:creator>",
        "    </item>",
        "  </channel>",
        "</rss>",
        "",
      ].join("\n"),
    );
  });
  it("has no <author> element, which RSS 2.0 reserves for an e-mail address", () => {
    expect(renderRss([newer], SITE, "Blog")).not.toContain("<author>");
  });
});

describe("the real posts in content/blog", () => {
  const files = readdirSync(BLOG_DIR)
    .filter((name) => name.endsWith(".md"))
    .toSorted();
  const posts = files.map((name) => parse(readFileSync(new URL(name, BLOG_DIR), "utf8"), `content/blog/${name}`));

  it("are the five posts of the spec, all published", () => {
    expect(posts.map((p) => p.slug)).toEqual([
      "appliance-brand-buying-guide",
      "dishwasher-troubleshooting-guide",
      "how-to-clean-a-washing-machine",
      "refrigerator-energy-saving-settings",
      "warning-signs-your-dryer-needs-repair",
    ]);
    expect(posts.map((p) => p.status)).toEqual(["published", "published", "published", "published", "published"]);
  });
  it("are dated from 2023-12-20 to 2024-01-15", () => {
    for (const p of posts) {
      expect(p.publishDate >= "2023-12-20" && p.publishDate <= "2024-01-15", `${p.slug} ${p.publishDate}`).toBe(true);
    }
  });
  it("each have at least 800 words", () => {
    for (const p of posts) expect(p.wordCount, p.slug).toBeGreaterThanOrEqual(800);
  });
  it("each have a featured image that is a file under public/", () => {
    for (const p of posts) expect(existsSync(new URL(`.${p.featuredImage}`, PUBLIC_DIR)), p.featuredImage).toBe(true);
  });
});
