import type { SitemapEntry } from "../seo/sitemap.ts";
import { appliances, brands, issues } from "./catalogue.ts";

/** The seven issue links the sitemap page shows, by catalogue slug. */
export const SITEMAP_ISSUES = [
  "washing-machine-not-draining",
  "dryer-not-heating",
  "refrigerator-not-cooling",
  "dishwasher-not-cleaning",
  "oven-not-heating",
  "microwave-not-heating",
  "garbage-disposal-jammed",
] as const;

export function catalogueSitemapEntries(): SitemapEntry[] {
  return [
    { path: "/appliances", changefreq: "monthly", priority: 0.9 },
    ...appliances.map((a) => ({ path: `/appliances/${a.slug}`, changefreq: "monthly" as const, priority: 0.8 })),
    { path: "/brands", changefreq: "monthly", priority: 0.7 },
    ...brands.map((b) => ({ path: `/brands/${b.slug}`, changefreq: "monthly" as const, priority: 0.6 })),
    ...issues.map((i) => ({ path: `/issues/${i.slug}`, changefreq: "monthly" as const, priority: 0.7 })),
  ];
}
