import { ContentError } from "../content-validation.ts";
import { LOCALES, type Locale } from "./locale.ts";
import { en, type UiWords } from "./ui/en.ts";

function kind(value: unknown): string {
  if (Array.isArray(value)) return "list";
  if (value === null) return "null";
  return typeof value;
}

/**
 * Checks a language's words against the English ones, key by key: every key present, of the same
 * kind (text, phrase function, list, group), no text empty and no list shorter. The error names
 * the file and the field, e.g. `app/domain/i18n/ui/es.ts: field "chat.quickMessages.2.text" is missing`.
 */
export function checkWords(reference: unknown, words: unknown, file: string, path: string[] = []): void {
  const field = path.join(".");
  const expected = kind(reference);
  const actual = kind(words);
  if (actual === "undefined") throw new ContentError(`${file}: field "${field}" is missing`);
  if (actual !== expected)
    throw new ContentError(`${file}: field "${field}" is a ${actual} where the English words have a ${expected}`);
  if (typeof words === "string" && words.trim() === "") throw new ContentError(`${file}: field "${field}" is empty`);
  if (Array.isArray(reference) && Array.isArray(words)) {
    if (words.length !== reference.length)
      throw new ContentError(
        `${file}: field "${field}" has ${words.length} items where the English words have ${reference.length}`,
      );
    reference.forEach((item, i) => checkWords(item, words[i], file, [...path, String(i)]));
  } else if (expected === "object") {
    const ref = reference as Record<string, unknown>;
    const own = words as Record<string, unknown>;
    for (const key of Object.keys(ref)) checkWords(ref[key], own[key], file, [...path, key]);
  }
}

const registered = new Map<Locale, UiWords>([["en", en]]);

/**
 * The shared words of each language. Only the English ones are imported here; the others are
 * registered, so that a page in one language does not carry another's words to the browser: the
 * server registers them all as it starts (app/domain/i18n/all-words.ts, imported first by
 * app/entry.server.tsx), the browser loads only its page's language, before React starts
 * (app/entry.client.tsx). Every language is checked when the server starts (app/server/content.server.ts).
 */
export const uiWords = Object.defineProperties(
  {},
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      {
        enumerable: true,
        get(): UiWords {
          const words = registered.get(locale);
          if (!words) throw new Error(`The words of "${locale}" were used before they were registered`);
          return words;
        },
      },
    ]),
  ),
) as Record<Locale, UiWords>;

/** Makes a language's shared words available to `uiWords`. */
export function registerWords(locale: Locale, words: UiWords): void {
  registered.set(locale, words);
}

/** The file of a language's shared words. */
export function uiWordFile(locale: Locale): string {
  return `app/domain/i18n/ui/${locale}.ts`;
}
