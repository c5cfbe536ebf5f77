import type { ReactNode } from "react";
import { Link } from "react-router";

/** An appliance on a city or ZIP page: its name, what varies by page (a description or a local price), time, warranty and the link. */
export function LocalApplianceCard({ appliance, children }: { appliance: { slug: string; name: string; icon: string; repairTime: string; warranty: string }; children: ReactNode }) {
  const a = appliance;
  return (
    <li className="rounded-xl border border-slate-200 p-5">
      <h3 className="text-lg font-bold"><span aria-hidden="true">{a.icon}</span> {a.name} Repair</h3>
      {children}
      <p className="mt-2 text-sm text-slate-700">Repair time {a.repairTime} · {a.warranty} warranty</p>
      <Link to={`/appliances/${a.slug}`} className="mt-3 inline-block font-semibold text-brand-700 underline">Learn More<span className="sr-only"> about {a.name} repair</span></Link>
    </li>
  );
}
