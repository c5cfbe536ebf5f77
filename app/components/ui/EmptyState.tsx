import type { ReactNode } from "react";

/** What a list shows when it has nothing to show; `children` may offer a way on. */
export function EmptyState({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-10 text-center">
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="mt-2 text-slate-700">{text}</p>
      {children}
    </div>
  );
}
