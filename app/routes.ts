import { index, layout, prefix, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { type Locale, LOCALES } from "./domain/i18n/locale.ts";
import { PAGES, pagePath } from "./pages.ts";

/** Whether two pages share a module (the privacy and terms pages): then each route names its page. */
const shared = (module: string) => PAGES.filter((p) => p.module === module).length > 1;

/** A page's route in a language: the module's own id in English unless shared, "<locale>/<key>" in the others. */
function pageRoute(page: (typeof PAGES)[number], locale: Locale): RouteConfigEntry {
  const id = locale === "en" ? (shared(page.module) ? `routes/${page.key}` : undefined) : `${locale}/${page.key}`;
  const path = page.path[locale].replace(/^\//, "").replace(/\/$/, "");
  // A path ending in "/" is a language's home: the index of its prefix.
  if (!page.path[locale].endsWith("/")) return route(path, page.module, { id });
  const home = index(page.module, { id });
  if (path) home.path = path;
  return home;
}

/** The public pages, from the registry (app/pages.ts): each module once per language. */
const pageRoutes = (): RouteConfigEntry[] => LOCALES.flatMap((locale) => PAGES.map((page) => pageRoute(page, locale)));

/** A visit's calendar file, beside its manage page in every language. */
const visitCalendarRoutes = (): RouteConfigEntry[] =>
  LOCALES.map((locale) =>
    route(`${pagePath("appointment-manage", locale).slice(1)}/calendar.ics`, "routes/appointment-calendar.ts", {
      id: `${locale}/appointment-calendar`,
    }),
  );

/** Routes that are not pages in several languages: feeds, endpoints and the English-only blog. */
const SINGLE_LANGUAGE_ROUTES: RouteConfigEntry[] = [
  route("parts/search", "routes/parts-search.ts"),
  route("coverage", "routes/coverage.ts"),
  route("api/availability", "routes/api-availability.ts"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/category/:slug", "routes/blog-category.tsx"),
  route("blog/tag/:slug", "routes/blog-tag.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("chat", "routes/chat.ts"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  route("webhooks/sms", "routes/webhooks-sms.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
];

export default [
  ...pageRoutes(),
  ...visitCalendarRoutes(),
  ...SINGLE_LANGUAGE_ROUTES,
  ...prefix("office", [
    route("login", "routes/office/login.tsx"),
    route("logout", "routes/office/logout.tsx"),
    route("schedule.csv", "routes/office/schedule-csv.ts"),
    route("photos/:id", "routes/office/photo.ts"),
    layout("routes/office/layout.tsx", [
      index("routes/office/appointments.tsx"),
      route("appointments/:id", "routes/office/appointment-detail.tsx"),
      route("records", "routes/office/records.tsx"),
      route("records/:id", "routes/office/record-detail.tsx"),
      route("customers", "routes/office/customers.tsx"),
      route("outbox", "routes/office/outbox.tsx"),
      route("schedule", "routes/office/schedule.tsx"),
      route("schedule/settings", "routes/office/schedule-settings.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
