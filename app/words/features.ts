import type { Locale } from "#app/domain/i18n/locale.ts";
import { bookingWords } from "./booking.ts";
import { customerEmailWords } from "./emails.ts";
import { formWords } from "./forms.ts";
import { requestWords } from "./requests.ts";
import { textWords } from "./texts.ts";
import { validationWords } from "./validation.ts";
import { warrantyWords } from "./warranty.ts";

/** Every feature's words by file, for the start-up check that each language has them all, none empty. */
export const FEATURE_WORDS: Record<string, Record<Locale, unknown>> = {
  "app/words/booking.ts": bookingWords,
  "app/words/emails.ts": customerEmailWords,
  "app/words/forms.ts": formWords,
  "app/words/requests.ts": requestWords,
  "app/words/texts.ts": textWords,
  "app/words/validation.ts": validationWords,
  "app/words/warranty.ts": warrantyWords,
};
