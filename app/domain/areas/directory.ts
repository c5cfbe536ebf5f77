import { REGIONS, type Region } from "./regions.ts";
import type { ZipArea } from "./statistics.ts";

export interface DirectoryFilter {
  q: string;
  region: Region | "";
}

export function parseDirectoryFilter(params: URLSearchParams): DirectoryFilter {
  const region = params.get("region") ?? "";
  return {
    q: (params.get("q") ?? "").trim(),
    region: (REGIONS as readonly string[]).includes(region) ? (region as Region) : "",
  };
}

/** Spec 001 §5: text in the ZIP, or in the city or neighbourhood ignoring case; the region must match exactly when chosen. */
export function matchesDirectory(
  area: Pick<ZipArea, "zipCode" | "city" | "neighborhood" | "region">,
  filter: DirectoryFilter,
): boolean {
  const text = filter.q.toLowerCase();
  const textOk =
    !text ||
    area.zipCode.includes(text) ||
    area.city.toLowerCase().includes(text) ||
    area.neighborhood.toLowerCase().includes(text);
  const regionOk = !filter.region || area.region === filter.region;
  return textOk && regionOk;
}

export interface RegionSummary {
  region: Region;
  zipCount: number;
  totalRepairs: number;
  averageRating: number;
}

/** Per region: ZIP count, total monthly repairs, average rating rounded to one decimal. */
export function summarizeRegions(areas: readonly ZipArea[]): RegionSummary[] {
  return REGIONS.map((region) => {
    const inRegion = areas.filter((a) => a.region === region);
    const ratingSum = inRegion.reduce((sum, a) => sum + a.serviceStats.customerSatisfaction, 0);
    return {
      region,
      zipCount: inRegion.length,
      totalRepairs: inRegion.reduce((sum, a) => sum + a.serviceStats.monthlyRepairs, 0),
      averageRating: inRegion.length ? Math.round((ratingSum / inRegion.length) * 10) / 10 : 0,
    };
  });
}
