import type { ReactNode } from "react";

/** A titled box of a page's sidebar. */
export function SideBox({ title, compact, children }: { title: ReactNode; compact?: boolean; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 p-6">
      <h2 className={compact ? "font-bold" : "text-lg font-bold"}>{title}</h2>
      {children}
    </section>
  );
}
