import type { Locale } from "#app/domain/i18n/locale.ts";
import type { WordsOf } from "#app/domain/i18n/words-of.ts";

/** The validation messages of the specification, word for word, then our own where it gives none. */
const en = {
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
export type ValidationWords = WordsOf<typeof en>;

/** The validation messages in a page's language. In Spanish a field's label leads, so no article has to agree with it. */
export const validationWords: Record<Locale, ValidationWords> = {
  en,
  es: {
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
  },
};
