import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { ContentError } from "../content-validation.ts";
import { countWords, type Post, readTimeMinutes, type Taxonomy } from "./blog.ts";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens");
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD");

export const FrontMatterSchema = z.object({
  title: z.string().trim().min(1),
  slug,
  seoTitle: z.string().trim().min(1).max(70),
  metaDescription: z.string().trim().min(50).max(170),
  tags: z.array(slug).min(1),
  categories: z.array(slug),
  publishDate: isoDate,
  author: z.string().trim().min(1),
  excerpt: z.string().trim().min(1),
  featuredImage: z.string().regex(/^\/images\/[\w/.-]+$/, "must be a local image under /images/"),
  featuredImageAlt: z.string().trim().min(1),
  status: z.enum(["published", "draft"]),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type FrontMatter = z.infer<typeof FrontMatterSchema>;

/** Splits `---` front matter from the body and checks it; errors name the file and field. */
export function parsePostFile(
  raw: string,
  file: string,
  tags: readonly Taxonomy[],
  categories: readonly Taxonomy[],
): Post {
  const match = raw.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/);
  if (!match) throw new ContentError(`${file}: no front matter between --- lines`);
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (error) {
    throw new ContentError(
      `${file}: front matter is not valid YAML: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const result = FrontMatterSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ContentError(`${file}: field "${issue.path.join(".")}": ${issue.message}`);
  }
  const fm = result.data;
  const expectedSlug = file.split("/").pop()!.replace(/\.md$/, "");
  if (fm.slug !== expectedSlug)
    throw new ContentError(`${file}: field "slug": must match the file name "${expectedSlug}"`);
  for (const t of fm.tags)
    if (!tags.some((x) => x.slug === t)) throw new ContentError(`${file}: field "tags": unknown tag "${t}"`);
  for (const c of fm.categories)
    if (!categories.some((x) => x.slug === c))
      throw new ContentError(`${file}: field "categories": unknown category "${c}"`);
  const body = match[2]!.trim();
  const wordCount = countWords(body);
  return { ...fm, body, wordCount, readTime: readTimeMinutes(wordCount) };
}
