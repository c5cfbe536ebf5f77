import type { ReactNode } from "react";

import { useWords } from "#app/components/i18n.ts";
import { TextLink } from "#app/components/ui/TextLink.tsx";
import type { Appliance } from "#app/domain/catalogue/schema.ts";
import { ApplianceIcon } from "./ApplianceIcon.tsx";

/**
 * An appliance on a city or ZIP page: its name, what varies by page (a description or a local
 * price), time, warranty and the link, all in the page's language (`href` is the appliance page's).
 */
export function LocalApplianceCard({
  appliance,
  children,
}: {
  appliance: {
    slug: string;
    href?: string;
    name: string;
    icon: Appliance["icon"];
    repairTime: string;
    warranty: string;
  };
  children: ReactNode;
}) {
  const a = appliance;
  const { t } = useWords();
  const words = t.localAppliance;
  return (
    <li className="rounded-xl border border-slate-200 p-5">
      <h3 className="flex items-center gap-2 text-lg font-bold">
        <ApplianceIcon icon={a.icon} className="h-6 w-6" />
        {words.repair(a.name)}
      </h3>
      {children}
      <p className="mt-2 text-sm text-slate-700">{words.details(a.repairTime, a.warranty)}</p>
      <TextLink to={a.href ?? `/appliances/${a.slug}`} className="mt-3 inline-block font-semibold">
        {words.learnMore}
        <span className="sr-only">{words.about(a.name)}</span>
      </TextLink>
    </li>
  );
}
