import type { MetaDescriptor } from "react-router";
import { buildMeta, type PageSeo } from "~/domain/seo/meta";

interface RootData {
  siteUrl: string;
}

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/** The page head for a route, with its canonical URL built from SITE_URL (read from the root loader). */
export function pageMeta(matches: Matches, seo: PageSeo): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  return buildMeta(seo, root?.siteUrl ?? "http://localhost:3000") as MetaDescriptor[];
}
