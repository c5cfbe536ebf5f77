import { company } from "#content/company.ts";

/** Added to every page's keywords (spec 001 §9). */
export const ALWAYS_ADDED_KEYWORDS = [
  "same day service",
  `${company.warranty.days} day warranty`,
  "licensed technician",
  "affordable repair",
  "emergency service",
] as const;

export interface KeywordContext {
  city?: string;
  appliance?: string;
  issue?: string;
  brand?: string;
}

/**
 * The page's own keywords, then those its context suggests, then the always-added ones (the page
 * language's own list); no repeats.
 */
export function buildKeywords(
  own: readonly string[] = [],
  context: KeywordContext = {},
  always: readonly string[] = ALWAYS_ADDED_KEYWORDS,
): string[] {
  const { city, appliance, issue, brand } = context;
  const suggested: string[] = [];
  const place = city ?? "houston";
  if (appliance) suggested.push(`${appliance} repair ${place}`);
  if (issue && appliance) suggested.push(`${appliance} ${issue}`);
  if (brand) suggested.push(`${brand} ${appliance ?? "appliance"} repair`);
  if (city) suggested.push(`appliance repair ${city}`);
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of [...own, ...suggested, ...always]) {
    const keyword = raw.trim().toLowerCase().replace(/\s+/g, " ");
    if (keyword && !seen.has(keyword)) {
      seen.add(keyword);
      result.push(keyword);
    }
  }
  return result;
}
