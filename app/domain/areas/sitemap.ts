import type { SitemapEntry } from "../seo/sitemap.ts";
import { builtInCities, extraCityRecords } from "./cities.ts";
import { coveredZips } from "./coverage.ts";

export function areaSitemapEntries(): SitemapEntry[] {
  return [
    { path: "/service-areas", changefreq: "monthly", priority: 0.8 },
    ...builtInCities.map((c) => ({ path: `/city/${c.slug}`, changefreq: "monthly" as const, priority: 0.7 })),
    ...extraCityRecords().map((c) => ({ path: `/city/${c.slug}`, changefreq: "monthly" as const, priority: 0.5 })),
    ...coveredZips.map((z) => ({ path: `/service-area/${z.zipCode}`, changefreq: "monthly" as const, priority: 0.6 })),
  ];
}
