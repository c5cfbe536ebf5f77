import type { Locale } from "../i18n/locale.ts";
import { bookingWords } from "#app/words/booking.ts";

/** An arrival window as a customer reads it in a language; the stored label is the English one. */
export function windowName(label: string, locale: Locale): string {
  return (bookingWords[locale].windows as Readonly<Record<string, string>>)[label] ?? label;
}
