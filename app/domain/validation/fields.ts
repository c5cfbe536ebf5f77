import { z } from "zod";
import { addDays, isCalendarDate } from "../time.ts";
import type { Locale } from "../i18n/locale.ts";
import { validationWords } from "#app/words/validation.ts";
import { isDeliverableAddress } from "./email.ts";
import { isValidPhone, normalizePhone } from "./messages.ts";
import { parseRowId, parseWholeNumber } from "./numbers.ts";

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

/**
 * Characters no customer types on purpose: control characters (NUL, escape, …), line and paragraph
 * separators, format characters (zero-width spaces, direction marks and overrides, the soft hyphen,
 * tag characters), every character Unicode says is shown as nothing (fillers such as U+3164, the
 * combining grapheme joiner), the blank braille pattern, the object replacement character, and
 * U+FFFD, which is what text that was not valid UTF-8 turns into when read. A single-line field
 * also refuses line breaks and tabs; a multi-line field keeps them, and the joiners and variation
 * selectors that emoji are made of.
 */
export function hasJunk(value: string, multiline = false): boolean {
  for (const char of value) {
    const c = char.codePointAt(0)!;
    if (multiline && (c === 0x09 || c === 0x0a || c === 0x200c || c === 0x200d || (c >= 0xfe00 && c <= 0xfe0f)))
      continue;
    if (INVISIBLE.test(char) || c === 0x2800 || c === 0xfffc || c === 0xfffd) return true;
  }
  return false;
}
/** Digits with the separators people write phone numbers with. */
const PHONE_AS_TYPED = /^\+?[\d\s().-]+$/;

/** Unicode composed form, line breaks as \n, no outer spaces. */
function tidy(value: string, multiline: boolean): string {
  const composed = value.normalize("NFC");
  return (multiline ? composed.replace(/\r\n?/g, "\n") : composed).trim();
}

/**
 * The form fields with their messages in one language: `fieldsIn("es").phoneField` refuses a bad
 * number in Spanish. The labels passed in are the page's own words.
 */
export function fieldsIn(locale: Locale) {
  const m = validationWords[locale];

  function text(label: string, multiline: boolean) {
    return z
      .string({ error: m.required(label) })
      .transform((v) => tidy(v, multiline))
      .pipe(z.string().refine((v) => !hasJunk(v, multiline), m.characters(label)));
  }

  /** A required text field with the spec's messages for empty, too short and too long. */
  function requiredText(label: string, min = 1, max = 200, options: { multiline?: boolean } = {}) {
    return text(label, options.multiline ?? false).pipe(
      z.string().min(1, m.required(label)).min(min, m.min(label, min)).max(max, m.max(label, max)),
    );
  }

  /** An optional text field: empty is "". */
  function optionalText(label: string, max: number, options: { multiline?: boolean } = {}) {
    return z
      .string()
      .optional()
      .transform((v) => v ?? "")
      .pipe(text(label, options.multiline ?? false).pipe(z.string().max(max, m.max(label, max))));
  }

  /** An optional text field whose empty value is stored as null. */
  function optionalNullableText(label: string, max: number, options: { multiline?: boolean } = {}) {
    return optionalText(label, max, options).transform((v) => (v ? v : null));
  }

  /**
   * A US phone number as people write one: digits, with spaces, brackets, dots, hyphens and a
   * leading + between them (no letters); a leading +1 or 1 is the country code; then exactly ten
   * digits of a real number.
   */
  function phoneField(label: string) {
    return z
      .string({ error: m.required(label) })
      .trim()
      .pipe(
        z
          .string()
          .min(1, m.required(label))
          .regex(PHONE_AS_TYPED, m.phone)
          .transform(normalizePhone)
          .pipe(z.string().refine(isValidPhone, m.phone)),
      );
  }

  function emailField(label: string) {
    return z
      .string({ error: m.required(label) })
      .trim()
      .min(1, m.required(label))
      .max(254, m.max(label, 254))
      .refine(isDeliverableAddress, m.email);
  }

  /** Five digits and nothing else: `770011`, `x77001` and `77001abc` are not cut down to a ZIP. */
  function zipField(label: string) {
    return z
      .string({ error: m.required(label) })
      .trim()
      .min(1, m.required(label))
      .regex(/^\d{5}$/, m.zip);
  }

  /** What is wrong with a requested visit date, if anything. */
  function visitDateProblem(date: string, today: string, horizonDays: number): string | null {
    if (!isCalendarDate(date) || date < today) return m.futureDate;
    if (date > addDays(today, horizonDays)) return m.horizon(horizonDays);
    return null;
  }

  /** The day a customer asks for: a real calendar date, today or later, within the booking horizon. */
  function visitDateField(label: string, today: string, horizonDays: number) {
    return z
      .string({ error: m.required(label) })
      .trim()
      .pipe(
        z
          .string()
          .min(1, m.required(label))
          .superRefine((date, ctx) => {
            const problem = date ? visitDateProblem(date, today, horizonDays) : null;
            if (problem) ctx.addIssue({ code: "custom", message: problem });
          }),
      );
  }

  return {
    messages: m,
    requiredText,
    optionalText,
    optionalNullableText,
    phoneField,
    emailField,
    zipField,
    visitDateProblem,
    visitDateField,
  };
}

const englishFields = fieldsIn("en");
export const { requiredText, optionalText, optionalNullableText, visitDateProblem, visitDateField } = englishFields;
export const phoneField = englishFields.phoneField("Phone");
export const emailField = englishFields.emailField("Email");

/** How far back the office can date a visit it completes. */
export const SERVICE_DATE_PAST_DAYS = 365;
export const serviceDateMessage = "Service date must be a real date within the past 12 months, and not in the future";

/** The day a visit took place: a real calendar date, not in the future, within the past 12 months. */
export function serviceDateField(today: string) {
  return z
    .string({ error: serviceDateMessage })
    .trim()
    .refine((d) => isCalendarDate(d) && d <= today && d >= addDays(today, -SERVICE_DATE_PAST_DAYS), serviceDateMessage);
}

/** A field holding a whole number from `min` to `max` (digits only); anything else, empty included, gets `message`. */
export function wholeNumberField(message: string, min: number, max: number) {
  return z.string({ error: message }).transform((raw, ctx) => {
    const value = parseWholeNumber(raw, min, max);
    if (value === null) ctx.addIssue({ code: "custom", message });
    return value ?? z.NEVER;
  });
}

/** A field naming an auto-numbered row; text that cannot name one gets `message`. */
export function rowIdField(message: string) {
  return z.string({ error: message }).transform((raw, ctx) => {
    const id = parseRowId(raw);
    if (id === null) ctx.addIssue({ code: "custom", message });
    return id ?? z.NEVER;
  });
}

/** The first message per field, as the form shows them. */
export function firstErrors(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    if (!(key in result)) result[key] = issue.message;
  }
  return result;
}
