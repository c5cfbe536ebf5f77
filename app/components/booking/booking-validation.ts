// Loaded when the customer first uses the booking form (see useBookingValidator), so Zod's code and
// the schema's construction are not part of the work the page does to start.
import "#app/zod-config.ts";
import { bookingSchemaIn } from "#app/domain/booking/schema.ts";
import type { Locale } from "#app/domain/i18n/locale.ts";
import { firstErrors } from "#app/domain/validation/fields.ts";
import type { BookingValues } from "./BookingForm.tsx";

export type BookingErrors = Partial<Record<string, string>>;

/** The booking form's checks, the same the server applies: the first error of each field, or null when the values pass. */
export function bookingValidator(locale: Locale, today: string): (values: BookingValues) => BookingErrors | null {
  const schema = bookingSchemaIn(locale, today);
  return (values) => {
    const result = schema.safeParse(values);
    return result.success ? null : firstErrors(result.error);
  };
}
