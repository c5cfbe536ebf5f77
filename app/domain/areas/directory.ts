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
}

/** Per region: how many of the ZIP codes we serve lie in it. */
export function summarizeRegions(areas: readonly Pick<ZipArea, "region">[]): RegionSummary[] {
  return REGIONS.map((region) => ({ region, zipCount: areas.filter((a) => a.region === region).length }));
}
