import { claims, claimText } from "#content/claims.ts";
import { CHAT_GREETING, CHAT_QUICK_ACTIONS } from "#content/chat.ts";
import { company, telHref } from "#content/company.ts";
import { AlertTriangle, Calculator, ChevronDown, MessageCircle, Search, ShieldCheck, Star, Users, Wrench } from "lucide-react";
import { Link } from "react-router";
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
import { chatHref } from "#app/domain/chat.ts";
import { HOME_APPLIANCES, moreZipsLabel, REGION_CARD_ZIPS } from "#app/domain/home.ts";
import type { RouteHandle } from "#app/root.tsx";
import { pageMeta } from "#app/seo.ts";
import { testimonials } from "#app/server/content.server.ts";
import { checkZip } from "#app/server/zip-check.server.ts";
import type { Route } from "./+types/home";

export const handle: RouteHandle = { hydrate: true, cache: "url" };

const GROUP_TITLES: Record<(typeof HOME_BRAND_GROUPS)[number], string> = {
  "major-american": "Major American Brands",
  premium: "Premium & High-End Brands",
  international: "Popular International Brands",
};

export function loader({ request }: Route.LoaderArgs) {
  const byRegion = zipsByRegion();
  return {
    check: checkZip(new URL(request.url).searchParams.get("zip")),
    appliances: HOME_APPLIANCES.map((slug) => getAppliance(slug)!).map((a) => ({ slug: a.slug, name: a.name, icon: a.icon, description: a.description })),
    brandGroups: HOME_BRAND_GROUPS.map((group) => ({
      group,
      title: GROUP_TITLES[group],
      brands: brands.filter((b) => b.homeGroup === group).map((b) => ({ name: b.name, label: b.popularity })),
    })),
    regions: REGIONS.map((region) => ({ region, zips: byRegion[region].map((z) => z.zipCode) })),
    totalZips: coveredZips.length,
    testimonials,
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: company.seo.title, description: company.seo.description, keywords: company.seo.keywords, path: "/" });

