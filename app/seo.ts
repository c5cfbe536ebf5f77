import { company } from "@content/company";
import type { MetaDescriptor } from "react-router";
import type { PagePair } from "~/domain/i18n/paths";
import { buildMeta, type PageSeo } from "~/domain/seo/meta";

interface RootData {
  siteUrl: string;
  language?: { alternates: PagePair | null };
}

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/**
 * The page head for a route, with its canonical URL built from SITE_URL and its language links
 * (both read from the root loader).
 */
export function pageMeta(matches: Matches, seo: PageSeo): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  return buildMeta(seo, root?.siteUrl ?? "http://localhost:3000", root?.language?.alternates) as MetaDescriptor[];
}

/** The head of a not-found view: its title, kept out of search results. */
export function notFoundMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${company.name}` }, { name: "robots", content: "noindex" }];
}
