import { company } from "#content/company.ts";
import { AlertTriangle, CheckCircle2, Clock, ShieldCheck, Wrench } from "lucide-react";
import { data, redirect } from "react-router";
import { PageHero } from "#app/components/catalogue/PageHero.tsx";
import { DIFFICULTY_TONE, URGENCY_TONE } from "#app/components/catalogue/tones.ts";
import { notFoundBoundary } from "#app/components/NotFound.tsx";
import { Badge } from "#app/components/ui/Badge.tsx";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { CallButton } from "#app/components/ui/CallButton.tsx";
import { getAppliance, getBrandsForAppliance, getIssue, getIssuesForAppliance, movedIssueSlug } from "#app/domain/catalogue/catalogue.ts";
import { formatCostRange, isUrgent } from "#app/domain/catalogue/rules.ts";
import { serviceJsonLd } from "#app/domain/seo/meta.ts";
import { notFoundMeta, pageMeta } from "#app/seo.ts";
import { issueLinks, TextLink, TextLinkItems } from "#app/components/ui/TextLink.tsx";
import type { Route } from "./+types/issue";
import type { RouteHandle } from "#app/root.tsx";

export const handle: RouteHandle = { cache: "path" };

export function loader({ params }: Route.LoaderArgs) {
  const moved = movedIssueSlug(params.slug);
  if (moved) throw redirect(`/issues/${moved}`, 301);
  const issue = getIssue(params.slug);
  const appliance = issue ? getAppliance(issue.appliance) : null;
  if (!issue || !appliance) throw data(null, { status: 404 });
  const related = getIssuesForAppliance(appliance.slug).filter((i) => i.slug !== issue.slug).map((i) => ({ slug: i.slug, name: i.name }));
  const brands = getBrandsForAppliance(appliance.slug).map((b) => ({ slug: b.slug, name: b.name }));
  const breadcrumbs = [
    { name: "Home", url: "/" }, { name: "Appliances", url: "/appliances" },
    { name: appliance.name, url: `/appliances/${appliance.slug}` }, { name: issue.name, url: `/issues/${issue.slug}` },
  ];
  return { issue, appliance: { slug: appliance.slug, name: appliance.name }, related, brands, breadcrumbs };
}

export const meta: Route.MetaFunction = ({ matches, data: d }) => {
  if (!d) return notFoundMeta("Issue Not Found");
  const { issue: i, appliance: a } = d;
  const path = `/issues/${i.slug}`;
  return pageMeta(matches, {
    title: i.seoTitle,
    description: i.seoDescription,
    keywords: i.seoKeywords,
    keywordContext: { appliance: a.name.toLowerCase(), issue: i.name.toLowerCase().replace(a.name.toLowerCase(), "").trim() },
    path,
    breadcrumbs: d.breadcrumbs,
    jsonLd: [
      (siteUrl) => serviceJsonLd(siteUrl, { name: `${i.name} Repair in Houston`, serviceType: `${a.name} Repair`, description: i.description, path, price: i.avgCost }),
      {
        "@context": "https://schema.org",
        "@type": "HowTo",
        name: `How a technician fixes: ${i.name}`,
        step: i.repairSteps.map((s) => ({ "@type": "HowToStep", position: s.step, name: s.title, text: s.description })),
      },
    ],
  });
};

