import { claims, claimText } from "#content/claims.ts";
import { ChatButton } from "#app/components/ChatLink.tsx";
import { company, telHref } from "#content/company.ts";
import { AlertTriangle, Calculator, ChevronDown, Search, ShieldCheck, Star, Users } from "lucide-react";
import { Link } from "react-router";
import { Static } from "#app/delivery/Static.tsx";
import { CallAndBook } from "#app/components/CallAndBook.tsx";
import { ApplianceIcon } from "#app/components/catalogue/ApplianceIcon.tsx";
import { ReasonsToChoose } from "#app/components/ReasonsToChoose.tsx";
import { StatTiles } from "#app/components/StatTiles.tsx";
import { ZipChecker } from "#app/components/tools/ZipChecker.tsx";
import { buttonClass, ButtonLink } from "#app/components/ui/Button.tsx";
import { coveredZips, zipsByRegion } from "#app/domain/areas/coverage.ts";
import { REGIONS } from "#app/domain/areas/regions.ts";
import { brands, getAppliance } from "#app/domain/catalogue/catalogue.ts";
import { HOME_BRAND_GROUPS } from "#app/domain/catalogue/schema.ts";
import { HOME_APPLIANCES, hiddenZipCount, REGION_CARD_ZIPS } from "#app/domain/home.ts";
import { localAppliance } from "#app/domain/i18n/catalogue.ts";
import { localeOfRequest } from "#app/domain/i18n/locale.ts";
import { localePath } from "#app/domain/i18n/paths.ts";
import { zipPagePath } from "#app/domain/i18n/zip-path.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import { useWords } from "#app/components/i18n.ts";
import { pageHandle } from "#app/pages.ts";
import { pageMeta } from "#app/seo.ts";
import { technicians, testimonials } from "#app/server/content.server.ts";
import { checkZip } from "#app/server/zip-check.server.ts";
import type { Route } from "./+types/home";

export const handle = pageHandle("home");

export function loader({ request, url }: Route.LoaderArgs) {
  const byRegion = zipsByRegion();
  const locale = localeOfRequest(request);
  const to = (englishHref: string) => localePath(locale, englishHref);
  return {
    locale,
    path: to("/"),
    check: checkZip(url.searchParams.get("zip")),
    appliances: HOME_APPLIANCES.map((slug) => localAppliance(getAppliance(slug)!, locale)).map((a) => ({
      href: to(`/appliances/${a.slug}`),
      name: a.name,
      icon: a.icon,
      description: a.description,
    })),
    brandGroups: HOME_BRAND_GROUPS.map((group) => ({
      group,
      brands: brands
        .filter((b) => b.homeGroup === group)
        .map((b) => ({
          name: b.name,
          popularity: b.popularity,
          href: to(`/book-online?brand=${encodeURIComponent(b.name)}`),
        })),
    })),
    // ZIP codes only: the page builds their links, so the hydration data stays small.
    regions: REGIONS.map((region) => ({ region, zips: byRegion[region].map((z) => z.zipCode) })),
    totalZips: coveredZips.length,
    // Counted from the team the technicians page lists, never claimed apart from it.
    technicianCount: technicians.length,
    testimonials,
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const w = uiWords[data?.locale ?? "en"].home;
  return pageMeta(matches, {
    title: w.title,
    description: w.description,
    keywords: w.keywords,
    path: data?.path ?? "/",
  });
};

const HELP_TILES = [
  { to: "/warranty", icon: ShieldCheck },
  { to: "/estimate", icon: Calculator },
  { to: "/parts", icon: Search },
  { to: "/technicians", icon: Users },
] as const;

/** The hero's and the closing band's pair on the blue background: book first, then call. */
function BookAndCall({ bookLabel, className }: { bookLabel: string; className: string }) {
  const { t, href } = useWords();
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <ButtonLink to={href("/book-online")} size="lg" variant="accent">
        {bookLabel}
      </ButtonLink>
      <a href={telHref} className={buttonClass("outline", "lg")}>
        {t.actions.callNumber(company.phone)}
      </a>
    </div>
  );
}

