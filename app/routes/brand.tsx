import { localTrail } from "#app/domain/i18n/trail.ts";
import { PageSection } from "#app/components/PageSection.tsx";
import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { CallToAction } from "#app/components/CallToAction.tsx";
import { ApplianceIcon } from "#app/components/catalogue/ApplianceIcon.tsx";
import { PageHero } from "#app/components/catalogue/PageHero.tsx";
import { POPULARITY_TONE } from "#app/components/catalogue/tones.ts";
import { useWords } from "#app/components/i18n.ts";
import { pageNotFoundBoundary } from "#app/components/NotFound.tsx";
import { Badge } from "#app/components/ui/Badge.tsx";
import { getAppliance, getCommonIssuesForBrand } from "#app/domain/catalogue/catalogue.ts";
import { findBrand, localAppliance, localIssue } from "#app/domain/i18n/catalogue.ts";
import { localeOfPath, localeOfRequest } from "#app/domain/i18n/locale.ts";
import { localePath } from "#app/domain/i18n/paths.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import { serviceJsonLd } from "#app/domain/seo/meta.ts";
import { notFoundMeta, entryPageMeta } from "#app/seo.ts";
import { TextLinkList } from "#app/components/ui/TextLink.tsx";
import type { Route } from "./+types/brand";
import { pageHandle } from "#app/pages.ts";
import { foundOr404 } from "#app/server/not-found.server.ts";

export const handle = pageHandle("brand");

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const brand = foundOr404(findBrand(locale, params.slug));
  const t = uiWords[locale];
  const href = (englishPath: string) => localePath(locale, englishPath);
  const appliances = brand.appliances
    .map(getAppliance)
    .filter((a) => a !== null)
    .map((entry) => {
      const a = localAppliance(entry, locale);
      return { slug: a.slug, href: href(`/appliances/${a.slug}`), name: a.name, plural: a.plural, icon: a.icon };
    });
  const commonIssues = getCommonIssuesForBrand(brand).map(({ appliance, issues }) => {
    const a = localAppliance(appliance, locale);
    return {
      appliance: { slug: a.slug, name: a.name, plural: a.plural },
      issues: issues.map((i) => ({ slug: i.slug, href: href(`/issues/${i.slug}`), name: localIssue(i, locale).name })),
    };
  });
  const path = href(`/brands/${brand.slug}`);
  const breadcrumbs = localTrail(locale, [t.breadcrumbs.brands, "/brands"], [brand.name, path]);
  return { locale, path, brand, appliances, commonIssues, breadcrumbs };
}

export const meta: Route.MetaFunction = ({ matches, location, data: d }) => {
  if (!d) return notFoundMeta(uiWords[localeOfPath(location.pathname)].brandPage.notFoundTitle);
  const b = d.brand;
  const { path } = d;
  const t = uiWords[d.locale].brandPage;
  return entryPageMeta(matches, b, {
    keywordContext: { brand: b.name.toLowerCase() },
    path,
    breadcrumbs: d.breadcrumbs,
    jsonLd: [
      (siteUrl) =>
        serviceJsonLd(siteUrl, { name: t.serviceName(b.name), serviceType: t.serviceType, path, brand: b.name }),
    ],
  });
};

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { brand: b, appliances, commonIssues } = loaderData;
  const { t, href } = useWords();
  const p = t.brandPage;
  return (
    <>
      <PageHero title={p.heading(b.name)} intro={b.description} breadcrumbs={loaderData.breadcrumbs}>
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-3">
          {[
            { label: p.founded, value: b.founded, size: "text-xl" },
            { label: p.headquarters, value: b.headquarters, size: "text-xl" },
            { label: p.marketPosition, value: b.marketPosition, size: "text-lg" },
          ].map((fact) => (
            <li key={fact.label} className="rounded-xl bg-white/10 p-4">
              <p className="text-sm text-blue-100">{fact.label}</p>
              <p className={`${fact.size} font-bold`}>{fact.value}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4">
          <Badge tone={POPULARITY_TONE[b.popularity]}>{t.popularity[b.popularity]}</Badge>
        </p>
      </PageHero>
      <PageSection title={p.appliancesWeService(b.name)} titleClassName="text-2xl font-bold sm:text-3xl">
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {appliances.map((a) => (
            <li key={a.slug}>
              <Link
                to={a.href}
                className="flex h-full items-center gap-3 rounded-xl border border-slate-200 p-4 font-semibold hover:border-brand-600"
              >
                <ApplianceIcon icon={a.icon} />
                {p.brandAppliance(b.name, a)}
              </Link>
            </li>
          ))}
        </ul>
        {commonIssues.length ? (
          <div className="mt-10">
            <h2 className="text-2xl font-bold sm:text-3xl">{p.commonProblems(b.name)}</h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {commonIssues.map(({ appliance, issues }) => (
                <li key={appliance.slug} className="rounded-xl border border-slate-200 p-5">
                  <h3 className="font-bold">{p.brandAppliance(b.name, appliance)}</h3>
                  <TextLinkList className="mt-2 space-y-1" links={issues.map((i) => ({ to: i.href, label: i.name }))} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-10 rounded-xl border-2 border-green-200 bg-green-50 p-6">
          <h2 className="flex items-center gap-2 text-xl font-bold">
            <ShieldCheck aria-hidden="true" className="h-6 w-6 text-green-800" />
            {p.guarantee(b.name)}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
            {p.guaranteeItems(b.name).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </PageSection>
      <CallToAction title={p.ctaTitle(b.name)} text={t.closingText}>
        <p className="mt-4">
          <Link
            to={href(`/book-online?brand=${encodeURIComponent(b.name)}`)}
            className="font-semibold text-white underline"
          >
            {p.bookOnline(b.name)}
          </Link>
        </p>
      </CallToAction>
    </>
  );
}

export const ErrorBoundary = pageNotFoundBoundary((t) => ({ page: t.brandPage, back: t.brandPage.viewAll }), "/brands");
