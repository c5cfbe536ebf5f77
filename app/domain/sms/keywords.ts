import type { Locale } from "../i18n/locale.ts";

/**
 * Replies that end all texts to the number, and those that start them again, in each language: the
 * carriers' standard English words and their Spanish counterparts.
 */
export const STOP_KEYWORDS = {
  en: ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"],
  es: ["ALTO", "PARAR", "BAJA", "CANCELAR"],
} as const satisfies Record<Locale, readonly string[]>;
export const START_KEYWORDS = {
  en: ["START", "UNSTOP"],
  es: ["ALTA", "COMENZAR"],
} as const satisfies Record<Locale, readonly string[]>;

/** Stop words a customer may send meaning the visit rather than the texts: the answer says the visit still stands. */
const VISIT_WORDS: ReadonlySet<string> = new Set(["CANCEL", "CANCELAR"]);

export type InboundIntent = {
  action: "stop" | "start";
  /** The word as the provider sees it: upper case, without the punctuation around it. */
  keyword: string;
  /** The language the word belongs to. */
  language: Locale;
  /** The word reads as cancelling the visit (CANCEL), which a stop word never does. */
  aboutVisit: boolean;
} | null;

/** What the office sees an inbound text as: a stop or start word, or a reply of the customer's own. */
export type InboundKind = "stop" | "start" | "reply";

function find(lists: Record<Locale, readonly string[]>, word: string): Locale | null {
  return (Object.keys(lists) as Locale[]).find((locale) => lists[locale].includes(word)) ?? null;
}

/**
 * What an inbound text asks for. Only a reply that is the keyword itself counts (any case, outer
 * spaces, a trailing full stop or exclamation mark and an opening ¡ ignored): "Please don't cancel
 * my visit" is not an opt-out.
 */
export function inboundIntent(body: string): InboundIntent {
  const word = body
    .trim()
    .replace(/^¡+/, "")
    .replace(/[.!]+$/, "")
    .toUpperCase();
  const stop = find(STOP_KEYWORDS, word);
  if (stop) return { action: "stop", keyword: word, language: stop, aboutVisit: VISIT_WORDS.has(word) };
  const start = find(START_KEYWORDS, word);
  if (start) return { action: "start", keyword: word, language: start, aboutVisit: false };
  return null;
}

/**
 * The language to answer a keyword in: a Spanish word is answered in Spanish; an English one, which
 * the Spanish texts also ask for (STOP), in the language of the customer's visit, else English.
 */
export function replyLanguage(intent: NonNullable<InboundIntent>, visitLanguage: Locale | null): Locale {
  return intent.language === "en" ? (visitLanguage ?? "en") : intent.language;
}
