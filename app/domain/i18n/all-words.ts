// Registers every language's shared words for the server and the tests (see uiWords in words.ts):
// each app/domain/i18n/ui/<locale>.ts exports its words under the locale's name.
import { LOCALES } from "./locale.ts";
import type { UiWords } from "./ui/en.ts";
import { registerWords, uiWordFile } from "./words.ts";

const files = import.meta.glob<Record<string, UiWords>>("./ui/*.ts", { eager: true });

for (const locale of LOCALES) {
  const words = files[`./ui/${locale}.ts`]?.[locale];
  if (!words) throw new Error(`${uiWordFile(locale)}: no words exported as "${locale}"`);
  registerWords(locale, words);
}
