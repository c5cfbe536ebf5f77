/** What a filtered list shows when nothing matches. */
export function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-10 text-center">
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="mt-2 text-slate-700">{text}</p>
    </div>
  );
}
