import { company } from "#content/company.ts";
import { BadgeCheck, Clock, DollarSign, ShieldCheck } from "lucide-react";

const REASONS = [
  { icon: Clock, title: "Same-Day Service", text: "Call before noon and we are usually there the same day." },
  { icon: ShieldCheck, title: `${company.warranty.days}-Day Warranty`, text: "Parts and labor on every repair; the same issue fixed free." },
  { icon: DollarSign, title: "Upfront Pricing", text: "You approve the price before we start. No hidden fees." },
  { icon: BadgeCheck, title: "Licensed & Insured", text: "Background-checked, factory-trained technicians." },
];

/** The four reasons-to-choose tiles many pages share. */
export function ReasonsToChoose({ heading = `Why Choose ${company.name}`, tinted = true, centered = false }: { heading?: string; tinted?: boolean; centered?: boolean }) {
  return (
    <section className={tinted ? "bg-slate-50" : ""}>
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 className={`text-2xl font-bold sm:text-3xl ${centered ? "text-center" : ""}`}>{heading}</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
              <h3 className="mt-3 font-bold">{title}</h3>
              <p className="mt-1 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
