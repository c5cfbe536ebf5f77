import type { RouteHandle } from "#app/delivery/route-handle.ts";
import type { Locale } from "#app/domain/i18n/locale.ts";
import type { SitemapEntry } from "#app/domain/seo/sitemap.ts";

/**
 * Every public page in every language, one row each. The route table (app/routes.ts), the path map
 * between the languages (app/domain/i18n/paths.ts), the sitemap's fixed pages, the header, footer
 * and sitemap-page links, the language switch and each page's delivery (its module's `handle`) are
 * all read from here. A new page is its module,
 * its row and its words (docs/adding-a-page.md).
 *
 * A path may hold parameters (`:slug`); the catalogue, area and city pages fill them from content,
 * in each language (app/domain/i18n/paths.ts).
 */
export type Menu = "main" | "services" | "sitemapPage";

export interface PageRow {
  /** The page's name: its route id in each language and the key of its words. */
  key: string;
  /** Its route module, under app/. */
  module: string;
  /** Its address in each language. */
  path: Record<Locale, `/${string}`>;
  /** Its entry in /sitemap.xml (its language versions follow it), or none: listed by its content's source, or not at all. */
  sitemap?: Omit<SitemapEntry, "path" | "alternates">;
  /**
   * Its place in each menu it is in (1 first) and its English name there: `main`, the header's and
   * footer's main links; `services`, the header's services menu; `sitemapPage`, the sitemap page's
   * main pages. The names in other languages are in the words, keyed by the English path.
   */
  menus?: Partial<Record<Menu, { at: number; label: string }>>;
  /**
   * How it reaches the browser: `hydrate`, React starts on it; `cache`, it is the same for every
   * visitor and served from memory, chosen by the query parameters named (app/delivery/route-handle.ts).
   * A page without it is rendered for each request and sent without React's scripts.
   */
  delivery?: RouteHandle;
}

const monthly = (priority: number) => ({ changefreq: "monthly" as const, priority });
/** The same for every visitor and reading no query parameter. */
const staticPage: RouteHandle = { cache: { query: [] } };

