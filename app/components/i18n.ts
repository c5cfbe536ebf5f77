import { useLocation } from "react-router";
import { type Locale, localeOfPath } from "~/domain/i18n/locale";
import { localePath } from "~/domain/i18n/paths";
import type { UiWords } from "~/domain/i18n/ui/types";
import { uiWords } from "~/domain/i18n/words";

/** The language of the page being shown, from its address. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** The page language's shared words and its link helper: `const { t, href } = useWords()`. */
export function useWords(): { locale: Locale; t: UiWords; href: (englishHref: string) => string } {
  const locale = useLocale();
  return { locale, t: uiWords[locale], href: (englishHref) => localePath(locale, englishHref) };
}
