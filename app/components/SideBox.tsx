import type { ReactNode } from "react";

/** A titled box of a page's sidebar; a raised one is white with a shadow, for a grey page. */
export function SideBox({
  title,
  compact,
  raised,
  children,
}: {
  title: ReactNode;
  compact?: boolean;
  raised?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={`rounded-xl border border-slate-200 p-6 ${raised ? "bg-white shadow-sm" : ""}`}>
      <h2 className={compact ? "font-bold" : "text-lg font-bold"}>{title}</h2>
      {children}
    </section>
  );
}