function Section({ id, title, intro, children, tinted }: { id?: string; title: string; intro?: string; children: React.ReactNode; tinted?: boolean }) {
  return (
    <section id={id} className={`scroll-mt-20 ${tinted ? "bg-slate-50" : ""}`} aria-labelledby={id ? `${id}-title` : undefined}>
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 id={id ? `${id}-title` : undefined} className="text-center text-3xl font-bold">
          {title}
        </h2>
        {intro ? <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-slate-700">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { check, appliances: tiles, brandGroups, regions, totalZips, testimonials: reviews } = loaderData;
  return (
    <>
      {/* 1. Hero */}
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <p className="flex items-center gap-2 font-semibold text-blue-100">
            <Star aria-hidden="true" className="h-5 w-5 fill-yellow-400 text-yellow-400" />
            {claimText.rating} from {claimText.customers} customers
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-extrabold sm:text-5xl">Fast, Reliable Appliance Repair in Houston — Same-Day Service</h1>
          <p className="mt-5 max-w-2xl text-lg text-blue-100">
            Licensed and insured technicians, upfront pricing with no hidden fees, and a {claimText.warrantyAdjective} warranty on parts and labor for every
            repair. {company.hours.emergency}.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/book-online" size="lg" variant="accent">
              Schedule Appointment
            </ButtonLink>
            <a href={telHref} className={buttonClass("outline", "lg")}>
              Call {company.phone}
            </a>
          </div>
        </div>
      </section>

      {/* 2. Get Help Fast */}
      <Section title="Get Help Fast" intro="Everything you need, a tap away.">
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[
            { to: "/warranty", icon: ShieldCheck, title: "Check Warranty", text: "See if your repair is still covered." },
            { to: "/estimate", icon: Calculator, title: "Get Free Estimate", text: "A price range in three steps." },
            { to: "/parts", icon: Search, title: "Find Parts", text: "Search by part, model or serial number." },
            { to: "/technicians", icon: Users, title: "Track Technicians", text: "See who is available near you." },
          ].map(({ to, icon: Icon, title, text }) => (
            <li key={to}>
              <Link to={to} className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 p-6 shadow-sm hover:border-brand-600">
                <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
                <span className="text-lg font-bold">{title}</span>
                <span className="text-slate-700">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      {/* 3. Trust statistics */}
      <section className="bg-brand-800 text-white" aria-label="Why customers trust us">
        <StatTiles
          tone="dark"
          className="mx-auto max-w-7xl px-4 py-10"
          stats={[
            { value: claims.appliancesRepaired, label: `Appliances repaired since ${company.founded}` },
            { value: `${company.rating} ★`, label: `From ${claimText.customers} customers` },
            { value: String(claims.techniciansAvailable), label: "Technicians available" },
            { value: claimText.warrantyDays, label: "Warranty" },
            { value: claimText.firstResponse, label: "Response time" },
          ]}
        />
      </section>

      {/* 4. Appliances */}
      <Section title="Appliances We Repair" intro="Every major home appliance, every major brand.">
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {tiles.map((a) => (
            <li key={a.slug}>
              <Link to={`/appliances/${a.slug}`} className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 p-6 hover:border-brand-600">
                <ApplianceIcon icon={a.icon} className="h-10 w-10" />
                <span className="text-lg font-bold">{a.name} Repair</span>
                <span className="text-sm text-slate-700">{a.description}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <ButtonLink to="/appliances" variant="outline">
            View All Services
          </ButtonLink>
        </p>
      </Section>

      {/* 5. Brands */}
      <Section title="Brands We Service" intro={`${claims.brandsServiced} brands serviced and ${claims.repairsCompleted} repairs completed.`} tinted>
        {brandGroups.map((g) => (
          <div key={g.group} className="mt-10">
            <h3 className="text-xl font-bold">{g.title}</h3>
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {g.brands.map((b) => (
                <li key={b.name}>
                  <Link
                    to={`/book-online?brand=${encodeURIComponent(b.name)}`}
                    className="flex h-full flex-col items-center gap-1 rounded-xl border border-slate-200 bg-white p-4 text-center hover:border-brand-600"
                  >
                    <span className="font-extrabold">{b.name}</span>
                    <span className="text-xs font-semibold text-slate-700">{b.label}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="mt-10 rounded-xl bg-white p-6 text-center shadow-sm">
          <h3 className="text-xl font-bold">Don't See Your Brand?</h3>
          <p className="mt-1 text-slate-700">We repair many more. Call us and ask — chances are we know it well.</p>
          <CallAndBook size="md" bookLabel="Schedule Service" centered className="mt-4" />
        </div>
      </Section>

      {/* 6. Why Choose Us */}
      <ReasonsToChoose tinted={false} centered />

      {/* 7. Service-area checker */}
      <Section id="zip-checker" title="Check Your Service Area" intro="Enter your ZIP code to see if we serve your area." tinted>
        <div className="mx-auto mt-8 max-w-2xl">
          <ZipChecker id="zip-checker" initial={check} variant="home" />
        </div>
        <StatTiles
          className="mt-10"
          stats={[
            { value: claims.zipCodesServed, label: "ZIP codes" },
            { value: claimText.responseShort, label: "Response" },
            { value: claims.emergencyAvailability, label: "Emergency" },
            { value: claimText.serviceRadius, label: "Radius" },
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
                {moreZipsLabel(r.zips.length) ? <li className="px-1 py-0.5 text-sm font-semibold text-slate-700">{moreZipsLabel(r.zips.length)}</li> : null}
              </ul>
            </li>
          ))}
        </ul>
        <details className="group mt-6 rounded-xl bg-white p-5 shadow-sm">
          <summary className="flex items-center justify-center gap-2 font-semibold text-brand-700">
            <span className="group-open:hidden">View All ZIP Codes We Serve</span>
            <span className="hidden group-open:inline">Hide All ZIP Codes We Serve</span>
            <ChevronDown aria-hidden="true" className="h-4 w-4 group-open:rotate-180" />
          </summary>
          <p className="mt-4 text-center text-slate-700">{totalZips} ZIP codes in total</p>
          <ul className="mt-3 flex flex-wrap justify-center gap-1.5">
            {regions
              .flatMap((r) => r.zips)
              .toSorted()
              .map((z) => (
                <li key={z}>
                  <Link to={`/service-area/${z}`} className="rounded bg-slate-100 px-2 py-0.5 text-sm hover:bg-brand-50">
                    {z}
                  </Link>
                </li>
              ))}
          </ul>
        </details>
        <div className="mt-8 flex flex-col items-center justify-between gap-4 rounded-xl bg-red-700 p-6 text-white sm:flex-row">
          <p className="flex items-center gap-2 text-lg font-bold">
            <AlertTriangle aria-hidden="true" className="h-6 w-6" />
            Appliance emergency? We're available {claims.emergencyAvailability}.
          </p>
          <a href={telHref} className="rounded-lg bg-white px-5 py-2.5 font-bold text-red-800">
            Call {company.phone}
          </a>
        </div>
      </Section>

      {/* 8. Chat help */}
      <Section title="Get Help on WhatsApp" intro="Message us for quick answers, quotes and scheduling.">
        <div className="mt-8 flex justify-center">
          <a
            href={chatHref(CHAT_GREETING)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-lg bg-green-700 px-6 py-3 text-lg font-semibold text-white hover:bg-green-800"
          >
            <MessageCircle aria-hidden="true" className="h-5 w-5" />
            Start WhatsApp Chat
          </a>
        </div>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {CHAT_QUICK_ACTIONS.map((q) => (
            <li key={q.label}>
              <a
                href={chatHref(q.text)}
                target="_blank"
                rel="noopener noreferrer"
                className="flex h-full items-center justify-center gap-2 rounded-xl border-2 border-green-700 p-4 font-semibold text-green-900 hover:bg-green-50"
              >
                <Wrench aria-hidden="true" className="h-4 w-4" />
                {q.label}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-slate-700">{company.hours.chat}</p>
        <CallAndBook size="md" centered className="mt-4" />
      </Section>

      {/* 9. Testimonials */}
      <Section title="What Our Customers Say" tinted>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {reviews.map((t) => (
            <li key={t.id} className="rounded-xl bg-white p-6 shadow-sm">
              <p className="flex" role="img" aria-label={`${t.rating} out of 5 stars`}>
                {Array.from({ length: t.rating }, (_, i) => (
                  <Star key={i} aria-hidden="true" className="h-4 w-4 fill-yellow-400 text-yellow-500" />
                ))}
              </p>
              <blockquote className="mt-3 text-slate-800">“{t.text}”</blockquote>
              <p className="mt-4 font-semibold">{t.name}</p>
              <p className="text-sm text-slate-700">
                {t.location} · {t.appliance}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      {/* 10. Closing call to action */}
      <section className="bg-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 text-center">
          <h2 className="text-3xl font-bold">Ready to Get Your Appliance Fixed?</h2>
          <p className="mx-auto mt-2 max-w-2xl text-blue-100">
            Book online in a minute or call now. We'll call you back within {company.callbackMinutes} minutes.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/book-online" size="lg" variant="accent">
              Book Online Now
            </ButtonLink>
            <a href={telHref} className={buttonClass("outline", "lg")}>
              Call {company.phone}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
