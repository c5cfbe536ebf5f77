import type { Locale } from "../i18n/locale.ts";

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
  horizon: (days: number) => `Please select a date within the next ${days} days`,
};
export type ValidationMessages = typeof messages;

/** The same messages for the Spanish pages. A field's label leads, so no article has to agree with it. */
export const spanishMessages: ValidationMessages = {
  required: (field) => `${field}: este dato es obligatorio`,
  min: (field, n) => `${field}: escriba al menos ${n} caracteres`,
  max: (field, n) => `${field}: escriba ${n} caracteres como máximo`,
  email: "Escriba un correo electrónico válido",
  phone: "Escriba un número de teléfono válido de 10 dígitos",
  zip: "Escriba un código postal válido de 5 dígitos",
  futureDate: "Elija una fecha futura",
  zipNotServed: "Lo sentimos, por ahora no damos servicio en esta zona",
  characters: (field) => `${field}: tiene caracteres que no podemos aceptar. Escríbalo de nuevo.`,
  horizon: (days) => `Elija una fecha dentro de los próximos ${days} días`,
};

/** The validation messages in a page's language. */
export const validationMessages: Record<Locale, ValidationMessages> = { en: messages, es: spanishMessages };

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
