import { formatCount, formatDollars } from "#app/domain/numbers.ts";
import { formatCostRange } from "#app/domain/catalogue/rules.ts";
import { localApplianceCard } from "#app/domain/i18n/appliance-card.ts";
import { localTrail } from "#app/domain/i18n/trail.ts";
import { claimText } from "#content/claims.ts";
import { company } from "#content/company.ts";
import { Clock, MapPin, ShieldCheck, Star, Wrench } from "lucide-react";
import { data } from "react-router";
import { CallAndBook } from "#app/components/CallAndBook.tsx";
import { CallToAction } from "#app/components/CallToAction.tsx";
import { LocalApplianceCard } from "#app/components/catalogue/LocalApplianceCard.tsx";
import { PageHero } from "#app/components/catalogue/PageHero.tsx";
import { useWords } from "#app/components/i18n.ts";
import { pageNotFoundBoundary } from "#app/components/NotFound.tsx";
import { ReasonsToChoose } from "#app/components/ReasonsToChoose.tsx";
import { StatTiles } from "#app/components/StatTiles.tsx";
import { getCoveredZip } from "#app/domain/areas/coverage.ts";
import { zipArea } from "#app/domain/areas/statistics.ts";
import { appliances } from "#app/domain/catalogue/catalogue.ts";
import { localAppliance } from "#app/domain/i18n/catalogue.ts";
import { localeOfPath, localeOfRequest } from "#app/domain/i18n/locale.ts";
import { localePath } from "#app/domain/i18n/paths.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import { absoluteUrl } from "#app/domain/seo/meta.ts";
import { notFoundMeta, pageMeta } from "#app/seo.ts";
import type { Route } from "./+types/service-area";
import { pageHandle } from "#app/pages.ts";

export const handle = pageHandle("service-area");

export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const t = uiWords[locale];
  const zip = getCoveredZip(params.zipCode);
  if (!zip) throw data({ zipCode: params.zipCode }, { status: 404 });
  const area = zipArea(zip);
  const path = localePath(locale, `/service-area/${zip.zipCode}`);
  const applianceName = (englishName: string) => {
    const entry = appliances.find((a) => a.name === englishName);
    return entry ? localAppliance(entry, locale).name : englishName;
  };
  return {
    locale,
    area: {
      ...area,
      serviceStats: {
        ...area.serviceStats,
        topAppliances: area.serviceStats.topAppliances.map(applianceName),
      },
    },
    path,
    breadcrumbs: localTrail(locale, [t.zipPage.crumb, "/service-areas"], [`${area.city} ${area.zipCode}`, path]),
    // The prices the appliance pages show: one cost range per appliance, the same in every ZIP.
    appliances: appliances.map((entry) =>
      Object.assign(localApplianceCard(entry, locale), { price: formatCostRange(entry.avgRepairCost) }),
    ),
  };
}

export const meta: Route.MetaFunction = ({ matches, data: d, location }) => {
  const words = uiWords[localeOfPath(location.pathname)].zipPage;
  if (!d) return notFoundMeta(words.notFoundTitle);
  const { area, path, breadcrumbs } = d;
  const zipWords = {
    city: area.city,
    zip: area.zipCode,
    neighborhood: area.neighborhood,
    region: area.region,
    response: words.response,
  };
  return pageMeta(matches, {
    title: words.title(area.city, area.zipCode),
    description: words.description(zipWords),
    path,
    keywords: words.keywords(area.city, area.zipCode, area.neighborhood),
    keywordContext: { city: area.city.toLowerCase() },
    breadcrumbs,
    jsonLd: [
      (siteUrl) => ({
        "@context": "https://schema.org",
        "@type": "HomeAndConstructionBusiness",
        "@id": `${absoluteUrl(siteUrl, path)}#local`,
        name: `${company.name} — ${area.city} ${area.zipCode}`,
        url: absoluteUrl(siteUrl, path),
        telephone: company.rawPhone,
        priceRange: company.priceRange,
        address: {
          "@type": "PostalAddress",
          addressLocality: area.city,
          addressRegion: "TX",
          postalCode: area.zipCode,
          addressCountry: "US",
        },
        geo: { "@type": "GeoCoordinates", latitude: area.coordinates.lat, longitude: area.coordinates.lng },
        areaServed: {
          "@type": "GeoCircle",
          geoMidpoint: { "@type": "GeoCoordinates", latitude: area.coordinates.lat, longitude: area.coordinates.lng },
          geoRadius: 5000,
        },
        parentOrganization: { "@id": `${siteUrl}/#business` },
      }),
    ],
  });
};

