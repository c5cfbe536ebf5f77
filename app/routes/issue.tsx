import { localTrail } from "#app/domain/i18n/trail.ts";
import { AlertTriangle, CheckCircle2, Clock, ShieldCheck, Wrench } from "lucide-react";
import { redirect } from "react-router";
import { IconList } from "#app/components/catalogue/IconList.tsx";
import { SidebarLayout } from "#app/components/SidebarLayout.tsx";
import { IconPanel } from "#app/components/ui/IconPanel.tsx";
import { BulletList, IconLine } from "#app/components/ui/Lists.tsx";
import { PageHero } from "#app/components/catalogue/PageHero.tsx";
import { DIFFICULTY_TONE, URGENCY_TONE } from "#app/components/catalogue/tones.ts";
import { useWords } from "#app/components/i18n.ts";
import { pageNotFoundBoundary } from "#app/components/NotFound.tsx";
import { Badge } from "#app/components/ui/Badge.tsx";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { CallButton } from "#app/components/ui/CallButton.tsx";
import {
  getAppliance,
  getBrandsForAppliance,
  getIssuesForAppliance,
  movedIssueSlug,
} from "#app/domain/catalogue/catalogue.ts";
import { formatCostRange, isUrgent } from "#app/domain/catalogue/rules.ts";
import { findIssue, localAppliance, localIssue } from "#app/domain/i18n/catalogue.ts";
import { LANGUAGE_TAG, localeOfPath, localeOfRequest } from "#app/domain/i18n/locale.ts";
import { localePath } from "#app/domain/i18n/paths.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import { serviceJsonLd } from "#app/domain/seo/meta.ts";
import { notFoundMeta, entryPageMeta } from "#app/seo.ts";
import { TextLink, TextLinkList } from "#app/components/ui/TextLink.tsx";
import type { Route } from "./+types/issue";
import { pageHandle } from "#app/pages.ts";
import { foundOr404 } from "#app/server/not-found.server.ts";

export const handle = pageHandle("issue");

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const moved = locale === "en" ? movedIssueSlug(params.slug) : null;
  if (moved) throw redirect(`/issues/${moved}`, 301);
  const issue = foundOr404(findIssue(locale, params.slug));
  const englishAppliance = foundOr404(getAppliance(issue.appliance));
  const appliance = localAppliance(englishAppliance, locale);
  const t = uiWords[locale];
  const href = (englishPath: string) => localePath(locale, englishPath);
  const related = getIssuesForAppliance(appliance.slug)
    .filter((i) => i.slug !== issue.slug)
    .map((i) => ({ slug: i.slug, href: href(`/issues/${i.slug}`), name: localIssue(i, locale).name }));
  const brands = getBrandsForAppliance(appliance.slug).map((b) => ({
    slug: b.slug,
    href: href(`/brands/${b.slug}`),
    name: b.name,
  }));
  const path = href(`/issues/${issue.slug}`);
  const breadcrumbs = localTrail(
    locale,
    [t.breadcrumbs.appliances, "/appliances"],
    [appliance.name, `/appliances/${appliance.slug}`],
    [issue.name, path],
  );
  return {
    locale,
    path,
    issue,
    appliance: {
      slug: appliance.slug,
      name: appliance.name,
      plural: appliance.plural,
      href: href(`/appliances/${appliance.slug}`),
    },
    related,
    brands,
    breadcrumbs,
  };
}

