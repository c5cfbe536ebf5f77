import { claimText } from "#content/claims.ts";
import { sectionPlace } from "#app/domain/i18n/trail.ts";
import { PageSection } from "#app/components/PageSection.tsx";
import { StatTiles } from "#app/components/StatTiles.tsx";
import { Initials } from "#app/components/ui/Initials.tsx";
import { BadgeCheck, Star } from "lucide-react";
import { Link } from "react-router";
import { CallAndBook } from "#app/components/CallAndBook.tsx";
import { PageHero } from "#app/components/catalogue/PageHero.tsx";
import { ZipChecker } from "#app/components/tools/ZipChecker.tsx";
import { coveredZips } from "#app/domain/areas/coverage.ts";
import { TECHNICIAN_PAGE_ZIP_COUNT, teamSummary } from "#app/domain/tools/technicians.ts";
import { pageHandle } from "#app/pages.ts";
import { useWords } from "#app/components/i18n.ts";
import { localeOfRequest } from "#app/domain/i18n/locale.ts";
import { localePath } from "#app/domain/i18n/paths.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import { pageMeta } from "#app/seo.ts";
import { technicians } from "#app/server/content.server.ts";
import { checkZip } from "#app/server/zip-check.server.ts";
import { TextLink } from "#app/components/ui/TextLink.tsx";
import type { Route } from "./+types/technicians";

export const handle = pageHandle("technicians");

export function loader({ request, url }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    ...sectionPlace(locale, "/technicians", (t) => t.technicians.crumb),
    areasHref: localePath(locale, "/service-areas"),
    check: checkZip(url.searchParams.get("zip")),
    summary: teamSummary(technicians),
    technicians,
    zips: coveredZips
      .slice(0, TECHNICIAN_PAGE_ZIP_COUNT)
      .map((z) => ({ zipCode: z.zipCode, city: z.city, href: localePath(locale, `/service-area/${z.zipCode}`) })),
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const t = uiWords[data?.locale ?? "en"].technicians;
  return pageMeta(matches, {
    title: t.title,
    description: t.description,
    keywords: t.keywords,
    path: data?.path ?? "/technicians",
    breadcrumbs: data?.breadcrumbs,
  });
};

export default function Technicians({ loaderData }: Route.ComponentProps) {
  const { check, summary, technicians: team, zips } = loaderData;
  const w = useWords().t.technicians;
  return (
    <>
      <PageHero isStatic title={w.heading} intro={w.intro}>
        <StatTiles
          tone="dark"
          className="mt-8 sm:max-w-2xl"
          stats={[
            { value: String(summary.servicesThisWeek), label: w.servicesThisWeek },
            { value: String(summary.activeTechnicians), label: w.activeTechnicians },
            { value: claimText.rating, label: w.averageRating },
          ]}
        />
      </PageHero>
      <section id="availability" className="mx-auto max-w-3xl px-4 py-10">
        <h2 className="text-2xl font-bold">{w.availabilityTitle}</h2>
        <p className="mt-1 text-slate-700">{w.availabilityIntro}</p>
        <div className="mt-4">
          <ZipChecker id="availability" initial={check} variant="technicians" />
        </div>
      </section>
      <PageSection isStatic title={w.teamTitle} tinted>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((t) => (
            <li key={t.id} className="rounded-xl bg-white p-6 text-center shadow-sm">
              <Initials initials={t.initials} size="large" />
              <h3 className="mt-3 text-lg font-bold">{t.name}</h3>
              <p className="text-slate-700">{w.role}</p>
              <p className="mt-1 text-sm text-slate-700">
                {w.primaryArea} {t.zipCode}
              </p>
              <p className="text-sm text-slate-700">{w.servicesCount(t.servicesThisWeek)}</p>
              <p className="mt-2 flex justify-center" role="img" aria-label={w.fiveStars}>
                {[1, 2, 3, 4, 5].map((n) => (
                  <Star key={n} aria-hidden="true" className="h-4 w-4 fill-yellow-400 text-yellow-500" />
                ))}
              </p>
              <ul className="mt-3 flex flex-wrap justify-center gap-1">
                {w.badges.map((b) => (
                  <li
                    key={b}
                    className="flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900"
                  >
                    <BadgeCheck aria-hidden="true" className="h-3 w-3" />
                    {b}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection isStatic title={w.areasTitle}>
        <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-6 lg:grid-cols-8">
          {zips.map((z) => (
            <li key={z.zipCode}>
              <Link
                to={z.href}
                className="block rounded-lg border border-slate-200 px-2 py-1.5 text-center text-sm hover:border-brand-600"
              >
                {z.zipCode}
              </Link>
            </li>
          ))}
        </ul>
        <TextLink to={loaderData.areasHref} className="mt-4 inline-block font-semibold">
          {w.allZips}
        </TextLink>
        <CallAndBook bookLabel={w.scheduleOnline} />
      </PageSection>
    </>
  );
}
