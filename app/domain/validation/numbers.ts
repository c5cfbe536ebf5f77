/**
 * The largest key an auto-numbered row can have: both engines' integer key (PostgreSQL's `serial`)
 * holds 32 signed bits, so a larger number names no row.
 */
export const LARGEST_ROW_ID = 2_147_483_647;

/**
 * A whole number as a person types it: digits only, with spaces around allowed. A sign, a decimal
 * point, an exponent (`1e1`), a hexadecimal prefix (`0x10`) and an empty field are not whole
 * numbers. Null when the text is not one or lies outside `min`..`max`.
 */
export function parseWholeNumber(raw: string, min: number, max: number): number | null {
  const text = raw.trim();
  // More digits than the largest allowed number has can only be out of range (or leading zeros).
  if (!/^\d+$/.test(text) || text.replace(/^0+(?=\d)/, "").length > String(max).length) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** The key of an auto-numbered row, as posted by a form or written in an address; null when it cannot name one. */
export function parseRowId(raw: string): number | null {
  return parseWholeNumber(raw, 1, LARGEST_ROW_ID);
}
