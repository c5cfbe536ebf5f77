import type { Locale } from "#app/domain/i18n/locale.ts";
import type { WordsOf } from "#app/domain/i18n/words-of.ts";

/** The server's short answers to requests it refuses before any page is made, in the language of the address. */
const en = {
  methodNotAllowed: (method: string) => `This address does not take ${method} requests.`,
  nulByte: "This address is not valid: it holds a NUL byte.",
  badEncoding: "This address is not valid: a percent sign in it is not followed by a character's code.",
};
export type RequestWords = WordsOf<typeof en>;

export const requestWords: Record<Locale, RequestWords> = {
  en,
  es: {
    methodNotAllowed: (method) => `Esta dirección no acepta solicitudes ${method}.`,
    nulByte: "Esta dirección no es válida: contiene un byte NUL.",
    badEncoding: "Esta dirección no es válida: un signo de porcentaje en ella no va seguido del código de un carácter.",
  },
};
