export const PART_SEARCH_TYPES = [
  { value: "part", label: "Part Number" },
  { value: "model", label: "Model Number" },
  { value: "serial", label: "Serial Number" },
] as const;
export type PartSearchType = (typeof PART_SEARCH_TYPES)[number]["value"];

export const SEARCH_HISTORY_LIMIT = 5;

/** The supplier's search page for the query (trimmed); null when there is nothing to search. */
export function supplierSearchUrl(baseUrl: string, query: string): string | null {
  const q = query.trim();
  if (!q) return null;
  return `${baseUrl}?q=${encodeURIComponent(q)}`;
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
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string").slice(0, SEARCH_HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}
