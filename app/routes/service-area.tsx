import { claimText } from "#content/claims.ts";
import { company } from "#content/company.ts";
import { Clock, MapPin, ShieldCheck, Star, Wrench } from "lucide-react";
import { data } from "react-router";
import { CallAndBook } from "#app/components/CallAndBook.tsx";
import { CallToAction } from "#app/components/CallToAction.tsx";
import { LocalApplianceCard } from "#app/components/catalogue/LocalApplianceCard.tsx";
import { PageHero } from "#app/components/catalogue/PageHero.tsx";
import { notFoundBoundary } from "#app/components/NotFound.tsx";
import { ReasonsToChoose } from "#app/components/ReasonsToChoose.tsx";
import { StatTiles } from "#app/components/StatTiles.tsx";
import { getCoveredZip } from "#app/domain/areas/coverage.ts";
import { neighborhoodKeywords, zipKeywords } from "#app/domain/areas/keywords.ts";
import { localPrices, zipArea } from "#app/domain/areas/statistics.ts";
import { appliances } from "#app/domain/catalogue/catalogue.ts";
import { absoluteUrl, trail } from "#app/domain/seo/meta.ts";
import { notFoundMeta, pageMeta } from "#app/seo.ts";
import type { Route } from "./+types/service-area";
import type { RouteHandle } from "#app/root.tsx";

export const handle: RouteHandle = { cache: "path" };

export function loader({ params }: Route.LoaderArgs) {
  const zip = getCoveredZip(params.zipCode);
  if (!zip) throw data({ zipCode: params.zipCode }, { status: 404 });
  const area = zipArea(zip);
  const prices = localPrices(zip.zipCode, appliances);
  const path = `/service-area/${zip.zipCode}`;
  return {
    area,
    path,
    breadcrumbs: trail(["Service Areas", "/service-areas"], [`${area.city} ${area.zipCode}`, path]),
    appliances: appliances.map((a, i) => ({
      slug: a.slug,
      name: a.name,
      icon: a.icon,
      repairTime: a.repairTime,
      warranty: a.warrantyPeriod,
      price: prices[i]!,
    })),
  };
}

const currency = (n: number) => n.toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export const meta: Route.MetaFunction = ({ matches, data: d }) => {
  if (!d) return notFoundMeta("Service Area Not Found");
  const { area, path, breadcrumbs } = d;
  return pageMeta(matches, {
    title: `Appliance Repair ${area.city} ${area.zipCode} | Same-Day Service`,
    description: `Same-day appliance repair in ${area.neighborhood}, ${area.city} (${area.zipCode}). Average response ${area.serviceStats.averageResponseTime}. Licensed technicians, ${claimText.warrantyAdjective} warranty.`,
    path,
    keywords: [...zipKeywords(area.zipCode, area.city), ...neighborhoodKeywords([area.neighborhood], area.city)],
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
        address: { "@type": "PostalAddress", addressLocality: area.city, addressRegion: "TX", postalCode: area.zipCode, addressCountry: "US" },
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
  const stats = area.serviceStats;
  return (
    <>
      <PageHero
        title={`Appliance Repair in ${area.city}, TX ${area.zipCode}`}
        intro={
          <p className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="h-5 w-5" /> Serving {area.neighborhood} · Average response {stats.averageResponseTime}
          </p>
        }
        breadcrumbs={loaderData.breadcrumbs}
      >
        <CallAndBook bookLabel="Schedule Service" />
      </PageHero>

      <section className="mx-auto max-w-7xl px-4 py-10">
        <StatTiles
          stats={[
            { icon: Clock, value: stats.averageResponseTime, label: "Average response time" },
            { icon: Star, value: `${stats.customerSatisfaction.toFixed(1)}★`, label: "Customer rating" },
            { icon: Wrench, value: String(stats.monthlyRepairs), label: "Repairs each month" },
            { icon: ShieldCheck, value: claimText.warrantyDaysTitle, label: "Warranty" },
          ]}
        />

        <div className="mt-10 grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <h2 className="text-2xl font-bold">Fast, Local Appliance Repair in {area.neighborhood}</h2>
            <p className="mt-3 text-slate-700">
              Homes in {area.neighborhood} and across {area.city} {area.zipCode} get same-day appliance repair from technicians who work {area.region} every
              day. We fix washers, dryers, refrigerators, ovens and more, quote the price before we start, and back every repair with our{" "}
              {claimText.warrantyAdjective} warranty on parts and labor.
            </p>
            <h2 className="mt-8 text-xl font-bold">Most Common Repairs</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {stats.topAppliances.map((a) => (
                <li key={a} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                  {a}
                </li>
              ))}
            </ul>
          </div>
          <aside className="rounded-xl border border-slate-200 p-6">
            <h2 className="text-lg font-bold">Area Details</h2>
            <dl className="mt-3 grid grid-cols-2 gap-y-2 text-sm">
              <dt className="font-semibold">City</dt>
              <dd>{area.city}</dd>
              <dt className="font-semibold">ZIP code</dt>
              <dd>{area.zipCode}</dd>
              <dt className="font-semibold">County</dt>
              <dd>{area.county} County</dd>
              <dt className="font-semibold">Region</dt>
              <dd>{area.region}</dd>
              <dt className="font-semibold">Population</dt>
              <dd>{area.population.toLocaleString("en-US")}</dd>
              <dt className="font-semibold">Average home value</dt>
              <dd>{currency(area.averageHomeValue)}</dd>
            </dl>
          </aside>
        </div>

        <h2 className="mt-12 text-2xl font-bold">Appliance Repair Prices in {area.zipCode}</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((a) => (
            <LocalApplianceCard key={a.slug} appliance={a}>
              <p className="mt-2 text-slate-800">
                {currency(a.price.min)} - {currency(a.price.max)}
              </p>
            </LocalApplianceCard>
          ))}
        </ul>
      </section>
      <ReasonsToChoose heading={`Why ${area.city} Chooses Us`} />
      <CallToAction title={`Need an Appliance Repaired in ${area.zipCode}?`} text="Call now for same-day service, or book online in a minute." />
    </>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Service Area Not Found",
  message: "We don't have a service page for that ZIP code.",
  back: { to: "/", label: "← Back to Home" },
});
