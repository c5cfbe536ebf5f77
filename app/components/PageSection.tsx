import type { ReactNode } from "react";

/**
 * A band of a page under its heading, as wide as the page's content. `className` sets its padding;
 * a tinted band has the grey background across the whole width.
 */
export function PageSection({
  title,
  titleClassName = "text-2xl font-bold",
  className = "py-12",
  tinted,
  children,
}: {
  title: ReactNode;
  titleClassName?: string;
  className?: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  const band = `mx-auto max-w-7xl px-4 ${className}`;
  const content = (
    <>
      <h2 className={titleClassName}>{title}</h2>
      {children}
    </>
  );
  return tinted ? (
    <section className="bg-slate-50">
      <div className={band}>{content}</div>
    </section>
  ) : (
    <section className={band}>{content}</section>
  );
}