export default function IssuePage({ loaderData }: Route.ComponentProps) {
  const { issue: i, appliance: a, related, brands } = loaderData;
  const urgent = isUrgent(i.urgency);
  const bookHref = `/book-online?appliance=${a.slug}&issue=${i.key}`;
  return (
    <>
      <PageHero title={`${i.name}: Causes, Repair and Cost`} intro={i.description} breadcrumbs={loaderData.breadcrumbs}>
        <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
          <div className="rounded-xl bg-white/10 p-4"><dt className="text-sm text-blue-100">Typical cost</dt><dd className="text-xl font-bold">{formatCostRange(i.avgCost)}</dd></div>
          <div className="rounded-xl bg-white/10 p-4"><dt className="text-sm text-blue-100">Repair time</dt><dd className="text-xl font-bold">{i.repairTime}</dd></div>
          <div className="rounded-xl bg-white p-4 text-slate-900"><dt className="text-sm text-slate-600">Priority</dt><dd className="mt-1"><Badge tone={URGENCY_TONE[i.urgency]}>{i.urgency}</Badge></dd></div>
          <div className="rounded-xl bg-white p-4 text-slate-900">
            <dt className="text-sm text-slate-600">Complexity</dt>
            <dd className="mt-1 flex items-center gap-2 font-semibold">
              <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-full ${i.difficulty === "Hard" ? "bg-red-600" : i.difficulty === "Medium" ? "bg-yellow-400" : "bg-green-600"}`} />
              <Badge tone={DIFFICULTY_TONE[i.difficulty]}>{i.difficulty}</Badge>
            </dd>
          </div>
        </dl>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3">
        <div className="space-y-12 lg:col-span-2">
          <section className="grid gap-6 md:grid-cols-2">
            <div>
              <h2 className="text-2xl font-bold">Symptoms</h2>
              <ul className="mt-4 space-y-2">
                {i.symptoms.map((s) => <li key={s} className="flex gap-2 text-slate-800"><AlertTriangle aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-orange-600" />{s}</li>)}
              </ul>
            </div>
            <div>
              <h2 className="text-2xl font-bold">Common Causes</h2>
              <ul className="mt-4 space-y-2">
                {i.causes.map((c) => <li key={c} className="flex gap-2 text-slate-800"><Wrench aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-brand-700" />{c}</li>)}
              </ul>
            </div>
          </section>

          <section>
            <h2 className="text-2xl font-bold">Why It Happens</h2>
            <p className="mt-3 text-lg font-semibold text-slate-900">{i.whyItHappens.primaryCause}</p>
            <p className="mt-2 text-slate-700">{i.whyItHappens.explanation}</p>
            <h3 className="mt-5 font-bold">Common triggers</h3>
            <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">{i.whyItHappens.commonTriggers.map((t) => <li key={t}>{t}</li>)}</ul>
            <div className="mt-5 grid gap-4 md:grid-cols-2">
              <div className="rounded-xl bg-slate-50 p-4"><h3 className="font-bold">Age factors</h3><p className="mt-1 text-slate-700">{i.whyItHappens.ageFactors}</p></div>
              <div className="rounded-xl bg-slate-50 p-4"><h3 className="font-bold">Usage factors</h3><p className="mt-1 text-slate-700">{i.whyItHappens.usageFactors}</p></div>
            </div>
          </section>

          <section>
            <h2 className="text-2xl font-bold">How We Repair It</h2>
            <ol className="mt-4 space-y-4">
              {i.repairSteps.map((s) => (
                <li key={s.step} className="rounded-xl border border-slate-200 p-5">
                  <h3 className="flex items-center gap-3 text-lg font-bold">
                    <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">{s.step}</span>{s.title}
                  </h3>
                  <p className="mt-2 text-slate-700">{s.description}</p>
                  <p className="mt-2 text-sm text-slate-700"><Clock aria-hidden="true" className="inline h-4 w-4" /> {s.timeRequired}{s.toolsNeeded.length ? ` · Tools: ${s.toolsNeeded.join(", ")}` : ""}</p>
                  {s.safetyNotes ? <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950"><strong>Safety:</strong> {s.safetyNotes}</p> : null}
                </li>
              ))}
            </ol>
          </section>

          <section className="rounded-xl border border-brand-100 bg-brand-50 p-6">
            <h2 className="text-xl font-bold">Professional Repair or DIY?</h2>
            <p className="mt-2 text-slate-800">{i.professionalVsDiy}</p>
          </section>

          <section>
            <h2 className="text-2xl font-bold">How to Prevent It</h2>
            <ol className="mt-4 space-y-2">
              {i.prevention.map((p, n) => (
                <li key={p} className="flex gap-3 text-slate-800"><span className="font-bold text-brand-700">{n + 1}.</span>{p}</li>
              ))}
            </ol>
          </section>
        </div>

        <aside className="space-y-6">
          <div className="rounded-xl border-2 border-green-200 bg-green-50 p-6">
            <h2 className="flex items-center gap-2 text-lg font-bold"><ShieldCheck aria-hidden="true" className="h-5 w-5 text-green-800" />{company.warranty.days}-Day Warranty</h2>
            <p className="mt-2 text-slate-800">Parts and labor on this repair. If the same issue comes back within {company.warranty.days} days, we fix it free.</p>
          </div>
          <div className={`rounded-xl p-6 ${urgent ? "bg-red-700 text-white" : "bg-brand-800 text-white"}`}>
            <h2 className="text-lg font-bold">{urgent ? "Don't wait — this needs attention now" : `Get your ${a.name.toLowerCase()} working again`}</h2>
            <p className="mt-2">
              {urgent
                ? `A ${i.urgency.toLowerCase()}-priority problem can cause damage or a safety hazard. Call now for same-day service; ${company.hours.emergency.toLowerCase()}.`
                : "Book a visit at a time that suits you. We quote before we start, and most repairs are done in one visit."}
            </p>
            <div className="mt-4 flex flex-col gap-2">
              <CallButton label="Call" className="w-full" />
              <ButtonLink to={bookHref} variant="outline" className="w-full">Book This Repair</ButtonLink>
            </div>
          </div>
          {related.length ? (
            <nav aria-label={`Other ${a.name} problems`} className="rounded-xl border border-slate-200 p-6">
              <h2 className="font-bold">Other {a.name} Problems</h2>
              <ul className="mt-3 space-y-2">
                <TextLinkItems links={issueLinks(related)} />
              </ul>
              <TextLink to={`/appliances/${a.slug}`} className="mt-4 inline-block font-semibold">All {a.name} repairs</TextLink>
            </nav>
          ) : null}
          {brands.length ? (
            <nav aria-label={`${a.name} brands we repair`} className="rounded-xl border border-slate-200 p-6">
              <h2 className="font-bold">Brands We Repair</h2>
              <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
                {brands.map((b) => <li key={b.slug}><TextLink to={`/brands/${b.slug}`}>{b.name}<span className="sr-only"> {a.name.toLowerCase()} repair</span></TextLink></li>)}
              </ul>
            </nav>
          ) : null}
          <p className="flex items-center gap-2 text-sm text-slate-700"><CheckCircle2 aria-hidden="true" className="h-4 w-4 text-green-700" />Licensed and insured technicians</p>
        </aside>
      </div>
    </>
  );
}

export const ErrorBoundary = notFoundBoundary({ title: "Issue Not Found", message: "We couldn't find that repair guide.", back: { to: "/appliances", label: "View All Appliances" } });
