import { Languages } from "lucide-react";
import { LANGUAGE_TAG } from "#app/domain/i18n/locale.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import { useLocale, usePageLanguage } from "../i18n";

/**
 * "Español" on an English page, "English" on a Spanish one: the same page in the other language.
 * Shown only where that page exists. A plain link, so it works without JavaScript and from the keyboard.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const locale = useLocale();
  const pair = usePageLanguage()?.alternates;
  if (!pair) return null;
  const other = locale === "en" ? "es" : "en";
  const words = uiWords[other].language;
  return (
    <a
      href={pair[other]}
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
}
