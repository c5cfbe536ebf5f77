import type { ReactNode } from "react";
import { localTrail } from "#app/domain/i18n/trail.ts";
import { company, telHref } from "#content/company.ts";
import { AlertTriangle, Calculator, CheckCircle2, Lock, ShieldCheck, TrendingUp } from "lucide-react";
import { Link } from "react-router";
import { ApplianceIcon } from "#app/components/catalogue/ApplianceIcon.tsx";
import { PageHero } from "#app/components/catalogue/PageHero.tsx";
import { SideBox } from "#app/components/SideBox.tsx";
import { SidebarLayout } from "#app/components/SidebarLayout.tsx";
import { IconPanel } from "#app/components/ui/IconPanel.tsx";
import { BulletList, IconItem, IconLine } from "#app/components/ui/Lists.tsx";
import { DIFFICULTY_TONE, URGENCY_TONE } from "#app/components/catalogue/tones.ts";
import { Badge } from "#app/components/ui/Badge.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { useWords } from "#app/components/i18n.ts";
import {
  estimatorAppliances,
  estimatorEntries,
  getIssue,
  getIssuesForAppliance,
} from "#app/domain/catalogue/catalogue.ts";
import { localAppliance, localIssue } from "#app/domain/i18n/catalogue.ts";
import { localeOfRequest } from "#app/domain/i18n/locale.ts";
import { localePath } from "#app/domain/i18n/paths.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import {
  bookingLinkFor,
  COMMON_THIS_WEEK,
  competitorRange,
  findEstimate,
  issueKeyParam,
} from "#app/domain/tools/estimator.ts";
import { pageMeta, sectionPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/estimate";
import { pageHandle } from "#app/pages.ts";

export const handle = pageHandle("estimate");

export function loader({ request, url, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const t = uiWords[locale].estimatePage;
  const params = url.searchParams;
  const offered = estimatorAppliances().map((a) => localAppliance(a, locale));
  const applianceSlug = params.get("appliance") ?? "";
  const appliance = offered.find((a) => a.slug === applianceSlug) ?? null;
  const issues = appliance
    ? getIssuesForAppliance(appliance.slug)
        .map((i) => localIssue(i, locale))
        .map((i) => ({
          key: i.key,
          name: i.name,
          description: i.description,
          urgency: i.urgency,
          difficulty: i.difficulty,
        }))
    : [];
  const issueKey = appliance ? issueKeyParam(params.get("issue")) : "";
  const found =
    appliance && issueKey && params.get("calculate")
      ? findEstimate(estimatorEntries(), appliance.slug, issueKey)
      : null;
  // The price table names things in English; a Spanish page names them with its own words.
  const estimate =
    found && locale !== "en"
      ? { ...found, appliance: appliance!.name, issue: issues.find((i) => i.key === issueKey)?.name ?? found.issue }
      : found;
  const path = localePath(locale, "/estimate");
  return {
    locale,
    path,
    breadcrumbs: localTrail(locale, [t.crumb, path]),
    appliances: offered.map((a) => ({
      slug: a.slug,
      name: a.name,
      icon: a.icon,
      badge: t.badge(a.estimator!.badge),
      description: a.estimator!.description,
    })),
    selected: { appliance: appliance?.slug ?? "", issue: issueKey },
    applianceName: appliance?.name ?? "",
    issues,
    estimate,
    bookingLink: localePath(locale, bookingLinkFor({ appliance: appliance?.slug ?? "", issue: issueKey }, found)),
    commonThisWeek: COMMON_THIS_WEEK.map((r) => ({
      label: locale === "en" ? r.label : localIssue(getIssue(r.issue)!, locale).name,
      count: r.count,
    })),
    showComparison: context.env.SHOW_PRICE_COMPARISON,
  };
}

export const meta: Route.MetaFunction = ({ matches, data: d }) => {
  if (d?.locale !== "es") return sectionPageMeta(matches, "/estimate");
  const t = uiWords.es.estimatePage;
  return pageMeta(matches, {
    title: t.title,
    description: t.description,
    keywords: t.keywords,
    path: d.path,
    breadcrumbs: d.breadcrumbs,
  });
};

function StepHeading({ n, children, id }: { n: number; children: string; id?: string }) {
  return (
    <h2 id={id} className="flex scroll-mt-24 items-center gap-3 text-2xl font-bold">
      <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-lg text-white">{n}</span>
      {children}
    </h2>
  );
}

/** One choice of a step: a link to the next step that keeps the scroll position; the chosen one is marked. */
function StepChoice({
  to,
  chosen,
  centered,
  children,
}: {
  to: string;
  chosen: boolean;
  centered?: boolean;
  children: ReactNode;
}) {
  return (
    <li>
      <Link
        to={to}
        preventScrollReset
        aria-current={chosen ? "true" : undefined}
        className={`flex h-full flex-col gap-2 rounded-xl border-2 p-4 ${centered ? "items-center text-center" : ""} ${chosen ? "border-brand-700 bg-brand-50" : "border-slate-200 hover:border-brand-600"}`}
      >
        {children}
      </Link>
    </li>
  );
}

export default function Estimate({ loaderData }: Route.ComponentProps) {
  const { appliances: list, selected, applianceName, issues, estimate, showComparison, path } = loaderData;
  const { t: words } = useWords();
  const t = words.estimatePage;
  const comparison = estimate ? competitorRange(estimate.priceRange) : null;
  return (
    <>
      <PageHero title={t.heading} intro={t.intro} />
      <SidebarLayout
        className="mx-auto max-w-7xl gap-10 px-4 py-10"
        mainClassName="space-y-12"
        aside={<EstimateSidebar commonThisWeek={loaderData.commonThisWeek} />}
      >
        <section aria-labelledby="step-1">
          <StepHeading n={1} id="step-1">
            {t.step1}
          </StepHeading>
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
            {list.map((a) => (
              <StepChoice
                key={a.slug}
                to={`${path}?appliance=${a.slug}#step-2`}
                chosen={a.slug === selected.appliance}
                centered
              >
                <ApplianceIcon icon={a.icon} className="h-9 w-9" />
                <span className="font-bold">{a.name}</span>
                <span className="text-sm text-slate-700">{a.description}</span>
                <Badge tone="blue">{a.badge}</Badge>
              </StepChoice>
            ))}
          </ul>
        </section>

        {selected.appliance ? (
          <section aria-labelledby="step-2">
            <StepHeading n={2} id="step-2">
              {t.step2(applianceName)}
            </StepHeading>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {issues.map((i) => (
                <StepChoice
                  key={i.key}
                  to={`${path}?appliance=${selected.appliance}&issue=${i.key}#step-3`}
                  chosen={i.key === selected.issue}
                >
                  <span className="font-bold">{i.name}</span>
                  <span className="text-sm text-slate-700">{i.description}</span>
                  <span className="flex flex-wrap gap-2">
                    <Badge tone={URGENCY_TONE[i.urgency]}>
                      <span className="sr-only">{t.urgency}</span>
                      {words.urgency[i.urgency]}
                    </Badge>
                    <Badge tone={DIFFICULTY_TONE[i.difficulty]}>
                      <span className="sr-only">{t.difficulty}</span>
                      {words.difficulty[i.difficulty]}
                    </Badge>
                  </span>
                </StepChoice>
              ))}
            </ul>
          </section>
        ) : null}

        {selected.issue ? (
          <section aria-labelledby="step-3">
            <StepHeading n={3} id="step-3">
              {t.step3}
            </StepHeading>
            <form method="get" action={`${path}#result`} className="mt-6">
              <input type="hidden" name="appliance" value={selected.appliance} />
              <input type="hidden" name="issue" value={selected.issue} />
              <input type="hidden" name="calculate" value="1" />
              <button type="submit" className={buttonClass("accent", "lg")}>
                <Calculator aria-hidden="true" className="h-5 w-5" />
                {t.calculate}
              </button>
            </form>
          </section>
        ) : null}

        {estimate ? (
          <section
            id="result"
            aria-labelledby="result-heading"
            className="scroll-mt-24 rounded-2xl border-2 border-green-600 bg-green-50 p-6"
          >
            <h2 id="result-heading" className="text-2xl font-bold">
              {t.result}
            </h2>
            <p className="mt-3 text-4xl font-extrabold text-green-900" data-testid="estimate-range">
              ${estimate.priceRange.min} - ${estimate.priceRange.max}
            </p>
            <p className="mt-1 font-semibold text-slate-800">{t.accuracy(estimate.accuracy)}</p>
            <dl className="mt-4 grid grid-cols-2 gap-2 text-slate-800">
              <dt className="font-semibold">{t.appliance}</dt>
              <dd>{estimate.appliance}</dd>
              <dt className="font-semibold">{t.issue}</dt>
              <dd>{estimate.issue}</dd>
            </dl>
            <h3 className="mt-5 font-bold">{t.included}</h3>
            <ul className="mt-2 space-y-1">
              {t.includedItems.map((item) => (
                <IconItem key={item} icon={CheckCircle2} iconClassName="mt-1 text-green-700">
                  {item}
                </IconItem>
              ))}
            </ul>
            {showComparison && comparison ? (
              <div className="mt-5 rounded-xl bg-white p-4">
                <h3 className="flex items-center gap-2 font-bold">
                  <TrendingUp aria-hidden="true" className="h-5 w-5" />
                  {t.comparison}
                </h3>
                <p className="mt-1 text-slate-800">
                  {t.others(comparison.min, comparison.max)} <Badge tone="red">{t.higher}</Badge>
                </p>
                <p className="text-slate-800">{t.ours(estimate.priceRange.min, estimate.priceRange.max)}</p>
              </div>
            ) : null}
            <IconLine
              icon={Lock}
              className="mt-5 rounded-xl bg-amber-50 p-4 text-amber-950"
              iconClassName="mt-0.5 h-5 w-5 shrink-0"
            >
              {t.priceLock}
            </IconLine>
            <div className="mt-5 flex flex-wrap gap-3">
              <Link to={loaderData.bookingLink} className={buttonClass("accent", "lg")}>
                {t.schedule}
              </Link>
              <a href={telHref} className={buttonClass("outline", "lg")}>
                {t.callToConfirm}
              </a>
            </div>
          </section>
        ) : null}
      </SidebarLayout>
    </>
  );
}

function EstimateSidebar({ commonThisWeek }: { commonThisWeek: readonly { label: string; count: number }[] }) {
  const t = useWords().t.estimatePage;
  return (
    <>
      <SideBox title={t.whyAccurate}>
        <ul className="mt-3 space-y-2 text-slate-700">
          {[t.accuracyRate, t.basedOn, t.currentPrices].map((reason) => (
            <IconItem key={reason} icon={CheckCircle2} iconClassName="mt-1 text-green-700">
              {reason}
            </IconItem>
          ))}
        </ul>
      </SideBox>
      <IconPanel tone="emergency" icon={AlertTriangle} title={t.emergency}>
        <p className="mt-2">{t.emergencyText}</p>
        <a href={telHref} className="mt-4 block rounded-lg bg-white px-4 py-2 text-center font-bold text-red-800">
          {company.phone}
        </a>
      </IconPanel>
      <SideBox title={t.commonThisWeek}>
        <ul className="mt-3 space-y-2">
          {commonThisWeek.map((r) => (
            <li key={r.label} className="flex justify-between gap-2 text-slate-700">
              <span>{r.label}</span>
              <span className="font-bold">{r.count}</span>
            </li>
          ))}
        </ul>
      </SideBox>
      <IconPanel tone="guarantee" icon={ShieldCheck} title={t.guarantee}>
        <BulletList items={t.guaranteeItems} className="mt-3 pl-5 text-slate-800" />
      </IconPanel>
    </>
  );
}
