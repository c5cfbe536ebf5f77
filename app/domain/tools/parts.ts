export const PART_SEARCH_TYPES = [
  { value: "part", label: "Part Number" },
  { value: "model", label: "Model Number" },
  { value: "serial", label: "Serial Number" },
] as const;
export type PartSearchType = (typeof PART_SEARCH_TYPES)[number]["value"];

export const SEARCH_HISTORY_LIMIT = 5;

/** Reads a search type from a query string: one of the three, else a part number search. */
export function partSearchType(value: string | null): PartSearchType {
  return PART_SEARCH_TYPES.find((t) => t.value === value)?.value ?? "part";
}

/** Our own search address for a query: it opens the supplier's search (a new tab from the page). */
export function partsSearchHref(query: string, type: PartSearchType): string {
  return `/parts/search?${new URLSearchParams({ type, q: query })}`;
}

/**
 * The supplier's search page for the query (trimmed) and what it is (part, model or serial
 * number); null when there is nothing to search.
 */
export function supplierSearchUrl(baseUrl: string, query: string, type: PartSearchType): string | null {
  const q = query.trim();
  if (!q) return null;
  return `${baseUrl}?${new URLSearchParams({ q, type })}`;
}

/** Newest first, unique, at most five. */
export function addToHistory(history: readonly string[], query: string): string[] {
  const q = query.trim();
  if (!q) return [...history];
  return [q, ...history.filter((h) => h !== q)].slice(0, SEARCH_HISTORY_LIMIT);
}

/** Reads stored history defensively: anything malformed gives an empty list. */
export function parseHistory(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value = JSON.parse(stored) as unknown;
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === "string").slice(0, SEARCH_HISTORY_LIMIT)
      : [];
  } catch {
    return [];
  }
}
