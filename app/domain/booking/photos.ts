import type { Locale } from "#app/domain/i18n/locale.ts";
import { bookingWords } from "#app/words/booking.ts";

/** The photos a customer may send with a booking, and what the server makes of each. */
export const PHOTO_RULES = {
  /** Photos per booking. */
  maxCount: 3,
  /** Bytes per photo as sent. */
  maxBytes: 10 * 1024 * 1024,
  /** The stored photo's longer side, in pixels, at most. */
  longSide: 1600,
  /** Pixels a sent photo may have (a 64-megapixel camera); more is refused unread, as a decompression bomb is. */
  maxInputPixels: 64_000_000,
} as const;

/** The form field the photos are sent in. */
export const PHOTO_FIELD = "photos";

/**
 * The largest booking body read: every photo at its largest and a megabyte for the typed fields.
 * A single photo over its own limit (up to the whole allowance) still arrives whole, so its refusal
 * can name it and keep what was typed.
 */
export const PHOTO_FORM_BODY_LIMIT = PHOTO_RULES.maxCount * PHOTO_RULES.maxBytes + 1024 * 1024;

const MEGABYTES = PHOTO_RULES.maxBytes / (1024 * 1024);

/** A photo problem as the customer reads it. */
export function photoProblemMessage(problem: PhotoProblem, locale: Locale): string {
  const w = bookingWords[locale].photos;
  switch (problem.kind) {
    case "tooMany":
      return w.tooMany(PHOTO_RULES.maxCount);
    case "tooLarge":
      return w.tooLarge(problem.name, MEGABYTES);
    case "notImage":
      return w.notImage(problem.name);
    case "tooManyPixels":
      return w.tooManyPixels(problem.name);
  }
}

/** The photo field's hint, with the rules' numbers. */
export function photoHint(locale: Locale): string {
  return bookingWords[locale].photos.hint(PHOTO_RULES.maxCount, MEGABYTES);
}

/** The refusal of a booking body larger than PHOTO_FORM_BODY_LIMIT. */
export function photoBodyTooLarge(locale: Locale, phone: string): string {
  return bookingWords[locale].photos.bodyTooLarge(PHOTO_RULES.maxCount, MEGABYTES, phone);
}

export type PhotoProblem =
  | { kind: "tooMany" }
  | { kind: "tooLarge"; name: string }
  | { kind: "notImage"; name: string }
  | { kind: "tooManyPixels"; name: string };

/** What can be told of sent photos before reading them: too many, or one too large. Null when neither. */
export function photoFilesProblem(files: readonly { name: string; size: number }[]): PhotoProblem | null {
  if (files.length > PHOTO_RULES.maxCount) return { kind: "tooMany" };
  const large = files.find((file) => file.size > PHOTO_RULES.maxBytes);
  return large ? { kind: "tooLarge", name: large.name } : null;
}
