import { company, telHref } from "#content/company.ts";
import { Static } from "#app/delivery/Static.tsx";
import { Mail, Package, Search, Truck } from "lucide-react";
import { useEffect, useState } from "react";
import { PageHero } from "#app/components/catalogue/PageHero.tsx";
import { SideBox } from "#app/components/SideBox.tsx";
import { SidebarLayout } from "#app/components/SidebarLayout.tsx";
import { BulletList, IconItem } from "#app/components/ui/Lists.tsx";
import { ButtonLink, buttonClass } from "#app/components/ui/Button.tsx";
import { inputClass } from "#app/components/ui/Field.tsx";
import { useHydrated } from "#app/components/useHydrated.ts";
import {
  addToHistory,
  PART_SEARCH_TYPES,
  type PartSearchType,
  partSearchType,
  partsSearchHref,
  parseHistory,
} from "#app/domain/tools/parts.ts";
import { pageHandle } from "#app/pages.ts";
import { topPageMeta } from "#app/seo.ts";
import { useWords } from "#app/components/i18n.ts";
import { localeOfRequest } from "#app/domain/i18n/locale.ts";
import { localePath } from "#app/domain/i18n/paths.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import type { Route } from "./+types/parts";

export const handle = pageHandle("parts");

export const HISTORY_KEY = "partsSearchHistory";

export function loader({ request, url }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    locale,
    path: localePath(locale, "/parts"),
    emptyError: url.searchParams.get("error") === "empty",
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const locale = loaderData?.locale ?? "en";
  return topPageMeta(matches, locale, uiWords[locale].partsPage, loaderData?.path ?? "/parts");
};

const POPULAR_PARTS = ["WPW10321304", "W10295370A", "DC97-16350C", "279838", "WR60X10185"];
const POPULAR_MODELS = ["WTW5000DW1", "WRF555SDFZ", "DV45H7000EW", "LFXS26973S", "GDF530PSM6SS"];
const BRANDS = [
  "Samsung",
  "LG",
  "Whirlpool",
  "GE",
  "Maytag",
  "Frigidaire",
  "KitchenAid",
  "Bosch",
  "Kenmore",
  "Electrolux",
  "Amana",
  "Hotpoint",
];

function readHistory(): string[] {
  try {
    return parseHistory(window.localStorage.getItem(HISTORY_KEY));
  } catch {
    return [];
  }
}

/** Each number searches the supplier in a new tab, with or without JavaScript; with it, the search is remembered. */
function PopularNumbers({
  numbers,
  type,
  onSearch,
}: {
  numbers: readonly string[];
  type: PartSearchType;
  onSearch: (query: string) => void;
}) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {numbers.map((n) => (
        <li key={n}>
          <a
            href={partsSearchHref(n, type)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onSearch(n)}
            className="inline-block rounded-lg border border-slate-300 px-2 py-1 font-mono text-sm text-brand-800 hover:bg-brand-50"
          >
            {n}
          </a>
        </li>
      ))}
    </ul>
  );
}

