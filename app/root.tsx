// First, before any module that builds a schema: see zod-config.ts.
import "./zod-config.ts";
import { type ReactNode, useEffect, useLayoutEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useNavigate,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { appliances } from "#app/domain/catalogue/catalogue.ts";
import { localAppliance } from "#app/domain/i18n/catalogue.ts";
import { alternatesOf, chromeLinks, localePath } from "#app/domain/i18n/paths.ts";
import type { NavAppliance } from "#app/domain/navigation.ts";
import type { Route } from "./+types/root";
import siteScriptUrl from "./delivery/site.js?url";
import { ChatWidget } from "./components/layout/ChatWidget.tsx";
import { LanguageSuggestion } from "./components/layout/LanguageSwitch.tsx";
import { Footer } from "./components/layout/Footer.tsx";
import { Header } from "./components/layout/Header.tsx";
import { isStaffRoute, StaffHeader } from "./components/office/StaffHeader.tsx";
import { useWords } from "./components/i18n.ts";
import { NotFound } from "./components/NotFound.tsx";
import { SiteScript } from "./delivery/SiteScript.tsx";
import { Stylesheet } from "./delivery/Stylesheet.tsx";
import { useWholeStylesheetOnceStarted, wholeStylesheetLinks } from "./delivery/whole-stylesheet.ts";
import { useNonce } from "./components/nonce.tsx";
import { serverPageTakenOver } from "./delivery/Static.tsx";
import { followStaticLinksInPlace } from "./delivery/static-links.ts";
import { buttonClass } from "./components/ui/Button.tsx";
import stylesheet from "./app.css?url";
import { company } from "#content/company.ts";
import { LANGUAGE_TAG, localeOfRequest } from "#app/domain/i18n/locale.ts";
import { yearInHouston } from "#app/domain/time.ts";
import { CallButton } from "./components/ui/CallButton.tsx";
import type { RouteHandle } from "./delivery/route-handle.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: `${company.name} Blog`, href: "/blog/rss.xml" },
  ...wholeStylesheetLinks(stylesheet),
];

export function loader({ request, url, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const nav: NavAppliance[] = appliances.map((a) => ({
    name: localAppliance(a, locale).name,
    slug: a.slug,
    href: localePath(locale, `/appliances/${a.slug}`),
  }));
  // The page's address in each language (null when it has one language only) and the chrome's link
  // targets: the path map stays on the server, and the page reads these.
  const language = { alternates: alternatesOf(url.pathname), links: chromeLinks(locale) };
  // Read on the server: the browser formats no date while React starts.
  const year = yearInHouston();
  return { siteUrl: context.env.SITE_URL, nav, language, year };
}

/**
 * The root's data (the menus and the page's language links) depends on the path alone: it is read
 * again when the path changes, not for a filter in the query string or after a form is sent.
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export function Layout({ children }: { children: ReactNode }) {
  // A page rendered once for everyone has no nonce: its inline scripts are allowed by their hashes.
  const nonce = useNonce() || undefined;
  const matches = useMatches();
  const data = useRouteLoaderData<typeof loader>("root");
  const routeHydrates = matches.some((m) => (m.handle as RouteHandle | undefined)?.hydrate);
  // Once React runs in the browser it stays for every in-page navigation, to pages without React
  // too, and so does the scroll handling that brings each new page to its top or its anchor.
  const [hydratedDocument] = useState(routeHydrates);
  useWholeStylesheetOnceStarted();
  // Before any passive effect: the static parts check then that the page is taken over, and render nothing again.
  useLayoutEffect(serverPageTakenOver, []);
  const navigate = useNavigate();
  useEffect(() => followStaticLinksInPlace(navigate), [navigate]);
  const hydrate = routeHydrates || hydratedDocument;
  const staffArea = matches.some((m) => isStaffRoute(m.id));
  const nav = data?.nav ?? [];
  const { locale } = useWords();
  return (
    <html lang={LANGUAGE_TAG[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <Meta />
        <Stylesheet href={stylesheet} />
        <SiteScript src={siteScriptUrl} />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {staffArea ? <StaffHeader /> : <Header appliances={nav} />}
        <main id="main" className="flex-1">
          {children}
        </main>
        {staffArea ? null : (
          <>
            <Footer appliances={nav} year={data?.year} />
            <ChatWidget />
            <LanguageSuggestion />
          </>
        )}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t, href } = useWords();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{`${t.notFound.title} | ${company.name}`}</title>
        <meta name="robots" content="noindex" />
        <NotFound title={t.notFound.title} message={t.notFound.message} />
      </>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // The one refusal a page answers with 403: a form post that did not come from the site's own pages.
  const said = status === 403 ? t.formRefused : t.error;
  return (
    <>
      <title>{`${said.title} | ${company.name}`}</title>
      <meta name="robots" content="noindex" />
      <section className="mx-auto max-w-3xl px-4 py-20 text-center">
        <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{status}</p>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{said.heading}</h1>
        <p className="mt-4 text-lg text-slate-700">{said.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href={href("/")} className={buttonClass("outline", "md")}>
            {t.notFound.goHome}
          </a>
          <CallButton label={t.actions.call} />
        </div>
      </section>
    </>
  );
}
