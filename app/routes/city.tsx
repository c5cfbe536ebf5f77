import { localApplianceCard } from "#app/domain/i18n/appliance-card.ts";
import { PageSection } from "#app/components/PageSection.tsx";
import { localTrail } from "#app/domain/i18n/trail.ts";
import { claimText } from "#content/claims.ts";
import { MapPin } from "lucide-react";
import { data } from "react-router";
import { CallAndBook } from "#app/components/CallAndBook.tsx";
import { CallToAction } from "#app/components/CallToAction.tsx";
import { LocalApplianceCard } from "#app/components/catalogue/LocalApplianceCard.tsx";
import { PageHero } from "#app/components/catalogue/PageHero.tsx";
import { pageNotFoundBoundary } from "#app/components/NotFound.tsx";
import { ReasonsToChoose } from "#app/components/ReasonsToChoose.tsx";
import { RelatedSearches } from "#app/components/RelatedSearches.tsx";
import { StatTiles } from "#app/components/StatTiles.tsx";
import { getBuiltInCity } from "#app/domain/areas/cities.ts";
import { cityKeywords, neighborhoodKeywords, relatedSearches } from "#app/domain/areas/keywords.ts";
import { appliances, getIssueByKey } from "#app/domain/catalogue/catalogue.ts";
import { localCity, localIssue } from "#app/domain/i18n/catalogue.ts";
import { localeOfPath, localeOfRequest } from "#app/domain/i18n/locale.ts";
import { localePath } from "#app/domain/i18n/paths.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import { notFoundMeta, pageMeta } from "#app/seo.ts";
import { cityBySlug, keywordCombinations, keywordsForCity } from "#app/server/keywords.server.ts";
import { TextLinkList } from "#app/components/ui/TextLink.tsx";
import { useWords } from "#app/components/i18n.ts";
import type { Route } from "./+types/city";
import { pageHandle } from "#app/pages.ts";

export const handle = pageHandle("city");

export const CITY_LIMITS = { neighborhoodsInText: 3, neighborhoodChips: 8, appliances: 6, popularRepairs: 6 } as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const t = uiWords[locale];
  // Built-in cities first; other slugs are looked up in cities_data (English only). A database
  // failure is logged there and answers null, which shows the not-found view.
  const builtIn = getBuiltInCity(params.citySlug);
  const english = builtIn ?? (locale === "en" ? await cityBySlug(context.db, params.citySlug, context.logger) : null);
  if (!english || english.zipCodes.length === 0) throw data({ slug: params.citySlug }, { status: 404 });
  const city = localCity(english, locale);
  const path = localePath(locale, `/city/${params.citySlug}`);
  const [keywords, combinations] = await Promise.all([
    keywordsForCity(context.db, city.name, context.logger),
    keywordCombinations(context.db, { city: city.name }, context.logger),
  ]);
  // The most searched repairs in this city that have an issue page.
  const popularRepairs = combinations
    .flatMap((c) => {
      const issue = getIssueByKey(c.appliance, c.issue);
      return issue ? [{ to: localePath(locale, `/issues/${issue.slug}`), label: localIssue(issue, locale).name }] : [];
    })
    .slice(0, CITY_LIMITS.popularRepairs);
  return {
    locale,
    popularRepairs,
    // The searched phrases are English; a Spanish page lists the city's Spanish search terms.
    relatedSearches: relatedSearches(locale === "en" ? keywords.map((k) => k.keyword) : city.primaryKeywords),
    city,
    zipLinks: city.zipCodes.map((zip) => ({ to: localePath(locale, `/service-area/${zip}`), label: zip })),
    path,
    breadcrumbs: localTrail(locale, [t.cityPage.crumb, "/service-areas"], [city.name, path]),
    appliances: appliances.slice(0, CITY_LIMITS.appliances).map((entry) => localApplianceCard(entry, locale)),
  };
}

