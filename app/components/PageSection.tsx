import type { ReactNode } from "react";
import { Static } from "../delivery/Static.tsx";

/**
 * A band of a page under its heading, as wide as the page's content. `className` sets its padding;
 * a tinted band has the grey background across the whole width.
 */
export function PageSection({
  title,
  titleClassName = "text-2xl font-bold",
  className = "py-12",
  tinted,
  isStatic = false,
  children,
}: {
  title: ReactNode;
  titleClassName?: string;
  className?: string;
  tinted?: boolean;
  /** Left as the server sent it when React takes over the page (see `Static`). */
  isStatic?: boolean;
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
    <Static as="section" isStatic={isStatic} className="bg-slate-50">
      <div className={band}>{content}</div>
    </Static>
  ) : (
    <Static as="section" isStatic={isStatic} className={band}>
      {content}
    </Static>
  );
}
