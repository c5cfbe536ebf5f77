/** The validation messages of spec 000 §5, word for word. */
export const messages = {
  required: (field: string) => `${field} is required`,
  min: (field: string, n: number) => `${field} must be at least ${n} characters`,
  max: (field: string, n: number) => `${field} must be no more than ${n} characters`,
  email: "Please enter a valid email address",
  phone: "Please enter a valid 10-digit phone number",
  zip: "Please enter a valid 5-digit ZIP code",
  futureDate: "Please select a future date",
  zipNotServed: "Sorry, we don't currently service this area",
} as const;

/** Digits only, at most `max` of them (phone 10, ZIP 5). */
export function digitsOnly(raw: string, max: number): string {
  return raw.replace(/\D/g, "").slice(0, max);
}

/** text, @, text, dot, text */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "7135550147" → "(713) 555-0147" */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, "");
  if (d.length !== 10) return digits;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;
