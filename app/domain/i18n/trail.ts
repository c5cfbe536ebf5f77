import type { Breadcrumb } from "../seo/meta.ts";
import type { Locale } from "./locale.ts";
import { localePath } from "./paths.ts";
import type { UiWords } from "./ui/en.ts";
import { uiWords } from "./words.ts";

/**
 * A page's breadcrumb trail in its language: Home, then each step as `[name, path]`. A step's path
 * may be the English one (it is led to the page language's address) or already the page's own.
 */
export function localTrail(locale: Locale, ...steps: [name: string, path: string][]): Breadcrumb[] {
  return [
    { name: uiWords[locale].breadcrumbs.home, url: localePath(locale, "/") },
    ...steps.map(([name, path]) => ({ name, url: localePath(locale, path) })),
  ];
}

/** Where a top-level page stands in a language: the language, the page's address in it and its Home › page trail. */
export function sectionPlace(locale: Locale, englishPath: string, crumb: (words: UiWords) => string) {
  const path = localePath(locale, englishPath);
  return { locale, path, breadcrumbs: localTrail(locale, [crumb(uiWords[locale]), path]) };
}