export default function ServiceArea({ loaderData }: Route.ComponentProps) {
  const { area, appliances: list } = loaderData;
  const { t } = useWords();
  const words = t.zipPage;
  const stats = area.serviceStats;
  const zipWords = {
    city: area.city,
    zip: area.zipCode,
    neighborhood: area.neighborhood,
    region: area.region,
    response: words.response,
  };
  return (
    <>
      <PageHero
        title={words.heading(area.city, area.zipCode)}
        intro={
          <p className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="h-5 w-5" /> {words.serving(area.neighborhood, words.response)}
          </p>
        }
        breadcrumbs={loaderData.breadcrumbs}
      >
        <CallAndBook bookLabel={words.schedule} />
      </PageHero>

      <section className="mx-auto max-w-7xl px-4 py-10">
        <StatTiles
          stats={[
            { icon: Clock, value: words.response, label: words.responseTime },
            { icon: Star, value: `${claimText.rating}★`, label: words.rating },
            { icon: Wrench, value: t.cityPage.sameDay, label: t.cityPage.service },
            {
              icon: ShieldCheck,
              value: loaderData.locale === "en" ? claimText.warrantyDaysTitle : t.warranty.period,
              label: words.warranty,
            },
          ]}
        />

        <div className="mt-10 grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <h2 className="text-2xl font-bold">{words.localHeading(area.neighborhood)}</h2>
            <p className="mt-3 text-slate-700">{words.localText(zipWords)}</p>
            <h2 className="mt-8 text-xl font-bold">{words.commonRepairs}</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {stats.topAppliances.map((a) => (
                <li key={a} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                  {a}
                </li>
              ))}
            </ul>
          </div>
          <aside className="rounded-xl border border-slate-200 p-6">
            <h2 className="text-lg font-bold">{words.areaDetails}</h2>
            <dl className="mt-3 grid grid-cols-2 gap-y-2 text-sm">
              <dt className="font-semibold">{words.city}</dt>
              <dd>{area.city}</dd>
              <dt className="font-semibold">{words.zip}</dt>
              <dd>{area.zipCode}</dd>
              <dt className="font-semibold">{words.county}</dt>
              <dd>{words.countyName(area.county)}</dd>
              <dt className="font-semibold">{words.region}</dt>
              <dd>{area.region}</dd>
              <dt className="font-semibold">{words.population}</dt>
              <dd>{formatCount(area.population)}</dd>
              <dt className="font-semibold">{words.homeValue}</dt>
              <dd>{formatDollars(area.averageHomeValue)}</dd>
            </dl>
          </aside>
        </div>

        <h2 className="mt-12 text-2xl font-bold">{words.prices(area.zipCode)}</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((a) => (
            <LocalApplianceCard key={a.slug} appliance={a}>
              <p className="mt-2 text-slate-800">{a.price}</p>
            </LocalApplianceCard>
          ))}
        </ul>
      </section>
      <ReasonsToChoose heading={words.whyChoose(area.city)} />
      <CallToAction title={words.ctaTitle(area.zipCode)} text={words.ctaText} />
    </>
  );
}

export const ErrorBoundary = pageNotFoundBoundary((t) => ({ page: t.zipPage, back: t.zipPage.back }), "/");
