export function LegalPage({ title, html }: { title: string; html: string }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <div className="prose-content mt-6" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