function Section({
  id,
  title,
  intro,
  children,
  tinted,
  isStatic = false,
}: {
  id?: string;
  title: string;
  intro?: string;
  children: React.ReactNode;
  tinted?: boolean;
  /** Nothing in it to do in the browser (see `Static`). */
  isStatic?: boolean;
}) {
  return (
    <Static
      as="section"
      isStatic={isStatic}
      id={id}
      className={`scroll-mt-20 ${tinted ? "bg-slate-50" : ""}`}
      aria-labelledby={id ? `${id}-title` : undefined}
    >
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 id={id ? `${id}-title` : undefined} className="text-center text-3xl font-bold">
          {title}
        </h2>
        {intro ? <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-slate-700">{intro}</p> : null}
        {children}
      </div>
    </Static>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const {
    check,
    appliances: tiles,
    brandGroups,
    regions,
    totalZips,
    technicianCount,
    testimonials: reviews,
    locale,
  } = loaderData;
  const { t, href } = useWords();
  const w = t.home;
  return (
    <>
      {/* 1. Hero */}
      <Static as="section" className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <p className="flex items-center gap-2 font-semibold text-blue-100">
            <Star aria-hidden="true" className="h-5 w-5 fill-yellow-400 text-yellow-400" />
            {w.rating(claimText.rating, claimText.customers)}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-extrabold sm:text-5xl">{w.heading}</h1>
          <p className="mt-5 max-w-2xl text-lg text-blue-100">
            {w.intro(claimText.warrantyAdjective, t.footer.emergency)}
          </p>
          <BookAndCall bookLabel={w.schedule} className="mt-8" />
        </div>
      </Static>

      {/* 2. Get Help Fast */}
      <Section isStatic title={w.helpTitle} intro={w.helpIntro}>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {HELP_TILES.map(({ to, icon: Icon }) => (
            <li key={to}>
              <Link
                to={href(to)}
                className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 p-6 shadow-sm hover:border-brand-600"
              >
                <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
                <span className="text-lg font-bold">{w.helpTiles[to].title}</span>
                <span className="text-slate-700">{w.helpTiles[to].text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      {/* 3. Trust statistics */}
      <Static as="section" className="bg-brand-800 text-white" aria-label={w.trustLabel}>
        <StatTiles
          tone="dark"
          className="mx-auto max-w-7xl px-4 py-10"
          stats={[
            { value: claims.repairs, label: w.repairedSince(company.founded) },
            { value: `${claimText.rating} ★`, label: w.fromCustomers(claimText.customers) },
            { value: String(technicianCount), label: w.techniciansAvailable },
            { value: w.warrantyValue, label: w.warranty },
            { value: w.responseValue, label: w.responseTime },
          ]}
        />
      </Static>

      {/* 4. Appliances */}
      <Section isStatic title={w.appliancesTitle} intro={w.appliancesIntro}>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {tiles.map((a) => (
            <li key={a.href}>
              <Link
                to={a.href}
                className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 p-6 hover:border-brand-600"
              >
                <ApplianceIcon icon={a.icon} className="h-10 w-10" />
                <span className="text-lg font-bold">{w.applianceRepair(a.name)}</span>
                <span className="text-sm text-slate-700">{a.description}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <ButtonLink to={href("/appliances")} variant="outline">
            {w.viewAllServices}
          </ButtonLink>
        </p>
      </Section>

      {/* 5. Brands */}
      <Section isStatic title={w.brandsTitle} intro={w.brandsIntro(claims.brandsServiced, claims.repairs)} tinted>
        {brandGroups.map((g) => (
          <div key={g.group} className="mt-10">
            <h3 className="text-xl font-bold">{w.brandGroups[g.group]}</h3>
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {g.brands.map((b) => (
                <li key={b.name}>
                  <Link
                    to={b.href}
                    className="flex h-full flex-col items-center gap-1 rounded-xl border border-slate-200 bg-white p-4 text-center hover:border-brand-600"
                  >
                    <span className="font-extrabold">{b.name}</span>
                    <span className="text-xs font-semibold text-slate-700">{t.popularity[b.popularity]}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="mt-10 rounded-xl bg-white p-6 text-center shadow-sm">
          <h3 className="text-xl font-bold">{w.noBrandTitle}</h3>
          <p className="mt-1 text-slate-700">{w.noBrandText}</p>
          <CallAndBook size="md" bookLabel={t.actions.scheduleService} centered className="mt-4" />
        </div>
      </Section>

      {/* 6. Why Choose Us */}
      <ReasonsToChoose isStatic tinted={false} centered />

      {/* 7. Service-area checker */}
      <Section id="zip-checker" title={w.zipTitle} intro={w.zipIntro} tinted>
        <div className="mx-auto mt-8 max-w-2xl">
          <ZipChecker id="zip-checker" initial={check} variant="home" />
        </div>
        <Static>
          <StatTiles
            className="mt-10"
            stats={[
              { value: String(totalZips), label: w.zipCodes },
              { value: w.responseShort, label: w.response },
              { value: claims.emergencyAvailability, label: w.emergency },
              { value: claimText.serviceRadius, label: w.radius },
            ]}
          />
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {regions.map((r) => (
              <li key={r.region} className="rounded-xl bg-white p-5 shadow-sm">
                <h3 className="font-bold">{r.region}</h3>
                <ul className="mt-2 flex flex-wrap gap-1.5">
                  {r.zips.slice(0, REGION_CARD_ZIPS).map((z) => (
                    <li key={z} className="rounded bg-brand-50 px-2 py-0.5 text-sm text-brand-900">
                      {z}
                    </li>
                  ))}
                  {hiddenZipCount(r.zips.length) > 0 ? (
                    <li className="px-1 py-0.5 text-sm font-semibold text-slate-700">
                      {w.moreZips(hiddenZipCount(r.zips.length))}
                    </li>
                  ) : null}
                </ul>
              </li>
            ))}
          </ul>
          <details className="group mt-6 rounded-xl bg-white p-5 shadow-sm">
            <summary className="flex items-center justify-center gap-2 font-semibold text-brand-700">
              <span className="group-open:hidden">{w.viewAllZips}</span>
              <span className="hidden group-open:inline">{w.hideAllZips}</span>
              <ChevronDown aria-hidden="true" className="h-4 w-4 group-open:rotate-180" />
            </summary>
            <p className="mt-4 text-center text-slate-700">{w.totalZips(totalZips)}</p>
            <ul className="mt-3 flex flex-wrap justify-center gap-1.5">
              {regions
                .flatMap((r) => r.zips)
                .toSorted()
                .map((z) => (
                  <li key={z}>
                    <Link
                      to={zipPagePath(locale, z)}
                      className="rounded bg-slate-100 px-2 py-0.5 text-sm hover:bg-brand-50"
                    >
                      {z}
                    </Link>
                  </li>
                ))}
            </ul>
          </details>
          <div className="mt-8 flex flex-col items-center justify-between gap-4 rounded-xl bg-red-700 p-6 text-white sm:flex-row">
            <p className="flex items-center gap-2 text-lg font-bold">
              <AlertTriangle aria-hidden="true" className="h-6 w-6" />
              {w.emergencyLine(claims.emergencyAvailability)}
            </p>
            <a href={telHref} className="rounded-lg bg-white px-5 py-2.5 font-bold text-red-800">
              {t.actions.callNumber(company.phone)}
            </a>
          </div>
        </Static>
      </Section>

      {/* 8. Chat help */}
      <Section isStatic title={w.chatTitle} intro={w.chatIntro}>
        <div className="mt-8 flex justify-center">
          <ChatButton message={w.chatGreeting} kind="start" label={w.chatStart} />
        </div>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {w.chatQuickActions.map((q) => (
            <li key={q.label}>
              <ChatButton message={q.text} kind="question" label={q.label} />
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-slate-700">{w.chatHours}</p>
        <CallAndBook size="md" centered className="mt-4" />
      </Section>

      {/* 9. Testimonials */}
      <Section isStatic title={w.reviewsTitle} tinted>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-xl bg-white p-6 shadow-sm">
              <p className="flex" role="img" aria-label={w.stars(review.rating)}>
                {Array.from({ length: review.rating }, (_, i) => (
                  <Star key={i} aria-hidden="true" className="h-4 w-4 fill-yellow-400 text-yellow-500" />
                ))}
              </p>
              {/* Reviews are quoted in the words their customers wrote them. */}
              <blockquote lang={locale === "en" ? undefined : "en-US"} className="mt-3 text-slate-800">
                “{review.text}”
              </blockquote>
              <p className="mt-4 font-semibold">{review.name}</p>
              <p className="text-sm text-slate-700">
                {review.location} · {review.appliance}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      {/* 10. Closing call to action */}
      <Static as="section" className="bg-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 text-center">
          <h2 className="text-3xl font-bold">{w.closingTitle}</h2>
          <p className="mx-auto mt-2 max-w-2xl text-blue-100">{w.closingText(company.callbackMinutes)}</p>
          <BookAndCall bookLabel={w.bookNow} className="mt-6 justify-center" />
        </div>
      </Static>
    </>
  );
}
