import { company } from "#content/company.ts";
import { SECTION_PAGES, type SectionPath } from "#content/section-pages.ts";
import type { MetaDescriptor } from "react-router";
import type { Locale } from "#app/domain/i18n/locale.ts";
import type { PagePaths } from "#app/domain/i18n/paths.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import { buildMeta, type PageSeo, trail } from "#app/domain/seo/meta.ts";

interface RootData {
  siteUrl: string;
  /** The page's addresses in each language, and the shared links (the home page's among them) in its language. */
  language?: { alternates: PagePaths | null; links?: Record<string, string> };
}

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

const rootData = (matches: Matches) => matches.find((m) => m?.id === "root")?.data as RootData | undefined;

/**
 * The page head for a route, with its canonical URL built from SITE_URL and its language links
 * (both read from the root loader).
 */
export function pageMeta(matches: Matches, seo: PageSeo): MetaDescriptor[] {
  const root = rootData(matches);
  return buildMeta(seo, root?.siteUrl ?? "http://localhost:3000", root?.language?.alternates) as MetaDescriptor[];
}

/** A catalogue entry's own search fields: an appliance's, a brand's or a problem's. */
interface EntrySeo {
  seoTitle: string;
  seoDescription: string;
  seoKeywords: readonly string[];
}

/** The head of a catalogue entry's page from the entry's search fields; `page` gives its path, trail and structured data. */
export function entryPageMeta(
  matches: Matches,
  entry: EntrySeo,
  page: Omit<PageSeo, "title" | "description" | "keywords">,
): MetaDescriptor[] {
  return pageMeta(matches, {
    title: entry.seoTitle,
    description: entry.seoDescription,
    keywords: entry.seoKeywords,
    ...page,
  });
}

/** The head of a not-found view: its title, kept out of search results. */
export function notFoundMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${company.name}` }, { name: "robots", content: "noindex" }];
}

/** The head of a top-level page from its row in the section-pages table; `extra` adds to it (structured data). */
export function sectionPageMeta(matches: Matches, path: SectionPath, extra: Partial<PageSeo> = {}): MetaDescriptor[] {
  const { crumb, ...page } = SECTION_PAGES[path];
  return pageMeta(matches, { ...page, path, breadcrumbs: trail([crumb, path]), ...extra });
}

/** What a top-level page's head says in a language: its title, description, keywords and crumb. */
interface TopPageWords {
  title: string;
  description: string;
  keywords?: readonly string[];
  crumb: string;
}

/**
 * The head of a top-level page in the page's language, with the Home › page trail. It runs in the
 * browser too, so the home page's address comes from the root loader's links, not the path map.
 */
export function topPageMeta(matches: Matches, locale: Locale, words: TopPageWords, path: string): MetaDescriptor[] {
  const root = rootData(matches);
  const breadcrumbs = [
    { name: uiWords[locale].breadcrumbs.home, url: root?.language?.links?.["/"] ?? "/" },
    { name: words.crumb, url: path },
  ];
  return pageMeta(matches, {
    title: words.title,
    description: words.description,
    keywords: words.keywords,
    path,
    breadcrumbs,
  });
}
