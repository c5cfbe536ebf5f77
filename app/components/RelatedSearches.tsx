import { useWords } from "./i18n.ts";

/** What people near this page also search for, from the keyword tables. Nothing when there are none. */
export function RelatedSearches({ keywords, className = "" }: { keywords: readonly string[]; className?: string }) {
  const { t } = useWords();
  if (keywords.length === 0) return null;
  return (
    <section aria-labelledby="related-searches" className={className}>
      <h2 id="related-searches" className="text-xl font-bold">
        {t.relatedSearches}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {keywords.map((k) => (
          <li key={k} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
            {k}
          </li>
        ))}
      </ul>
    </section>
  );
}