export const PAGES = [
  {
    key: "home",
    module: "routes/home.tsx",
    delivery: { hydrate: true, cache: { query: ["zip"] } },
    path: { en: "/", es: "/es/" },
    sitemap: { changefreq: "weekly", priority: 1 },
    menus: { sitemapPage: { at: 1, label: "Home" } },
  },
  {
    key: "book-online",
    module: "routes/book-online.tsx",
    delivery: { hydrate: true },
    path: { en: "/book-online", es: "/es/reservar" },
    sitemap: monthly(0.9),
    menus: { main: { at: 1, label: "Book Appointment" }, sitemapPage: { at: 2, label: "Book Online" } },
  },
  {
    key: "warranty",
    module: "routes/warranty.tsx",
    delivery: { cache: { query: [] } },
    path: { en: "/warranty", es: "/es/garantia" },
    sitemap: monthly(0.6),
    menus: { main: { at: 2, label: "Check Warranty" }, sitemapPage: { at: 3, label: "Warranty Check" } },
  },
  {
    key: "estimate",
    module: "routes/estimate.tsx",
    delivery: { cache: { query: ["appliance", "issue", "calculate"] } },
    path: { en: "/estimate", es: "/es/presupuesto" },
    sitemap: monthly(0.8),
    menus: { main: { at: 3, label: "Get Estimate" }, sitemapPage: { at: 5, label: "Get Estimate" } },
  },
  {
    key: "technicians",
    module: "routes/technicians.tsx",
    delivery: { hydrate: true, cache: { query: ["zip"] } },
    path: { en: "/technicians", es: "/es/tecnicos" },
    sitemap: monthly(0.6),
    menus: { main: { at: 6, label: "Our Technicians" }, sitemapPage: { at: 6, label: "Our Technicians" } },
  },
  {
    key: "faq",
    module: "routes/faq.tsx",
    delivery: { hydrate: true, cache: { query: ["q", "category"] } },
    path: { en: "/faq", es: "/es/preguntas-frecuentes" },
    sitemap: monthly(0.7),
    menus: { main: { at: 4, label: "FAQ" }, sitemapPage: { at: 7, label: "FAQ" } },
  },
  {
    key: "parts",
    module: "routes/parts.tsx",
    delivery: { hydrate: true, cache: { query: ["error"] } },
    path: { en: "/parts", es: "/es/repuestos" },
    sitemap: monthly(0.6),
    menus: { main: { at: 5, label: "Find Parts" }, sitemapPage: { at: 4, label: "Parts & Accessories" } },
  },
  {
    key: "sitemap",
    module: "routes/sitemap-page.tsx",
    delivery: staticPage,
    path: { en: "/sitemap", es: "/es/mapa-del-sitio" },
    sitemap: monthly(0.3),
  },
  {
    key: "privacy",
    module: "routes/legal.tsx",
    delivery: staticPage,
    path: { en: "/privacy", es: "/es/privacidad" },
    sitemap: { changefreq: "yearly", priority: 0.2 },
  },
  {
    key: "terms",
    module: "routes/legal.tsx",
    delivery: staticPage,
    path: { en: "/terms", es: "/es/terminos" },
    sitemap: { changefreq: "yearly", priority: 0.2 },
  },
  {
    key: "appliances",
    module: "routes/appliances.tsx",
    delivery: staticPage,
    path: { en: "/appliances", es: "/es/electrodomesticos" },
    menus: { services: { at: 1, label: "All Appliances" } },
  },
  {
    key: "brands",
    module: "routes/brands.tsx",
    delivery: staticPage,
    path: { en: "/brands", es: "/es/marcas" },
    menus: { services: { at: 2, label: "All Brands" } },
  },
  {
    key: "service-areas",
    module: "routes/service-areas.tsx",
    delivery: { hydrate: true, cache: { query: ["q", "region"] } },
    path: { en: "/service-areas", es: "/es/areas-de-servicio" },
    menus: { services: { at: 3, label: "Service Areas" } },
  },
  {
    key: "appliance",
    module: "routes/appliance.tsx",
    delivery: staticPage,
    path: { en: "/appliances/:slug", es: "/es/electrodomesticos/:slug" },
  },
  {
    key: "issue",
    module: "routes/issue.tsx",
    delivery: staticPage,
    path: { en: "/issues/:slug", es: "/es/problemas/:slug" },
  },
  {
    key: "brand",
    module: "routes/brand.tsx",
    delivery: staticPage,
    path: { en: "/brands/:slug", es: "/es/marcas/:slug" },
  },
  {
    key: "service-area",
    module: "routes/service-area.tsx",
    delivery: staticPage,
    path: { en: "/service-area/:zipCode", es: "/es/area-de-servicio/:zipCode" },
  },
  {
    key: "city",
    module: "routes/city.tsx",
    delivery: staticPage,
    path: { en: "/city/:citySlug", es: "/es/ciudad/:citySlug" },
  },
  {
    key: "appointment-manage",
    module: "routes/appointment-manage.tsx",
    delivery: { hydrate: true },
    path: { en: "/appointments/:token", es: "/es/citas/:token" },
  },
  {
    key: "newsletter-confirm",
    module: "routes/newsletter-confirm.tsx",
    path: { en: "/newsletter/confirm/:token", es: "/es/boletin/confirmar/:token" },
  },
] as const satisfies readonly PageRow[];

type Row = (typeof PAGES)[number];

/** The English paths of the pages in a menu. */
export type MenuPath<M extends Menu> = Extract<Row, { menus: { [K in M]: unknown } }>["path"]["en"];

/** A menu's links in their order: English path and English name. */
export function menuLinks<M extends Menu>(menu: M): { to: MenuPath<M>; label: string }[] {
  return PAGES.flatMap((row: PageRow) => {
    const place = row.menus?.[menu];
    return place ? [{ at: place.at, to: row.path.en as MenuPath<M>, label: place.label }] : [];
  })
    .toSorted((a, b) => a.at - b.at)
    .map(({ to, label }) => ({ to, label }));
}

/** A page's address in a language, its parameters filled in (`pagePath("city", "es", { citySlug: "katy" })`). */
export function pagePath(key: Row["key"], locale: Locale, params: Record<string, string> = {}): `/${string}` {
  const row = PAGES.find((p) => p.key === key)!;
  return row.path[locale].replace(/:(\w+)/g, (_, name: string) => params[name] ?? `:${name}`) as `/${string}`;
}

/** A page module's `handle`: how its row says the page reaches the browser. */
export function pageHandle(key: Row["key"]): RouteHandle {
  const row: PageRow = PAGES.find((p) => p.key === key)!;
  return row.delivery ?? {};
}
