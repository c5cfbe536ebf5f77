import { useLocation, useRouteLoaderData } from "react-router";
import { translateHref } from "#app/domain/i18n/href.ts";
import { type Locale, localeOfPath } from "#app/domain/i18n/locale.ts";
import type { UiWords } from "#app/domain/i18n/ui/en.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import type { loader as rootLoader } from "#app/root.tsx";

/** The language of the page being shown, from its address. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** The page's language data from the root loader: its address in each language and the chrome's link targets. */
export function usePageLanguage() {
  return useRouteLoaderData<typeof rootLoader>("root")?.language;
}

/**
 * The page language's shared words, and `href`, which turns an English link of the shared chrome
 * into the page language's: `const { t, href } = useWords()`.
 */
export function useWords(): { locale: Locale; t: UiWords; href: (englishHref: string) => string } {
  const locale = useLocale();
  const links = usePageLanguage()?.links;
  return { locale, t: uiWords[locale], href: (englishHref) => translateHref(englishHref, (path) => links?.[path]) };
}