export const meta: Route.MetaFunction = ({ matches, data: d, location }) => {
  const words = uiWords[localeOfPath(location.pathname)].cityPage;
  if (!d) return notFoundMeta(words.notFoundTitle);
  const { city, path, breadcrumbs } = d;
  return pageMeta(matches, {
    title: words.title(city.name),
    description: city.metaDescription,
    path,
    keywords:
      d.locale === "en"
        ? [
            ...city.primaryKeywords,
            ...cityKeywords(city.name),
            ...neighborhoodKeywords(city.neighborhoods.slice(0, 3), city.name),
          ]
        : city.primaryKeywords,
    keywordContext: { city: city.name.toLowerCase() },
    breadcrumbs,
  });
};

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { city, appliances: list } = loaderData;
  const { t } = useWords();
  const words = t.cityPage;
  const [from, to] = city.landmarks;
  return (
    <>
      <PageHero title={words.heading(city.name)} breadcrumbs={loaderData.breadcrumbs}>
        <StatTiles
          tone="dark"
          className="mt-8"
          stats={[
            { value: words.responseValue, label: words.response },
            { value: `${claimText.rating}★`, label: words.rating },
            { value: words.sameDay, label: words.service },
            {
              value: loaderData.locale === "en" ? claimText.warrantyDaysTitle : t.warranty.period,
              label: words.warranty,
            },
          ]}
        />
        <CallAndBook bookLabel={t.zipPage.schedule} />
      </PageHero>
      <section className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <h2 className="text-2xl font-bold">{words.trusted(city.name)}</h2>
          <p className="mt-3 text-slate-700">
            {words.text(city.name, city.county, city.neighborhoods.slice(0, CITY_LIMITS.neighborhoodsInText))}
          </p>
          {from ? <p className="mt-3 text-slate-700">{words.landmarks(from, to)}</p> : null}
        </div>
        <aside className="rounded-xl border border-slate-200 p-6">
          <h2 className="text-lg font-bold">{words.details(city.name)}</h2>
          <dl className="mt-3 grid grid-cols-2 gap-y-2 text-sm">
            <dt className="font-semibold">{words.cityLabel}</dt>
            <dd>
              {city.name}, {city.state}
            </dd>
            <dt className="font-semibold">{words.county}</dt>
            <dd>{words.countyName(city.county)}</dd>
            <dt className="font-semibold">{words.region}</dt>
            <dd>{city.region}</dd>
            <dt className="font-semibold">{words.zipCodes}</dt>
            <dd>{city.zipCodes.length}+</dd>
          </dl>
          <h3 className="mt-4 font-semibold">{words.neighborhoods}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {city.neighborhoods.slice(0, CITY_LIMITS.neighborhoodChips).map((n) => (
              <li key={n} className="flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                <MapPin aria-hidden="true" className="h-3 w-3" />
                {n}
              </li>
            ))}
          </ul>
          <h3 className="mt-4 font-semibold">{words.zipsWeServe}</h3>
          <TextLinkList className="mt-2 flex flex-wrap gap-2 text-sm" links={loaderData.zipLinks} />
        </aside>
      </section>
      <PageSection title={words.appliancesHeading(city.name)} className="pb-12">
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((a) => (
            <LocalApplianceCard key={a.slug} appliance={a}>
              <p className="mt-2 text-sm text-slate-700">{a.description}</p>
            </LocalApplianceCard>
          ))}
        </ul>
      </PageSection>
      {loaderData.popularRepairs.length || loaderData.relatedSearches.length ? (
        <section className="mx-auto grid max-w-7xl gap-8 px-4 pb-12 lg:grid-cols-2">
          {loaderData.popularRepairs.length ? (
            <div>
              <h2 className="text-xl font-bold">{words.popularRepairs(city.name)}</h2>
              <TextLinkList className="mt-3 space-y-2" links={loaderData.popularRepairs} />
            </div>
          ) : null}
          <RelatedSearches keywords={loaderData.relatedSearches} />
        </section>
      ) : null}
      <ReasonsToChoose heading={words.whyChoose(city.name)} />
      <CallToAction title={words.ctaTitle(city.name)} text={t.closingText} />
    </>
  );
}

export const ErrorBoundary = pageNotFoundBoundary((t) => ({ page: t.cityPage, back: t.zipPage.back }), "/");
