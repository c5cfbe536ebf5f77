import { sectionPlace } from "#app/domain/i18n/trail.ts";
import { claims } from "#content/claims.ts";
import { Clock, ShieldCheck } from "lucide-react";

import { CallAndBook } from "#app/components/CallAndBook.tsx";
import { CallToAction } from "#app/components/CallToAction.tsx";
import { ApplianceIcon } from "#app/components/catalogue/ApplianceIcon.tsx";
import { PageHero } from "#app/components/catalogue/PageHero.tsx";
import { useWords } from "#app/components/i18n.ts";
import { ReasonsToChoose } from "#app/components/ReasonsToChoose.tsx";
import { StatTiles } from "#app/components/StatTiles.tsx";
import { appliances } from "#app/domain/catalogue/catalogue.ts";
import { formatCostRange } from "#app/domain/catalogue/rules.ts";
import { localAppliance } from "#app/domain/i18n/catalogue.ts";
import { localeOfRequest } from "#app/domain/i18n/locale.ts";
import { entryCard } from "#app/domain/i18n/entry-card.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import { pageMeta } from "#app/seo.ts";
import { TextLink } from "#app/components/ui/TextLink.tsx";
import type { Route } from "./+types/appliances";
import { pageHandle } from "#app/pages.ts";

export const handle = pageHandle("appliances");

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    ...sectionPlace(locale, "/appliances", (t) => t.breadcrumbs.appliances),
    appliances: appliances.map((entry) =>
      entryCard(locale, "appliances", localAppliance(entry, locale), [
        "plural",
        "icon",
        "description",
        "avgRepairCost",
        "repairTime",
      ]),
    ),
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const t = uiWords[data?.locale ?? "en"];
  return pageMeta(matches, {
    title: t.appliancesPage.title,
    description: t.appliancesPage.description,
    path: data?.path ?? "/appliances",
    keywords: t.appliancesPage.keywords,
    breadcrumbs: data?.breadcrumbs,
    jsonLd: [
      (siteUrl) => ({
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: t.appliancesPage.listName,
        itemListElement: (data?.appliances ?? []).map((a, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: t.appliancesPage.itemName(a),
          url: `${siteUrl}${a.href}`,
        })),
      }),
    ],
  });
};

export default function Appliances({ loaderData }: Route.ComponentProps) {
  const { t } = useWords();
  const p = t.appliancesPage;
  return (
    <>
      <PageHero title={p.heading} intro={p.intro} breadcrumbs={loaderData.breadcrumbs}>
        <CallAndBook bookLabel={t.actions.scheduleService} />
      </PageHero>
      <section className="mx-auto max-w-7xl px-4 py-10">
        <StatTiles
          stats={[
            { value: String(claims.applianceTypes), label: t.stats.applianceTypes },
            { value: claims.brandsServiced, label: t.stats.brands },
            { value: t.stats.responseValue, label: t.stats.response },
            { value: t.warranty.period, label: t.stats.warranty },
          ]}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.appliances.map((a) => (
            <li key={a.slug} className="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm">
              <h2 className="flex items-center gap-2 text-xl font-bold">
                <ApplianceIcon icon={a.icon} />
                {p.itemName(a)}
              </h2>
              <p className="mt-2 flex-1 text-slate-700">{a.description}</p>
              <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
                <dt className="text-slate-600">{t.stats.averageCost}</dt>
                <dd className="font-semibold">{formatCostRange(a.avgRepairCost)}</dd>
                <dt className="flex items-center gap-1 text-slate-600">
                  <Clock aria-hidden="true" className="h-4 w-4" />
                  {t.stats.repairTime}
                </dt>
                <dd className="font-semibold">{a.repairTime}</dd>
                <dt className="flex items-center gap-1 text-slate-600">
                  <ShieldCheck aria-hidden="true" className="h-4 w-4" />
                  {t.stats.warranty}
                </dt>
                <dd className="font-semibold">{t.warranty.period}</dd>
              </dl>
              <TextLink to={a.href} className="mt-4 font-semibold">
                {p.details(a)} →
              </TextLink>
            </li>
          ))}
        </ul>
      </section>
      <ReasonsToChoose />
      <CallToAction title={p.ctaTitle} text={t.closingText} />
    </>
  );
}
