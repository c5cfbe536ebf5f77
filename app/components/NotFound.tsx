import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import type { UiWords } from "#app/domain/i18n/ui/en.ts";
import { useWords } from "./i18n.ts";
import { buttonClass } from "./ui/Button.tsx";
import { CallButton } from "./ui/CallButton.tsx";

export interface NotFoundProps {
  title: string;
  message?: string;
  /** The main way back, e.g. { to: "/appliances", label: "View All Appliances" }. */
  back?: { to: string; label: string };
  children?: ReactNode;
}

/** The not-found view: what was missing, the way back, and the ways to reach us; one link to the home page at most. */
export function NotFound({ title, message, back, children }: NotFoundProps) {
  const { t, href } = useWords();
  const home = href("/");
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{message ?? t.notFound.defaultMessage}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {back ? (
          <Link to={back.to} className={buttonClass("primary", "md")}>
            {back.label}
          </Link>
        ) : null}
        {back?.to === home ? null : (
          <Link to={home} className={buttonClass("outline", "md")}>
            {t.notFound.goHome}
          </Link>
        )}
        <Link to={href("/book-online")} className={buttonClass("outline", "md")}>
          {t.notFound.book}
        </Link>
        <CallButton label={t.actions.call} />
      </div>
      {children}
    </section>
  );
}

/**
 * A route's ErrorBoundary that shows its own not-found view for a 404 and hands every other error
 * on to the root's boundary. Its words may depend on the page's language.
 */
export function notFoundBoundary(
  props: NotFoundProps | ((t: UiWords, href: (englishHref: string) => string) => NotFoundProps),
) {
  return function NotFoundBoundary() {
    const error = useRouteError();
    const { t, href } = useWords();
    if (isRouteErrorResponse(error) && error.status === 404)
      return <NotFound {...(typeof props === "function" ? props(t, href) : props)} />;
    throw error;
  };
}

/**
 * The ErrorBoundary of a page in either language: the not-found title and message come from the
 * page's words, and the way back leads to `backTo` (an English address, led to the page's language).
 */
export function pageNotFoundBoundary(
  words: (t: UiWords) => { page: { notFoundTitle: string; notFoundMessage: string }; back: string },
  backTo: string,
) {
  return notFoundBoundary((t, href) => {
    const { page, back } = words(t);
    return { title: page.notFoundTitle, message: page.notFoundMessage, back: { to: href(backTo), label: back } };
  });
}
