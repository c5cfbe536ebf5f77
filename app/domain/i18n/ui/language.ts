import type { Locale } from "../locale.ts";
import type { WordsOf } from "../words-of.ts";

const en = {
  name: "English",
  viewThisPage: "View this page in English",
  suggestion: "Prefer English?",
  dismiss: "No thanks",
};

/**
 * Each language's name and its offer of the page in that language. English pages show the Spanish
 * ones (the switch, the offer to a Spanish-speaking browser) without loading the other Spanish words.
 */
export const languageWords: Record<Locale, WordsOf<typeof en>> = {
  en,
  es: {
    name: "Español",
    viewThisPage: "Ver esta página en español",
    suggestion: "¿Prefiere español?",
    dismiss: "No, gracias",
  },
};
