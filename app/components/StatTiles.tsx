import type { LucideIcon } from "lucide-react";

export interface Stat {
  value: string;
  label: string;
  icon?: LucideIcon;
}

const TONES = {
  /** On the blue hero or band. */
  dark: {
    item: "rounded-xl bg-white/10 p-4",
    value: "text-2xl font-bold sm:text-3xl",
    label: "text-sm text-blue-100",
    icon: "text-blue-100",
  },
  /** On a white page. */
  light: {
    item: "rounded-xl border border-slate-200 bg-white p-5",
    value: "text-2xl font-bold text-brand-800 sm:text-3xl",
    label: "text-slate-700",
    icon: "text-brand-700",
  },
} as const;

const COLUMNS: Record<number, string> = {
  3: "grid-cols-3",
  4: "grid-cols-2 lg:grid-cols-4",
  5: "grid-cols-2 sm:grid-cols-3 lg:grid-cols-5",
};

/** A row of figures with their labels: the stat tiles of the hero and section bands. */
export function StatTiles({
  stats,
  tone = "light",
  className = "",
}: {
  stats: readonly Stat[];
  tone?: keyof typeof TONES;
  className?: string;
}) {
  const t = TONES[tone];
  return (
    <ul className={`grid gap-4 text-center ${COLUMNS[stats.length] ?? "grid-cols-2 lg:grid-cols-4"} ${className}`}>
      {stats.map(({ value, label, icon: Icon }, i) => (
        // Five tiles sit two to a row on a phone: the last one takes the whole row.
        <li key={label} className={`${t.item} ${stats.length === 5 && i === 4 ? "col-span-2 sm:col-span-1" : ""}`}>
          {Icon ? <Icon aria-hidden="true" className={`mx-auto mb-2 h-6 w-6 ${t.icon}`} /> : null}
          <p className={t.value}>{value}</p>
          <p className={t.label}>{label}</p>
        </li>
      ))}
    </ul>
  );
}
