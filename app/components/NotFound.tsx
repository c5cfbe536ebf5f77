import { company, telHref } from "#content/company.ts";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonClass } from "./ui/Button";

export interface NotFoundProps {
  title: string;
  message?: string;
  /** The main way back, e.g. { to: "/appliances", label: "View All Appliances" }. */
  back?: { to: string; label: string };
  children?: ReactNode;
}

/** The not-found view: what was missing, the way back, and the ways to reach us; one link to the home page at most. */
export function NotFound({ title, message, back, children }: NotFoundProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{message ?? "The page you are looking for does not exist or has moved."}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {back ? <Link to={back.to} className={buttonClass("primary", "md")}>{back.label}</Link> : null}
        {back?.to === "/" ? null : <Link to="/" className={buttonClass("outline", "md")}>Go to the Home Page</Link>}
        <Link to="/book-online" className={buttonClass("outline", "md")}>Book an Appointment</Link>
        <a href={telHref} className={buttonClass("accent", "md")}>Call {company.phone}</a>
      </div>
      {children}
    </section>
  );
}

/**
 * A route's ErrorBoundary that shows its own not-found view for a 404 and hands every other error
 * on to the root's boundary.
 */
export function notFoundBoundary(props: NotFoundProps) {
  return function NotFoundBoundary() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 404) return <NotFound {...props} />;
    throw error;
  };
}
