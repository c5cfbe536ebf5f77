import { company } from "#content/company.ts";
import { Static } from "../delivery/Static.tsx";
import { BadgeCheck, Clock, DollarSign, ShieldCheck } from "lucide-react";
import { useWords } from "./i18n.ts";

/** The icons of the four reasons, in the order of the words' `reasons.items`. */
const ICONS = [Clock, ShieldCheck, DollarSign, BadgeCheck];

/** The four reasons-to-choose tiles many pages share. */
export function ReasonsToChoose({
  heading,
  tinted = true,
  centered = false,
  isStatic = false,
}: {
  heading?: string;
  tinted?: boolean;
  centered?: boolean;
  /** Left as the server sent it when React takes over the page (see `Static`). */
  isStatic?: boolean;
}) {
  const { t } = useWords();
  return (
    <Static as="section" isStatic={isStatic} className={tinted ? "bg-slate-50" : ""}>
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 className={`text-2xl font-bold sm:text-3xl ${centered ? "text-center" : ""}`}>
          {heading ?? t.reasons.heading(company.name)}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {t.reasons.items.map(({ title, text }, i) => {
            const Icon = ICONS[i] ?? BadgeCheck;
            return (
              <li key={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
                <h3 className="mt-3 font-bold">{title}</h3>
                <p className="mt-1 text-slate-700">{text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </Static>
  );
}
