import { ContentError } from "../content-validation.ts";
import type { Locale } from "./locale.ts";
import { en } from "./ui/en.ts";
import type { UiWords } from "./ui/en.ts";

export const UI_WORD_FILES: Record<Locale, string> = { en: "app/domain/i18n/ui/en.ts", es: "app/domain/i18n/ui/es.ts" };

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

let spanish: UiWords | undefined;

/**
 * The shared words of each language. The Spanish ones are registered rather than imported here, so
 * that English pages do not carry them to the browser: the server registers them as it starts
 * (app/domain/i18n/spanish-words.ts, imported first by app/entry.server.tsx), the browser loads
 * them only on Spanish pages, before React starts (app/entry.client.tsx). Both languages are
 * checked when the server starts (app/server/content.server.ts).
 */
export const uiWords: Record<Locale, UiWords> = {
  en,
  get es(): UiWords {
    if (!spanish) throw new Error("The Spanish words were used before they were registered");
    return spanish;
  },
};

export function registerSpanishWords(words: UiWords): void {
  spanish = words;
}
