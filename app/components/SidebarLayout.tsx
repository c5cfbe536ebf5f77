import type { ReactNode } from "react";
import { Static } from "../delivery/Static.tsx";

/**
 * A page's main column with its sidebar: stacked on a phone, two thirds and one third from the
 * large width. `className` sets the width, gaps and padding of the whole.
 */
export function SidebarLayout({
  className,
  mainClassName = "",
  mainLabel,
  aside,
  asideClassName = "space-y-6",
  isStatic = false,
  children,
}: {
  className: string;
  mainClassName?: string;
  /** Names the main column, which then is a section of its own. */
  mainLabel?: string;
  aside: ReactNode;
  asideClassName?: string;
  /** The sidebar has nothing to do in the browser (see `Static`); the main column, which holds what the page does, never is. */
  isStatic?: boolean;
  children: ReactNode;
}) {
  const mainClass = `lg:col-span-2 ${mainClassName}`;
  return (
    <div className={`grid lg:grid-cols-3 ${className}`}>
      {mainLabel ? (
        <section className={mainClass} aria-label={mainLabel}>
          {children}
        </section>
      ) : (
        <div className={mainClass}>{children}</div>
      )}
      <Static as="aside" isStatic={isStatic} className={asideClassName}>
        {aside}
      </Static>
    </div>
  );
}
