import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

const PANEL_TONES = {
  /** Red, for the emergency line. */
  emergency: { box: "bg-red-700 text-white", icon: "" },
  /** Green, for the guarantee and the warranty. */
  guarantee: { box: "border-2 border-green-200 bg-green-50", icon: "text-green-800" },
} as const;

/** A coloured box of a sidebar whose heading opens with an icon: the emergency line, the guarantee. */
export function IconPanel({
  tone,
  icon: Icon,
  title,
  children,
}: {
  tone: keyof typeof PANEL_TONES;
  icon: LucideIcon;
  title: ReactNode;
  children: ReactNode;
}) {
  const t = PANEL_TONES[tone];
  return (
    <section className={`rounded-xl p-6 ${t.box}`}>
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <Icon aria-hidden="true" className={`h-5 w-5 ${t.icon}`} />
        {title}
      </h2>
      {children}
    </section>
  );
}
