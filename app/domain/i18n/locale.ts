/** The languages the site is written in. English is the default and lives at the root; Spanish under /es. */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

/** The languages whose words and content are translated from English's. */
export type TranslatedLocale = Exclude<Locale, "en">;
export const TRANSLATED_LOCALES = LOCALES.filter((locale): locale is TranslatedLocale => locale !== "en");

/** The `lang` of a page's <html> and the hreflang of its alternate link. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: "en-US", es: "es-US" };

/** Open Graph's spelling of the same. */
export const OG_LOCALE: Record<Locale, string> = { en: "en_US", es: "es_US" };

/** The path prefix of each language's pages: English lives at the root. */
export const PATH_PREFIX: Record<Locale, string> = { en: "", es: "/es" };

/** A stored or posted language tag as one of ours; anything else is English. */
export function localeOf(tag: string | null | undefined): Locale {
  return LOCALES.find((locale) => locale === tag) ?? "en";
}

/** A page's language, read from its path alone: never guessed from the visitor's address or headers. */
export function localeOfPath(pathname: string): Locale {
  const prefixed = (locale: Locale) => {
    const prefix = PATH_PREFIX[locale];
    return prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`));
  };
  return LOCALES.find(prefixed) ?? "en";
}

/** The language of a request's page. */
export function localeOfRequest(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}
