import type { ReactNode } from "react";
import { Static } from "../../delivery/Static.tsx";
import { Link } from "react-router";
import type { Breadcrumb } from "#app/domain/seo/meta.ts";
import { useWords } from "../i18n.ts";

/** The blue hero most pages open with, with visible breadcrumbs. */
export function PageHero({
  title,
  intro,
  breadcrumbs,
  isStatic = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  breadcrumbs?: Breadcrumb[];
  /** Left as the server sent it when React takes over the page (see `Static`). */
  isStatic?: boolean;
  children?: ReactNode;
}) {
  const { t } = useWords();
  return (
    <Static as="section" isStatic={isStatic} className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        {breadcrumbs?.length ? (
          <nav aria-label={t.breadcrumbs.label} className="mb-3 text-sm text-blue-100">
            <ol className="flex flex-wrap gap-1">
              {breadcrumbs.map((c, i) => (
                <li key={c.url} className="flex gap-1">
                  {i > 0 ? <span aria-hidden="true">/</span> : null}
                  {i === breadcrumbs.length - 1 ? (
                    <span aria-current="page">{c.name}</span>
                  ) : (
                    <Link to={c.url} className="underline">
                      {c.name}
                    </Link>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <h1 className="max-w-4xl text-3xl leading-tight font-extrabold sm:text-5xl">{title}</h1>
        {intro ? <div className="mt-4 max-w-3xl text-lg text-blue-100">{intro}</div> : null}
        {children}
      </div>
    </Static>
  );
}
