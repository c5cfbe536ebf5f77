import { Languages } from "lucide-react";
import { LANGUAGE_TAG, LOCALES } from "#app/domain/i18n/locale.ts";
import { languageWords } from "#app/domain/i18n/ui/language.ts";
import { useLocale, usePageLanguage } from "../i18n.ts";

/**
 * "Español" on an English page, "English" on a Spanish one: the same page in each other language.
 * Shown only where that page exists. A plain link, so it works without JavaScript and from the keyboard.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const locale = useLocale();
  const paths = usePageLanguage()?.alternates;
  if (!paths) return null;
  return LOCALES.filter((other) => other !== locale).map((other) => {
    const words = languageWords[other];
    return (
      <a
        key={other}
        href={paths[other]}
        hrefLang={LANGUAGE_TAG[other]}
        lang={LANGUAGE_TAG[other]}
        title={words.viewThisPage}
        data-language-switch
        className={`inline-flex items-center gap-1 rounded-lg border border-slate-300 px-2.5 py-2 text-sm font-semibold text-brand-800 hover:border-brand-600 hover:bg-brand-50 ${className}`}
      >
        <Languages aria-hidden="true" className="h-4 w-4" />
        {words.name}
      </a>
    );
  });
}

/**
 * On an English page that has a Spanish version, a browser whose first language is Spanish is
 * offered that version: the site script opens this popover (app/delivery/site.js). It never
 * redirects, the address alone decides the page's language, and "No, gracias" keeps it closed on
 * the pages that follow.
 */
export function LanguageSuggestion() {
  const locale = useLocale();
  const pair = usePageLanguage()?.alternates;
  if (locale !== "en" || !pair) return null;
  const words = languageWords.es;
  return (
    <div
      id="language-suggestion"
      popover="manual"
      role="dialog"
      lang={LANGUAGE_TAG.es}
      aria-label={words.suggestion}
      className="fixed inset-auto bottom-4 left-4 m-0 max-w-xs rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-lg"
    >
      <p className="font-semibold">{words.suggestion}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <a
          href={pair.es}
          hrefLang={LANGUAGE_TAG.es}
          className="rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {words.viewThisPage}
        </a>
        <button
          type="button"
          popoverTarget="language-suggestion"
          popoverTargetAction="hide"
          data-language-dismiss
          className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 underline"
        >
          {words.dismiss}
        </button>
      </div>
    </div>
  );
}
