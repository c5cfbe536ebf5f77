import type { ReactNode } from "react";

import { TextLink } from "#app/components/ui/TextLink.tsx";
import type { Appliance } from "#app/domain/catalogue/schema.ts";
import { ApplianceIcon } from "./ApplianceIcon";

/** An appliance on a city or ZIP page: its name, what varies by page (a description or a local price), time, warranty and the link. */
export function LocalApplianceCard({
  appliance,
  children,
}: {
  appliance: { slug: string; name: string; icon: Appliance["icon"]; repairTime: string; warranty: string };
  children: ReactNode;
}) {
  const a = appliance;
  return (
    <li className="rounded-xl border border-slate-200 p-5">
      <h3 className="flex items-center gap-2 text-lg font-bold">
        <ApplianceIcon icon={a.icon} className="h-6 w-6" />
        {a.name} Repair
      </h3>
      {children}
      <p className="mt-2 text-sm text-slate-700">
        Repair time {a.repairTime} · {a.warranty} warranty
      </p>
      <TextLink to={`/appliances/${a.slug}`} className="mt-3 inline-block font-semibold">
        Learn More<span className="sr-only"> about {a.name} repair</span>
      </TextLink>
    </li>
  );
}
