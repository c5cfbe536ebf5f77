import { localTrail } from "#app/domain/i18n/trail.ts";
import { claimText } from "#content/claims.ts";
import { AlertTriangle, Clock, ShieldCheck, Star } from "lucide-react";
import { Link } from "react-router";
import { CallAndBook } from "#app/components/CallAndBook.tsx";
import { CallToAction } from "#app/components/CallToAction.tsx";
import { PageHero } from "#app/components/catalogue/PageHero.tsx";
import { POPULARITY_TONE, URGENCY_TONE } from "#app/components/catalogue/tones.ts";
import { useWords } from "#app/components/i18n.ts";
import { pageNotFoundBoundary } from "#app/components/NotFound.tsx";
import { ReasonsToChoose } from "#app/components/ReasonsToChoose.tsx";
import { RelatedSearches } from "#app/components/RelatedSearches.tsx";
import { StatTiles } from "#app/components/StatTiles.tsx";
import { Badge } from "#app/components/ui/Badge.tsx";
import { CallButton } from "#app/components/ui/CallButton.tsx";
import { getBrandsForAppliance, getIssuesForAppliance } from "#app/domain/catalogue/catalogue.ts";
import { relatedSearches } from "#app/domain/areas/keywords.ts";
import { formatCostRange } from "#app/domain/catalogue/rules.ts";
import { findAppliance, localIssue } from "#app/domain/i18n/catalogue.ts";
import { localeOfPath, localeOfRequest } from "#app/domain/i18n/locale.ts";
import { entryCard } from "#app/domain/i18n/entry-card.ts";
import { localePath } from "#app/domain/i18n/paths.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import { serviceJsonLd } from "#app/domain/seo/meta.ts";
import { notFoundMeta, entryPageMeta } from "#app/seo.ts";
import { keywordsForAppliance } from "#app/server/keywords.server.ts";
import { TextLink } from "#app/components/ui/TextLink.tsx";
import type { Route } from "./+types/appliance";
import { pageHandle } from "#app/pages.ts";
import { foundOr404 } from "#app/server/not-found.server.ts";

export const handle = pageHandle("appliance");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const appliance = foundOr404(findAppliance(locale, params.slug));
  const t = uiWords[locale];
  // The keyword tables hold English searches: a Spanish page shows none of them.
  const keywords = locale === "en" ? await keywordsForAppliance(context.db, appliance.slug, context.logger) : [];
  const path = localePath(locale, `/appliances/${appliance.slug}`);
  return {
    locale,
    appliance,
    path,
    relatedSearches: relatedSearches(keywords.map((k) => k.keyword)),
    breadcrumbs: localTrail(locale, [t.breadcrumbs.appliances, "/appliances"], [appliance.name, path]),
    issues: getIssuesForAppliance(appliance.slug).map((entry) =>
      entryCard(locale, "issues", localIssue(entry, locale), ["urgency", "description", "avgCost", "repairTime"]),
    ),
    brands: getBrandsForAppliance(appliance.slug).map((b) => entryCard(locale, "brands", b, ["logo", "popularity"])),
  };
}

export const meta: Route.MetaFunction = ({ matches, location, data: d }) => {
  if (!d) return notFoundMeta(uiWords[localeOfPath(location.pathname)].appliancesPage.notFoundTitle);
  const { appliance: a, path } = d;
  const t = uiWords[d.locale];
  return entryPageMeta(matches, a, {
    keywordContext: { appliance: a.name.toLowerCase() },
    path,
    breadcrumbs: d.breadcrumbs,
    jsonLd: [
      (siteUrl) =>
        serviceJsonLd(siteUrl, {
          name: t.appliancePage.serviceName(a),
          serviceType: t.appliancePage.serviceType(a),
          description: a.description,
          path,
          price: a.avgRepairCost,
        }),
    ],
  });
};

export default function AppliancePage({ loaderData }: Route.ComponentProps) {
  const { appliance: a, issues, brands } = loaderData;
  const { t } = useWords();
  const p = t.appliancePage;
  return (
    <>
      <PageHero title={p.heading(a)} intro={a.description} breadcrumbs={loaderData.breadcrumbs}>
        <StatTiles
          tone="dark"
          className="mt-8"
          stats={[
            { value: formatCostRange(a.avgRepairCost), label: t.stats.averageCost },
            { value: a.repairTime, label: t.stats.repairTime },
            { value: t.warranty.period, label: t.stats.warranty },
            { value: `${claimText.rating}★`, label: t.stats.rating },
          ]}
        />
        <CallAndBook bookLabel={p.book(a)} bookTo={`/book-online?appliance=${a.slug}`} />
      </PageHero>

      <section className="mx-auto max-w-7xl px-4 py-12">
        <h2 className="text-2xl font-bold sm:text-3xl">{p.commonProblems(a)}</h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {issues.map((i) => (
            <li key={i.slug} className="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm">
              <div className="flex items-start justify-between gap-2">
                <h3 className="text-lg font-bold">{i.name}</h3>
                <Badge tone={URGENCY_TONE[i.urgency]}>{t.urgency[i.urgency]}</Badge>
              </div>
              <p className="mt-2 flex-1 text-slate-700">{i.description}</p>
              <p className="mt-3 text-sm text-slate-700">
                {formatCostRange(i.avgCost)} · <Clock aria-hidden="true" className="inline h-4 w-4" /> {i.repairTime}
              </p>
              <TextLink to={i.href} className="mt-3 font-semibold">
                {p.howWeFixIt}
                <span className="sr-only">: {i.name}</span> →
              </TextLink>
            </li>
          ))}
        </ul>
      </section>

      {brands.length ? (
        <section className="bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-12">
            <h2 className="text-2xl font-bold sm:text-3xl">{p.brandsWeRepair(a)}</h2>
            <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
              {brands.map((b) => (
                <li key={b.slug}>
                  <Link
                    to={b.href}
                    className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center hover:border-brand-600"
                  >
                    <span className="text-lg font-extrabold tracking-tight text-slate-900">{b.logo}</span>
                    <span className="text-sm text-slate-700">{p.brandRepair(b.name, a)}</span>
                    <Badge tone={POPULARITY_TONE[b.popularity]}>{t.popularity[b.popularity]}</Badge>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <ReasonsToChoose heading={p.whyChooseUs(a)} />
      <section className="mx-auto max-w-7xl px-4 py-10">
        <div className="flex flex-col items-start gap-4 rounded-xl border-2 border-red-200 bg-red-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="flex items-center gap-2 text-xl font-bold text-red-900">
              <AlertTriangle aria-hidden="true" className="h-6 w-6" />
              {p.emergencyTitle(a)}
            </h2>
            <p className="mt-1 text-slate-800">{p.emergencyText}</p>
          </div>
          <CallButton label={t.actions.call} />
        </div>
        <p className="mt-6 flex items-center gap-2 text-slate-700">
          <ShieldCheck aria-hidden="true" className="h-5 w-5 text-brand-700" />
          {t.warranty.description}. <Star aria-hidden="true" className="h-5 w-5 text-yellow-500" />
          {p.ratingFrom(claimText.rating, claimText.customers)}
        </p>
        <RelatedSearches keywords={loaderData.relatedSearches} className="mt-8" />
      </section>
      <CallToAction title={p.ctaTitle(a)} text={t.closingText} />
    </>
  );
}

export const ErrorBoundary = pageNotFoundBoundary(
  (t) => ({ page: t.appliancesPage, back: t.appliancesPage.viewAll }),
  "/appliances",
);
