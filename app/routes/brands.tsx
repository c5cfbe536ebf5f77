import { claims, claimText } from "#content/claims.ts";
import { company } from "#content/company.ts";
import { Link } from "react-router";
import { PageHero } from "#app/components/catalogue/PageHero.tsx";
import { POPULARITY_TONE } from "#app/components/catalogue/tones.ts";
import { CallToAction } from "#app/components/CallToAction.tsx";
import { ReasonsToChoose } from "#app/components/ReasonsToChoose.tsx";
import { StatTiles } from "#app/components/StatTiles.tsx";
import { Badge } from "#app/components/ui/Badge.tsx";
import { brands, groupBrands } from "#app/domain/catalogue/catalogue.ts";
import type { Brand } from "#app/domain/catalogue/schema.ts";
import { pageMeta } from "#app/seo.ts";
import type { Route } from "./+types/brands";
import type { RouteHandle } from "#app/root.tsx";

export const handle: RouteHandle = { cache: "path" };

const crumbs = [{ name: "Home", url: "/" }, { name: "Brands", url: "/brands" }];

/** What the page shows of a brand. */
const pick = (b: Brand) => ({ slug: b.slug, name: b.name, logo: b.logo, founded: b.founded, headquarters: b.headquarters, popularity: b.popularity });

export function loader() {
  const { popular, premium } = groupBrands();
  return { popular: popular.map(pick), premium: premium.map(pick), total: brands.length };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageMeta(matches, {
    title: `Appliance Brands We Repair in Houston | ${company.name}`,
    description: `Factory-trained repair for ${data?.total ?? 0}+ appliance brands in Houston: Whirlpool, GE, Samsung, LG, Maytag, Bosch, Sub-Zero, Wolf and more. Same-day service.`,
    path: "/brands",
    keywords: ["appliance brands repair houston", "samsung appliance repair", "whirlpool appliance repair", "sub-zero repair houston"],
    breadcrumbs: crumbs,
  });

type BrandCard = ReturnType<typeof loader>["popular"][number];

function BrandGrid({ list }: { list: BrandCard[] }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {list.map((b) => (
        <li key={b.slug}>
          <Link to={`/brands/${b.slug}`} className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600">
            <span className="text-xl font-extrabold">{b.logo}</span>
            <span className="text-sm text-slate-700">Founded {b.founded} · {b.headquarters}</span>
            <span><Badge tone={POPULARITY_TONE[b.popularity]}>{b.popularity}</Badge></span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  const { popular, premium, total } = loaderData;
  return (
    <>
      <PageHero title="Appliance Brands We Repair" intro="From everyday workhorses to luxury built-ins, our technicians are trained on the brands in Houston kitchens and laundry rooms." breadcrumbs={crumbs}>
        <StatTiles
          tone="dark"
          className="mt-8 sm:max-w-xl"
          stats={[
            { value: `${total}+`, label: "Brands" },
            { value: claims.repairsCompleted, label: "Repairs" },
            { value: claimText.warrantyDays, label: "Warranty" },
          ]}
        />
      </PageHero>
      <section className="mx-auto max-w-7xl px-4 py-12">
        <h2 className="text-2xl font-bold sm:text-3xl">Popular Appliance Brands</h2>
        <BrandGrid list={popular} />
        {premium.length ? (
          <>
            <h2 className="mt-12 text-2xl font-bold sm:text-3xl">Premium &amp; Luxury Brands</h2>
            <BrandGrid list={premium} />
          </>
        ) : null}
      </section>
      <ReasonsToChoose heading="Brand-Trained Technicians, Genuine Parts" />
      <CallToAction title="Don't See Your Brand?" text={`We service ${total}+ brands. Call us — if it plugs in or hooks up to gas in your kitchen or laundry room, we can most likely fix it.`} />
    </>
  );
}