export default function Parts({ loaderData }: Route.ComponentProps) {
  const w = useWords().t.partsPage;
  const [type, setType] = useState<PartSearchType>("part");
  const [query, setQuery] = useState("");
  const [history, setHistory] = useState<string[]>([]);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState(loaderData.emptyError ? w.emptyQuery : "");
  // Without JavaScript the browser's own check refuses a blank query; with it, our message does.
  const hydrated = useHydrated();
  useEffect(() => setHistory(readHistory()), []);

  const remember = (q: string) => {
    const next = addToHistory(readHistory(), q);
    setHistory(next);
    try {
      window.localStorage.setItem(HISTORY_KEY, JSON.stringify(next));
    } catch {
      // Storage may be full or blocked; the search itself still works.
    }
  };

  return (
    <>
      <PageHero isStatic title={w.heading} intro={w.intro(company.partsSupplier.name)} />
      <SidebarLayout className="mx-auto max-w-7xl gap-10 px-4 py-10" aside={<PartsSidebar />} isStatic>
        <form
          action="/parts/search"
          method="get"
          target="_blank"
          noValidate={hydrated}
          className="rounded-xl border border-slate-200 p-6 shadow-sm"
          onSubmit={(event) => {
            // The form's own fields: a search pressed while React takes over uses what was typed and chosen.
            const fields = new FormData(event.currentTarget);
            const typed = String(fields.get("q") ?? "");
            setQuery(typed);
            setType(partSearchType(String(fields.get("type"))));
            if (!typed.trim()) {
              event.preventDefault();
              setError(w.emptyQuery);
              return;
            }
            setError("");
            remember(typed.trim());
            setSearching(true);
            setTimeout(() => setSearching(false), 1000);
          }}
        >
          {/* Where an empty search sends the visitor back to. */}
          <input type="hidden" name="from" value={loaderData.path} />
          <fieldset>
            <legend className="font-semibold">{w.searchBy}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {PART_SEARCH_TYPES.map(({ value }) => (
                <label key={value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="type"
                    value={value}
                    checked={type === value}
                    onChange={() => setType(value)}
                    className="h-4 w-4"
                  />
                  {w.types[value]}
                </label>
              ))}
            </div>
          </fieldset>
          <label htmlFor="parts-query" className="mt-4 block font-semibold">
            {w.types[type]}
          </label>
          <div className="mt-1 flex flex-col gap-3 sm:flex-row">
            <input
              id="parts-query"
              name="q"
              type="search"
              required
              pattern=".*\S.*"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setError("");
              }}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? "parts-error" : undefined}
              placeholder={w.placeholder}
              className={`${inputClass} flex-1`}
            />
            <button type="submit" disabled={searching} className={buttonClass("primary", "md")}>
              <Search aria-hidden="true" className="h-4 w-4" />
              {searching ? w.searching : w.search}
            </button>
          </div>
          {error ? (
            <p id="parts-error" role="alert" className="mt-2 font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <p className="mt-2 text-sm text-slate-600">{w.opensIn(company.partsSupplier.name)}</p>
        </form>

        {history.length ? (
          <section className="mt-6">
            <h2 className="font-bold">{w.recent}</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {history.map((h) => (
                <li key={h}>
                  <button
                    type="button"
                    onClick={() => setQuery(h)}
                    className="rounded-full bg-slate-100 px-3 py-1 text-sm hover:bg-brand-50"
                  >
                    {h}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <SideBox title={w.popularParts} compact>
            <PopularNumbers numbers={POPULAR_PARTS} type="part" onSearch={remember} />
          </SideBox>
          <SideBox title={w.popularModels} compact>
            <PopularNumbers numbers={POPULAR_MODELS} type="model" onSearch={remember} />
          </SideBox>
        </div>
        <Static as="section" className="mt-8 rounded-xl bg-slate-50 p-6">
          <h2 className="font-bold">{w.tipsTitle}</h2>
          <BulletList items={w.tips} className="mt-2 pl-5 text-slate-700" />
        </Static>
      </SidebarLayout>
    </>
  );
}

function PartsSidebar() {
  const { t, href } = useWords();
  const w = t.partsPage;
  return (
    <>
      <SideBox title={w.why(company.partsSupplier.name)} compact>
        <ul className="mt-3 space-y-2 text-slate-700">
          <IconItem icon={Package}>{w.partsCount}</IconItem>
          <IconItem icon={Truck}>{w.shipping}</IconItem>
        </ul>
      </SideBox>
      <SideBox title={w.brands} compact>
        <ul className="mt-3 grid grid-cols-2 gap-1 text-slate-700">
          {BRANDS.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </SideBox>
      <section className="rounded-xl bg-brand-800 p-6 text-white">
        <h2 className="font-bold">{w.fixTitle}</h2>
        <p className="mt-1 text-blue-100">{w.fixText(company.warranty.days)}</p>
        <a href={telHref} className={buttonClass("accent", "md", "mt-4 w-full")}>
          {t.actions.callNumber(company.phone)}
        </a>
        <a
          href={`mailto:${company.email}`}
          className="mt-2 flex items-center justify-center gap-2 rounded-lg border-2 border-white px-4 py-2 font-semibold"
        >
          <Mail aria-hidden="true" className="h-4 w-4" />
          {w.email}
        </a>
        <ButtonLink to={href("/book-online")} variant="outline" className="mt-2 w-full">
          {w.book}
        </ButtonLink>
      </section>
    </>
  );
}
