import { claimText } from "#content/claims.ts";
import { company } from "#content/company.ts";
import { MapPin } from "lucide-react";
import { data } from "react-router";
import { CallAndBook } from "#app/components/CallAndBook.tsx";
import { CallToAction } from "#app/components/CallToAction.tsx";
import { LocalApplianceCard } from "#app/components/catalogue/LocalApplianceCard.tsx";
import { PageHero } from "#app/components/catalogue/PageHero.tsx";
import { notFoundBoundary } from "#app/components/NotFound.tsx";
import { ReasonsToChoose } from "#app/components/ReasonsToChoose.tsx";
import { RelatedSearches } from "#app/components/RelatedSearches.tsx";
import { StatTiles } from "#app/components/StatTiles.tsx";
import { getBuiltInCity } from "#app/domain/areas/cities.ts";
import { cityKeywords, neighborhoodKeywords, relatedSearches } from "#app/domain/areas/keywords.ts";
import { appliances, getIssueByKey } from "#app/domain/catalogue/catalogue.ts";
import { trail } from "#app/domain/seo/meta.ts";
import { notFoundMeta, pageMeta } from "#app/seo.ts";
import { cityBySlug, keywordCombinations, keywordsForCity } from "#app/server/keywords.server.ts";
import { issueLinks, TextLinkItems, zipLinks } from "#app/components/ui/TextLink.tsx";
import type { Route } from "./+types/city";
import type { RouteHandle } from "#app/root.tsx";

export const handle: RouteHandle = { cache: "path" };

export const CITY_LIMITS = { neighborhoodsInText: 3, neighborhoodChips: 8, appliances: 6, popularRepairs: 6 } as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  // Built-in cities first; other slugs are looked up in cities_data. A database failure is logged
  // there and answers null, which shows the not-found view.
  const city = getBuiltInCity(params.citySlug) ?? (await cityBySlug(context.db, params.citySlug, context.logger));
  if (!city || city.zipCodes.length === 0) throw data({ slug: params.citySlug }, { status: 404 });
  const path = `/city/${params.citySlug}`;
  const [keywords, combinations] = await Promise.all([
    keywordsForCity(context.db, city.name, context.logger),
    keywordCombinations(context.db, { city: city.name }, context.logger),
  ]);
  // The most searched repairs in this city that have an issue page.
  const popularRepairs = combinations
    .flatMap((c) => {
      const issue = getIssueByKey(c.appliance, c.issue);
      return issue ? [{ slug: issue.slug, name: issue.name }] : [];
    })
    .slice(0, CITY_LIMITS.popularRepairs);
  return {
    popularRepairs,
    relatedSearches: relatedSearches(keywords.map((k) => k.keyword)),
    city,
    path,
    breadcrumbs: trail(["Service Areas", "/service-areas"], [city.name, path]),
    appliances: appliances
      .slice(0, CITY_LIMITS.appliances)
      .map((a) => ({ slug: a.slug, name: a.name, icon: a.icon, repairTime: a.repairTime, warranty: a.warrantyPeriod, description: a.description })),
  };
}

export const meta: Route.MetaFunction = ({ matches, data: d }) => {
  if (!d) return notFoundMeta("City Not Found");
  const { city, path, breadcrumbs } = d;
  return pageMeta(matches, {
    title: `Appliance Repair ${city.name}, TX | Same-Day Service | ${company.name}`,
    description: city.metaDescription,
    path,
    keywords: [...city.primaryKeywords, ...cityKeywords(city.name), ...neighborhoodKeywords(city.neighborhoods.slice(0, 3), city.name)],
    keywordContext: { city: city.name.toLowerCase() },
    breadcrumbs,
  });
};

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { city, appliances: list } = loaderData;
  const firstThree = city.neighborhoods.slice(0, CITY_LIMITS.neighborhoodsInText);
  return (
    <>
      <PageHero title={`Appliance Repair in ${city.name}, TX`} breadcrumbs={loaderData.breadcrumbs}>
        <StatTiles
          tone="dark"
          className="mt-8"
          stats={[
            { value: claimText.cityResponse, label: "Response" },
            { value: `${claimText.rating}★`, label: "Rating" },
            { value: "Same Day", label: "Service" },
            { value: claimText.warrantyDaysTitle, label: "Warranty" },
          ]}
        />
        <CallAndBook bookLabel="Schedule Service" />
      </PageHero>
      <section className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <h2 className="text-2xl font-bold">Trusted Appliance Repair Across {city.name}</h2>
          <p className="mt-3 text-slate-700">
            We repair appliances in homes throughout {city.name} and {city.county} County
            {firstThree.length ? `, including ${firstThree.join(", ")}` : ""}. Our technicians carry common parts for the major brands, quote the price before
            any work begins, and back every repair with our {claimText.warrantyAdjective} warranty on parts and labor.
          </p>
          {city.landmarks.length ? (
            <p className="mt-3 text-slate-700">From near {city.landmarks.slice(0, 2).join(" to ")}, we are usually at your door within hours.</p>
          ) : null}
        </div>
        <aside className="rounded-xl border border-slate-200 p-6">
          <h2 className="text-lg font-bold">{city.name} Details</h2>
          <dl className="mt-3 grid grid-cols-2 gap-y-2 text-sm">
            <dt className="font-semibold">City</dt>
            <dd>
              {city.name}, {city.state}
            </dd>
            <dt className="font-semibold">County</dt>
            <dd>{city.county} County</dd>
            <dt className="font-semibold">Region</dt>
            <dd>{city.region}</dd>
            <dt className="font-semibold">ZIP codes</dt>
            <dd>{city.zipCodes.length}+</dd>
          </dl>
          <h3 className="mt-4 font-semibold">Neighborhoods</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {city.neighborhoods.slice(0, CITY_LIMITS.neighborhoodChips).map((n) => (
              <li key={n} className="flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                <MapPin aria-hidden="true" className="h-3 w-3" />
                {n}
              </li>
            ))}
          </ul>
          <h3 className="mt-4 font-semibold">ZIP codes we serve</h3>
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            <TextLinkItems links={zipLinks(city.zipCodes)} />
          </ul>
        </aside>
      </section>
      <section className="mx-auto max-w-7xl px-4 pb-12">
        <h2 className="text-2xl font-bold">Appliances We Repair in {city.name}</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((a) => (
            <LocalApplianceCard key={a.slug} appliance={a}>
              <p className="mt-2 text-sm text-slate-700">{a.description}</p>
            </LocalApplianceCard>
          ))}
        </ul>
      </section>
      {loaderData.popularRepairs.length || loaderData.relatedSearches.length ? (
        <section className="mx-auto grid max-w-7xl gap-8 px-4 pb-12 lg:grid-cols-2">
          {loaderData.popularRepairs.length ? (
            <div>
              <h2 className="text-xl font-bold">Popular Repairs in {city.name}</h2>
              <ul className="mt-3 space-y-2">
                <TextLinkItems links={issueLinks(loaderData.popularRepairs)} />
              </ul>
            </div>
          ) : null}
          <RelatedSearches keywords={loaderData.relatedSearches} />
        </section>
      ) : null}
      <ReasonsToChoose heading={`Why ${city.name} Homeowners Choose Us`} />
      <CallToAction title={`Appliance Trouble in ${city.name}?`} text="Call now for same-day service, or book online in a minute." />
    </>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "City Not Found",
  message: "We don't have a page for that city yet.",
  back: { to: "/", label: "← Back to Home" },
});