export const meta: Route.MetaFunction = ({ matches, location, data: d }) => {
  if (!d) return notFoundMeta(uiWords[localeOfPath(location.pathname)].issuePage.notFoundTitle);
  const { issue: i, appliance: a, path } = d;
  const t = uiWords[d.locale].issuePage;
  return entryPageMeta(matches, i, {
    keywordContext: {
      appliance: a.name.toLowerCase(),
      issue: i.name.toLowerCase().replace(a.name.toLowerCase(), "").trim(),
    },
    path,
    breadcrumbs: d.breadcrumbs,
    jsonLd: [
      (siteUrl) =>
        serviceJsonLd(siteUrl, {
          name: t.serviceName(i.name),
          serviceType: uiWords[d.locale].appliancePage.serviceType(a),
          description: i.description,
          path,
          price: i.avgCost,
        }),
      {
        "@context": "https://schema.org",
        "@type": "HowTo",
        name: t.howToName(i.name),
        inLanguage: LANGUAGE_TAG[d.locale],
        step: i.repairSteps.map((s) => ({
          "@type": "HowToStep",
          position: s.step,
          name: s.title,
          text: s.description,
        })),
      },
    ],
  });
};

export default function IssuePage({ loaderData }: Route.ComponentProps) {
  const { issue: i } = loaderData;
  const { t } = useWords();
  const p = t.issuePage;
  return (
    <>
      <PageHero title={p.heading(i.name)} intro={i.description} breadcrumbs={loaderData.breadcrumbs}>
        <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
          <div className="rounded-xl bg-white/10 p-4">
            <dt className="text-sm text-blue-100">{t.stats.typicalCost}</dt>
            <dd className="text-xl font-bold">{formatCostRange(i.avgCost)}</dd>
          </div>
          <div className="rounded-xl bg-white/10 p-4">
            <dt className="text-sm text-blue-100">{t.stats.repairTime}</dt>
            <dd className="text-xl font-bold">{i.repairTime}</dd>
          </div>
          <div className="rounded-xl bg-white p-4 text-slate-900">
            <dt className="text-sm text-slate-600">{p.priority}</dt>
            <dd className="mt-1">
              <Badge tone={URGENCY_TONE[i.urgency]}>{t.urgency[i.urgency]}</Badge>
            </dd>
          </div>
          <div className="rounded-xl bg-white p-4 text-slate-900">
            <dt className="text-sm text-slate-600">{p.complexity}</dt>
            <dd className="mt-1 flex items-center gap-2 font-semibold">
              <span
                aria-hidden="true"
                className={`inline-block h-3 w-3 rounded-full ${i.difficulty === "Hard" ? "bg-red-600" : i.difficulty === "Medium" ? "bg-yellow-400" : "bg-green-600"}`}
              />
              <Badge tone={DIFFICULTY_TONE[i.difficulty]}>{t.difficulty[i.difficulty]}</Badge>
            </dd>
          </div>
        </dl>
      </PageHero>

      <SidebarLayout
        className="mx-auto max-w-7xl gap-10 px-4 py-12"
        mainClassName="space-y-12"
        aside={<IssueSidebar {...loaderData} />}
      >
        <section className="grid gap-6 md:grid-cols-2">
          <IconList title={p.symptoms} items={i.symptoms} icon={AlertTriangle} iconClassName="text-orange-600" />
          <IconList title={p.causes} items={i.causes} icon={Wrench} iconClassName="text-brand-700" />
        </section>

        <section>
          <h2 className="text-2xl font-bold">{p.whyItHappens}</h2>
          <p className="mt-3 text-lg font-semibold text-slate-900">{i.whyItHappens.primaryCause}</p>
          <p className="mt-2 text-slate-700">{i.whyItHappens.explanation}</p>
          <h3 className="mt-5 font-bold">{p.commonTriggers}</h3>
          <BulletList items={i.whyItHappens.commonTriggers} className="mt-2 pl-6 text-slate-700" />
          <div className="mt-5 grid gap-4 md:grid-cols-2">
            <div className="rounded-xl bg-slate-50 p-4">
              <h3 className="font-bold">{p.ageFactors}</h3>
              <p className="mt-1 text-slate-700">{i.whyItHappens.ageFactors}</p>
            </div>
            <div className="rounded-xl bg-slate-50 p-4">
              <h3 className="font-bold">{p.usageFactors}</h3>
              <p className="mt-1 text-slate-700">{i.whyItHappens.usageFactors}</p>
            </div>
          </div>
        </section>

        <section>
          <h2 className="text-2xl font-bold">{p.howWeRepairIt}</h2>
          <ol className="mt-4 space-y-4">
            {i.repairSteps.map((s) => (
              <li key={s.step} className="rounded-xl border border-slate-200 p-5">
                <h3 className="flex items-center gap-3 text-lg font-bold">
                  <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                    {s.step}
                  </span>
                  {s.title}
                </h3>
                <p className="mt-2 text-slate-700">{s.description}</p>
                <p className="mt-2 text-sm text-slate-700">
                  <Clock aria-hidden="true" className="inline h-4 w-4" /> {s.timeRequired}
                  {s.toolsNeeded.length ? ` · ${p.tools}: ${s.toolsNeeded.join(", ")}` : ""}
                </p>
                {s.safetyNotes ? (
                  <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
                    <strong>{p.safety}</strong> {s.safetyNotes}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </section>

        <section className="rounded-xl border border-brand-100 bg-brand-50 p-6">
          <h2 className="text-xl font-bold">{p.proOrDiy}</h2>
          <p className="mt-2 text-slate-800">{i.professionalVsDiy}</p>
        </section>

        <section>
          <h2 className="text-2xl font-bold">{p.prevention}</h2>
          <ol className="mt-4 space-y-2">
            {i.prevention.map((tip, n) => (
              <li key={tip} className="flex gap-3 text-slate-800">
                <span className="font-bold text-brand-700">{n + 1}.</span>
                {tip}
              </li>
            ))}
          </ol>
        </section>
      </SidebarLayout>
    </>
  );
}

export const ErrorBoundary = pageNotFoundBoundary(
  (t) => ({ page: t.issuePage, back: t.appliancesPage.viewAll }),
  "/appliances",
);

function IssueSidebar({ issue: i, appliance: a, related, brands }: Route.ComponentProps["loaderData"]) {
  const { t } = useWords();
  const p = t.issuePage;
  const urgent = isUrgent(i.urgency);
  const bookHref = `/book-online?appliance=${a.slug}&issue=${i.key}`;
  return (
    <>
      <IconPanel tone="guarantee" icon={ShieldCheck} title={t.warranty.title}>
        <p className="mt-2 text-slate-800">{p.warrantyText}</p>
      </IconPanel>
      <div className={`rounded-xl p-6 ${urgent ? "bg-red-700 text-white" : "bg-brand-800 text-white"}`}>
        <h2 className="text-lg font-bold">{urgent ? p.urgentTitle : p.calmTitle(a)}</h2>
        <p className="mt-2">{urgent ? p.urgentText(t.urgency[i.urgency]) : p.calmText}</p>
        <div className="mt-4 flex flex-col gap-2">
          <CallButton label={t.actions.call} className="w-full" />
          <ButtonLink to={bookHref} variant="outline" className="w-full">
            {p.bookThisRepair}
          </ButtonLink>
        </div>
      </div>
      {related.length ? (
        <nav aria-label={p.otherProblems(a)} className="rounded-xl border border-slate-200 p-6">
          <h2 className="font-bold">{p.otherProblems(a)}</h2>
          <TextLinkList className="mt-3 space-y-2" links={related.map((r) => ({ to: r.href, label: r.name }))} />
          <TextLink to={a.href} className="mt-4 inline-block font-semibold">
            {p.allRepairs(a)}
          </TextLink>
        </nav>
      ) : null}
      {brands.length ? (
        <nav aria-label={p.brandsNav(a)} className="rounded-xl border border-slate-200 p-6">
          <h2 className="font-bold">{p.brandsWeRepair}</h2>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
            {brands.map((b) => (
              <li key={b.slug}>
                <TextLink to={b.href}>
                  {b.name}
                  <span className="sr-only">{p.brandRepairSuffix(a)}</span>
                </TextLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <IconLine
        icon={CheckCircle2}
        className="items-center text-sm text-slate-700"
        iconClassName="h-4 w-4 text-green-700"
      >
        {p.licensed}
      </IconLine>
    </>
  );
}
