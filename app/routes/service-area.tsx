import { company } from "@content/company";
import { Clock, MapPin, Star, Wrench } from "lucide-react";
import { data, Link } from "react-router";
import { CallToAction } from "~/components/CallToAction";
import { LocalApplianceCard } from "~/components/catalogue/LocalApplianceCard";
import { notFoundBoundary } from "~/components/NotFound";
import { ReasonsToChoose } from "~/components/ReasonsToChoose";
import { ButtonLink } from "~/components/ui/Button";
import { CallButton } from "~/components/ui/CallButton";
import { getCoveredZip } from "~/domain/areas/coverage";
import { neighborhoodKeywords, zipKeywords } from "~/domain/areas/keywords";
import { localPrices, zipArea } from "~/domain/areas/statistics";
import { appliances } from "~/domain/catalogue/catalogue";
import { absoluteUrl } from "~/domain/seo/meta";
import { pageMeta } from "~/seo";
import type { Route } from "./+types/service-area";

export function loader({ params }: Route.LoaderArgs) {
  const zip = getCoveredZip(params.zipCode);
  if (!zip) throw data({ zipCode: params.zipCode }, { status: 404 });
  const area = zipArea(zip);
  const prices = localPrices(zip.zipCode, appliances);
  return {
    area,
    appliances: appliances.map((a, i) => ({ slug: a.slug, name: a.name, icon: a.icon, repairTime: a.repairTime, warranty: a.warrantyPeriod, price: prices[i]! })),
  };
}

const currency = (n: number) => n.toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export const meta: Route.MetaFunction = ({ matches, data: d, params }) => {
  if (!d) return [{ title: `Service Area Not Found | ${company.name}` }, { name: "robots", content: "noindex" }];
  const { area } = d;
  const path = `/service-area/${params.zipCode}`;
  return pageMeta(matches, {
    title: `Appliance Repair ${area.city} ${area.zipCode} | Same-Day Service`,
    description: `Same-day appliance repair in ${area.neighborhood}, ${area.city} (${area.zipCode}). Average response ${area.serviceStats.averageResponseTime}. Licensed technicians, 90-day warranty.`,
    path,
    keywords: [...zipKeywords(area.zipCode, area.city), ...neighborhoodKeywords([area.neighborhood], area.city)],
    keywordContext: { city: area.city.toLowerCase() },
    breadcrumbs: [{ name: "Home", url: "/" }, { name: "Service Areas", url: "/service-areas" }, { name: `${area.city} ${area.zipCode}`, url: path }],
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
        areaServed: { "@type": "GeoCircle", geoMidpoint: { "@type": "GeoCoordinates", latitude: area.coordinates.lat, longitude: area.coordinates.lng }, geoRadius: 5000 },
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
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <nav aria-label="Breadcrumb" className="text-sm text-blue-100"><Link to="/service-areas" className="underline">Service Areas</Link> / {area.zipCode}</nav>
          <h1 className="mt-3 text-3xl font-extrabold sm:text-5xl">Appliance Repair in {area.city}, TX {area.zipCode}</h1>
          <p className="mt-4 flex items-center gap-2 text-lg text-blue-100"><MapPin aria-hidden="true" className="h-5 w-5" /> Serving {area.neighborhood} · Average response {stats.averageResponseTime}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <CallButton size="lg" label="Call" />
            <ButtonLink to="/book-online" size="lg" variant="outline">Schedule Service</ButtonLink>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-10">
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {[
            [Clock, stats.averageResponseTime, "Average response time"],
            [Star, `${stats.customerSatisfaction.toFixed(1)}★`, "Customer rating"],
            [Wrench, String(stats.monthlyRepairs), "Repairs each month"],
            [Star, "90 Days", "Warranty"],
          ].map(([Icon, value, label]) => {
            const I = Icon as typeof Clock;
            return (
              <li key={label as string} className="rounded-xl border border-slate-200 p-5 text-center">
                <I aria-hidden="true" className="mx-auto h-6 w-6 text-brand-700" />
                <p className="mt-2 text-2xl font-bold">{value as string}</p>
                <p className="text-sm text-slate-700">{label as string}</p>
              </li>
            );
          })}
        </ul>

        <div className="mt-10 grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <h2 className="text-2xl font-bold">Fast, Local Appliance Repair in {area.neighborhood}</h2>
            <p className="mt-3 text-slate-700">
              Homes in {area.neighborhood} and across {area.city} {area.zipCode} get same-day appliance repair from technicians who work
              {" "}{area.region} every day. We fix washers, dryers, refrigerators, ovens and more, quote the price before we start, and back
              every repair with our {company.warranty.days}-day warranty on parts and labor.
            </p>
            <h2 className="mt-8 text-xl font-bold">Most Common Repairs</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {stats.topAppliances.map((a) => <li key={a} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">{a}</li>)}
            </ul>
          </div>
          <aside className="rounded-xl border border-slate-200 p-6">
            <h2 className="text-lg font-bold">Area Details</h2>
            <dl className="mt-3 grid grid-cols-2 gap-y-2 text-sm">
              <dt className="font-semibold">City</dt><dd>{area.city}</dd>
              <dt className="font-semibold">ZIP code</dt><dd>{area.zipCode}</dd>
              <dt className="font-semibold">County</dt><dd>{area.county} County</dd>
              <dt className="font-semibold">Region</dt><dd>{area.region}</dd>
              <dt className="font-semibold">Population</dt><dd>{area.population.toLocaleString("en-US")}</dd>
              <dt className="font-semibold">Average home value</dt><dd>{currency(area.averageHomeValue)}</dd>
            </dl>
          </aside>
        </div>

        <h2 className="mt-12 text-2xl font-bold">Appliance Repair Prices in {area.zipCode}</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((a) => (
            <LocalApplianceCard key={a.slug} appliance={a}>
              <p className="mt-2 text-slate-800">{currency(a.price.min)} - {currency(a.price.max)}</p>
            </LocalApplianceCard>
          ))}
        </ul>
      </section>
      <ReasonsToChoose heading={`Why ${area.city} Chooses Us`} />
      <CallToAction title={`Need an Appliance Repaired in ${area.zipCode}?`} text="Call now for same-day service, or book online in a minute." />
    </>
  );
}

export const ErrorBoundary = notFoundBoundary({ title: "Service Area Not Found", message: "We don't have a service page for that ZIP code.", back: { to: "/", label: "← Back to Home" } });
