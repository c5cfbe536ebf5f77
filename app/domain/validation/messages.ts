/** The validation messages of the specification, word for word, then our own where it gives none. */
export const messages = {
  required: (field: string) => `${field} is required`,
  min: (field: string, n: number) => `${field} must be at least ${n} characters`,
  max: (field: string, n: number) => `${field} must be no more than ${n} characters`,
  email: "Please enter a valid email address",
  phone: "Please enter a valid 10-digit phone number",
  zip: "Please enter a valid 5-digit ZIP code",
  futureDate: "Please select a future date",
  zipNotServed: "Sorry, we don't currently service this area",
  characters: (field: string) => `${field} contains characters we can't accept. Please type it again.`,
} as const;

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

/**
 * text, @, text, dot, text — where the texts are what addresses are made of: letters, digits and
 * . ! # $ % & ' * + / = ? ^ _ ` { | } ~ - before the @, and dot-separated labels of letters, digits
 * and hyphens after it. Quotes, angle brackets and spaces are refused.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

/** "7135550147" → "(713) 555-0147" */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, "");
  if (d.length !== 10) return digits;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
