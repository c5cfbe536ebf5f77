import { company } from "#content/company.ts";
import { ShieldCheck } from "lucide-react";
import { data, Link } from "react-router";
import { CallToAction } from "#app/components/CallToAction.tsx";
import { ApplianceIcon } from "#app/components/catalogue/ApplianceIcon.tsx";
import { PageHero } from "#app/components/catalogue/PageHero.tsx";
import { POPULARITY_TONE } from "#app/components/catalogue/tones.ts";
import { notFoundBoundary } from "#app/components/NotFound.tsx";
import { Badge } from "#app/components/ui/Badge.tsx";
import { getAppliance, getBrand, getCommonIssuesForBrand } from "#app/domain/catalogue/catalogue.ts";
import { serviceJsonLd } from "#app/domain/seo/meta.ts";
import { notFoundMeta, pageMeta } from "#app/seo.ts";
import { issueLinks, TextLinkItems } from "#app/components/ui/TextLink.tsx";
import type { Route } from "./+types/brand";
import type { RouteHandle } from "#app/root.tsx";

export const handle: RouteHandle = { cache: "path" };

export function loader({ params }: Route.LoaderArgs) {
  const brand = getBrand(params.slug);
  if (!brand) throw data(null, { status: 404 });
  const appliances = brand.appliances.map(getAppliance).filter((a) => a !== null).map((a) => ({ slug: a.slug, name: a.name, icon: a.icon }));
  const commonIssues = getCommonIssuesForBrand(brand).map(({ appliance, issues }) => ({
    appliance: { slug: appliance.slug, name: appliance.name },
    issues: issues.map((i) => ({ slug: i.slug, name: i.name })),
  }));
  const breadcrumbs = [{ name: "Home", url: "/" }, { name: "Brands", url: "/brands" }, { name: brand.name, url: `/brands/${brand.slug}` }];
  return { brand, appliances, commonIssues, breadcrumbs };
}

export const meta: Route.MetaFunction = ({ matches, data: d }) => {
  if (!d) return notFoundMeta("Brand Not Found");
  const b = d.brand;
  const path = `/brands/${b.slug}`;
  return pageMeta(matches, {
    title: b.seoTitle,
    description: b.seoDescription,
    keywords: b.seoKeywords,
    keywordContext: { brand: b.name.toLowerCase() },
    path,
    breadcrumbs: d.breadcrumbs,
    jsonLd: [(siteUrl) => serviceJsonLd(siteUrl, { name: `${b.name} Appliance Repair in Houston`, serviceType: "Appliance repair", path, brand: b.name })],
  });
};

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { brand: b, appliances, commonIssues } = loaderData;
  return (
    <>
      <PageHero title={`${b.name} Appliance Repair in Houston`} intro={b.description} breadcrumbs={loaderData.breadcrumbs}>
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-3">
          <li className="rounded-xl bg-white/10 p-4"><p className="text-sm text-blue-100">Founded</p><p className="text-xl font-bold">{b.founded}</p></li>
          <li className="rounded-xl bg-white/10 p-4"><p className="text-sm text-blue-100">Headquarters</p><p className="text-xl font-bold">{b.headquarters}</p></li>
          <li className="rounded-xl bg-white/10 p-4"><p className="text-sm text-blue-100">Market position</p><p className="text-lg font-bold">{b.marketPosition}</p></li>
        </ul>
        <p className="mt-4"><Badge tone={POPULARITY_TONE[b.popularity]}>{b.popularity}</Badge></p>
      </PageHero>
      <section className="mx-auto max-w-7xl px-4 py-12">
        <h2 className="text-2xl font-bold sm:text-3xl">{b.name} Appliances We Service</h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {appliances.map((a) => (
            <li key={a.slug}>
              <Link to={`/appliances/${a.slug}`} className="flex h-full items-center gap-3 rounded-xl border border-slate-200 p-4 font-semibold hover:border-brand-600">
                <ApplianceIcon icon={a.icon} />{b.name} {a.name}
              </Link>
            </li>
          ))}
        </ul>
        {commonIssues.length ? (
          <div className="mt-10">
            <h2 className="text-2xl font-bold sm:text-3xl">Common {b.name} Problems We Fix</h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {commonIssues.map(({ appliance, issues }) => (
                <li key={appliance.slug} className="rounded-xl border border-slate-200 p-5">
                  <h3 className="font-bold">{b.name} {appliance.name}</h3>
                  <ul className="mt-2 space-y-1">
                    <TextLinkItems links={issueLinks(issues)} />
                  </ul>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-10 rounded-xl border-2 border-green-200 bg-green-50 p-6">
          <h2 className="flex items-center gap-2 text-xl font-bold"><ShieldCheck aria-hidden="true" className="h-6 w-6 text-green-800" />Our {b.name} Repair Guarantee</h2>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
            <li>{company.warranty.description}</li>
            <li>Upfront pricing — you approve the price before we start</li>
            <li>Quality replacement parts that meet {b.name}'s specifications</li>
            <li>Same-day service in most of the Houston area</li>
          </ul>
        </div>
      </section>
      <CallToAction title={`Book Your ${b.name} Repair`} text="Call now for same-day service, or book online in a minute.">
        <p className="mt-4"><Link to={`/book-online?brand=${encodeURIComponent(b.name)}`} className="font-semibold text-white underline">Book a {b.name} repair online</Link></p>
      </CallToAction>
    </>
  );
}

export const ErrorBoundary = notFoundBoundary({ title: "Brand Not Found", message: "We couldn't find that brand.", back: { to: "/brands", label: "View All Brands" } });
