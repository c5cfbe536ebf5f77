import { claims, claimText } from "#content/claims.ts";
import { company } from "#content/company.ts";
import { Clock, ShieldCheck } from "lucide-react";

import { CallAndBook } from "#app/components/CallAndBook.tsx";
import { CallToAction } from "#app/components/CallToAction.tsx";
import { ApplianceIcon } from "#app/components/catalogue/ApplianceIcon.tsx";
import { PageHero } from "#app/components/catalogue/PageHero.tsx";
import { ReasonsToChoose } from "#app/components/ReasonsToChoose.tsx";
import { StatTiles } from "#app/components/StatTiles.tsx";
import { appliances } from "#app/domain/catalogue/catalogue.ts";
import { formatCostRange } from "#app/domain/catalogue/rules.ts";
import { pageMeta } from "#app/seo.ts";
import { TextLink } from "#app/components/ui/TextLink.tsx";
import type { Route } from "./+types/appliances";
import type { RouteHandle } from "#app/root.tsx";

export const handle: RouteHandle = { cache: "path" };

const crumbs = [{ name: "Home", url: "/" }, { name: "Appliances", url: "/appliances" }];

export function loader() {
  return {
    appliances: appliances.map((a) => ({ slug: a.slug, name: a.name, icon: a.icon, description: a.description, avgRepairCost: a.avgRepairCost, repairTime: a.repairTime, warrantyPeriod: a.warrantyPeriod })),
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageMeta(matches, {
    title: `Appliance Repair Services in Houston | ${company.name}`,
    description: `Repair for washers, dryers, refrigerators, dishwashers, ovens, microwaves and more across Houston. Upfront prices, same-day service, ${claimText.warrantyAdjective} warranty.`,
    path: "/appliances",
    keywords: ["appliance repair services houston", "home appliance repair", "appliance repair near me"],
    breadcrumbs: crumbs,
    jsonLd: [(siteUrl) => ({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Appliance repair services",
      itemListElement: (data?.appliances ?? []).map((a, i) => ({ "@type": "ListItem", position: i + 1, name: `${a.name} Repair`, url: `${siteUrl}/appliances/${a.slug}` })),
    })],
  });

export default function Appliances({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Appliance Repair Services" intro="Fast, reliable repair for every major home appliance, by licensed technicians who quote before they start." breadcrumbs={crumbs}>
        <CallAndBook bookLabel="Schedule Service" />
      </PageHero>
      <section className="mx-auto max-w-7xl px-4 py-10">
        <StatTiles
          stats={[
            { value: String(claims.applianceTypes), label: "Appliance types" },
            { value: claims.brandsServiced, label: "Brands" },
            { value: claimText.responseCompact, label: "Response" },
            { value: claimText.warrantyDays, label: "Warranty" },
          ]}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.appliances.map((a) => (
            <li key={a.slug} className="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm">
              <h2 className="flex items-center gap-2 text-xl font-bold"><ApplianceIcon icon={a.icon} />{a.name} Repair</h2>
              <p className="mt-2 flex-1 text-slate-700">{a.description}</p>
              <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
                <dt className="text-slate-600">Average cost</dt><dd className="font-semibold">{formatCostRange(a.avgRepairCost)}</dd>
                <dt className="flex items-center gap-1 text-slate-600"><Clock aria-hidden="true" className="h-4 w-4" />Repair time</dt><dd className="font-semibold">{a.repairTime}</dd>
                <dt className="flex items-center gap-1 text-slate-600"><ShieldCheck aria-hidden="true" className="h-4 w-4" />Warranty</dt><dd className="font-semibold">{a.warrantyPeriod}</dd>
              </dl>
              <TextLink to={`/appliances/${a.slug}`} className="mt-4 font-semibold">{a.name} repair details →</TextLink>
            </li>
          ))}
        </ul>
      </section>
      <ReasonsToChoose />
      <CallToAction title="Appliance Broken? We Can Help Today." text="Call now for same-day service, or book online in a minute." />
    </>
  );
}
