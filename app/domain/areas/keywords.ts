/** City keyword templates (spec 001 §9). */
export function cityKeywords(city: string, brand?: string): string[] {
  const c = city.toLowerCase();
  const list = [
    `appliance repair ${c}`,
    `same day appliance repair ${c}`,
    `emergency appliance repair ${c}`,
    `affordable appliance repair ${c}`,
    `licensed appliance repair ${c}`,
    `best appliance repair ${c}`,
    `appliance repair near me ${c}`,
  ];
  if (brand) list.push(`${brand.toLowerCase()} appliance repair ${c}`);
  return list;
}

export function neighborhoodKeywords(neighborhoods: readonly string[], city: string): string[] {
  return neighborhoods.map((n) => `appliance repair ${n.toLowerCase()} ${city.toLowerCase()}`);
}

export function zipKeywords(zipCode: string, city: string): string[] {
  return [`appliance repair ${zipCode}`, `appliance repair ${city.toLowerCase()} ${zipCode}`];
}

/** How many related searches a city or appliance page lists. */
export const RELATED_SEARCHES = 8;

/** The related searches a page lists: the keywords in the order given, in lower case, without repeats, at most eight. */
export function relatedSearches(keywords: readonly string[], limit: number = RELATED_SEARCHES): string[] {
  return [...new Set(keywords.map((k) => k.trim().toLowerCase()).filter((k) => k !== ""))].slice(0, limit);
}
