/** Digits only, at most `max` of them (ZIP 5). */
export function digitsOnly(raw: string, max: number): string {
  return raw.replace(/\D/g, "").slice(0, max);
}

/**
 * A US phone number's digits: non-digits dropped, and a leading 1 before ten digits is the country
 * code and dropped too. Nothing is cut: anything else that is not ten digits stays as typed, so the
 * phone rule can refuse it.
 */
export function normalizePhone(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/** Ten digits whose area code and exchange do not start with 0 or 1 (the North American numbering plan). */
export function isValidPhone(digits: string): boolean {
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits);
}

/** "7135550147" → "(713) 555-0147" */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, "");
  if (d.length !== 10) return digits;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
