import { Static } from "#app/delivery/Static.tsx";
import { sectionPlace } from "#app/domain/i18n/trail.ts";
import { EmptyState } from "#app/components/ui/EmptyState.tsx";
import { MapPin } from "lucide-react";
import { CallAndBook } from "#app/components/CallAndBook.tsx";
import { PageHero } from "#app/components/catalogue/PageHero.tsx";
import { FilterForm } from "#app/components/FilterForm.tsx";
import { SharedIcon, SharedIconDefinitions } from "#app/components/ui/SharedIcon.tsx";
import { filtersOnlyShouldRevalidate, useLiveFilters } from "#app/components/useLiveFilters.ts";
import { coveredZips } from "#app/domain/areas/coverage.ts";
import { matchesDirectory, parseDirectoryFilter, summarizeRegions } from "#app/domain/areas/directory.ts";
import { REGIONS } from "#app/domain/areas/regions.ts";
import { zipArea } from "#app/domain/areas/statistics.ts";
import { pageHandle } from "#app/pages.ts";
import { useWords } from "#app/components/i18n.ts";
import { type Locale, localeOfRequest } from "#app/domain/i18n/locale.ts";
import { localePath } from "#app/domain/i18n/paths.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import { pageMeta } from "#app/seo.ts";
import type { Route } from "./+types/service-areas";

/**
 * A card's content height until it is first drawn: most cards at most widths, in each language (the
 * two languages' cards take the same lines today). Padding and border bring it to the card's whole height.
 */
const HELD_CARD_HEIGHT: Record<Locale, string> = {
  en: "[contain-intrinsic-size:auto_7.5rem]",
  es: "[contain-intrinsic-size:auto_7.5rem]",
};

export const handle = pageHandle("service-areas");
export const shouldRevalidate = filtersOnlyShouldRevalidate;

export function loader({ request, url }: Route.LoaderArgs) {
  const areas = coveredZips.map(zipArea);
  const locale = localeOfRequest(request);
  return {
    ...sectionPlace(locale, "/service-areas", (t) => t.areas.crumb),
    filter: parseDirectoryFilter(url.searchParams),
    summaries: summarizeRegions(areas),
    cards: areas.map((a) => ({
      zipCode: a.zipCode,
      href: localePath(locale, `/service-area/${a.zipCode}`),
      city: a.city,
      neighborhood: a.neighborhood,
      region: a.region,
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const t = uiWords[data?.locale ?? "en"].areas;
  return pageMeta(matches, {
    title: t.title,
    description: t.description(data?.cards.length ?? 100),
    path: data?.path ?? "/service-areas",
    keywords: t.keywords,
    breadcrumbs: data?.breadcrumbs,
  });
};

export default function ServiceAreas({ loaderData }: Route.ComponentProps) {
  const { summaries, cards } = loaderData;
  const { t, locale } = useWords();
  const w = t.areas;
  const { values, apply } = useLiveFilters({ q: loaderData.filter.q, region: loaderData.filter.region as string });
  const filter = parseDirectoryFilter(new URLSearchParams(values));
  const shown = cards.filter((c) => matchesDirectory(c, filter));
  return (
    <>
      <PageHero isStatic title={w.heading} intro={w.intro(cards.length)}>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {summaries.map((s) => (
            <li key={s.region} className="rounded-xl bg-white/10 p-4">
              <h2 className="font-semibold">{s.region}</h2>
              <p className="mt-1 text-2xl font-bold">{w.zipCount(s.zipCount)}</p>
            </li>
          ))}
        </ul>
      </PageHero>

      <section className="mx-auto max-w-7xl px-4 py-10">
        <SharedIconDefinitions icons={{ "map-pin": { icon: MapPin } }} />
        <FilterForm
          id="area"
          values={values}
          onChange={apply}
          search={{ name: "q", label: w.search, placeholder: w.searchPlaceholder }}
          selects={[
            {
              name: "region",
              label: w.region,
              allLabel: w.allRegions,
              options: REGIONS.map((r) => ({ value: r, label: r })),
            },
          ]}
          submitLabel={w.search}
        />
        <p className="mt-4 text-sm text-slate-700" aria-live="polite">
          {w.shownOf(shown.length, cards.length)}
        </p>
        {shown.length === 0 ? (
          <EmptyState title={w.noneTitle} text={w.noneText} />
        ) : (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((c) => (
              <Static as="li" key={c.zipCode}>
                {/* A plain link: the ZIP page has no React and loads as a page of its own, and a hundred plain links cost React nothing to take over.
                    Each run of text is one string, one text node for React to take over rather than one per part. */}
                {/* The browser lays out and paints only the cards near the screen; one not drawn yet holds a card's usual height, so the page barely moves as it scrolls.
                    On the link rather than the item, whose painting would then cut off the link's shadow. */}
                <a
                  href={c.href}
                  className={`block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm [content-visibility:auto] hover:border-brand-600 hover:shadow-md ${HELD_CARD_HEIGHT[locale]}`}
                >
                  <h2 className="text-lg font-bold">
                    {`${c.city} `}
                    <span className="text-slate-600">{c.zipCode}</span>
                  </h2>
                  <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
                    <SharedIcon id="map-pin" className="h-4 w-4" />
                    {`${c.neighborhood} · ${c.region}`}
                  </p>
                  <p className="mt-3 text-sm text-slate-700">{`${w.response} ${t.zipPage.response}`}</p>
                  <span className="mt-3 inline-block font-semibold text-brand-700">{w.viewServices}</span>
                </a>
              </Static>
            ))}
          </ul>
        )}
      </section>

      <Static as="section" className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 md:grid-cols-3">
          {w.reasons.map(([title, text]) => (
            <div key={title} className="rounded-xl bg-white p-6 shadow-sm">
              <h2 className="text-lg font-bold">{title}</h2>
              <p className="mt-2 text-slate-700">{text}</p>
            </div>
          ))}
        </div>
      </Static>

      <Static as="section" className="bg-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 text-center">
          <h2 className="text-3xl font-bold">{w.servingTitle(cards.length)}</h2>
          <p className="mt-2 text-blue-100">{w.servingText}</p>
          <CallAndBook bookLabel={w.scheduleOnline} centered className="mt-6" />
        </div>
      </Static>
    </>
  );
}
