import { describe, expect, it } from "vitest";
import { LOCALES, localeOfPath, PATH_PREFIX } from "./domain/i18n/locale.ts";
import { MAIN_LINKS, SERVICE_HUB_LINKS } from "./domain/navigation.ts";
import { allSitemapEntries } from "./sitemap-registry.server.ts";
import { type Menu, menuLinks, type PageRow, PAGES } from "./pages.ts";
import { flatRoutes } from "./route-files.ts";
import routeTable from "./routes.ts";

const rows: readonly PageRow[] = PAGES;
const routes = flatRoutes(routeTable);
/** A route's full path as the registry writes it: from the root, a language's home ending in "/". */
const fullPath = (route: { path?: string; index?: boolean }) =>
  route.index ? `/${route.path ? `${route.path}/` : ""}` : `/${route.path}`;

describe("the page registry", () => {
  it("gives every page an address in every language, under that language's prefix, each address once", () => {
    for (const row of rows)
      for (const locale of LOCALES) {
        const path = row.path[locale];
        expect(path.startsWith(`${PATH_PREFIX[locale]}/`), `${row.key} in ${locale}`).toBe(true);
        expect(localeOfPath(path), `${row.key} in ${locale}`).toBe(locale);
      }
    const paths = rows.flatMap((row) => LOCALES.map((locale) => row.path[locale]));
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });

  it("routes every page's module once in each language, at the page's address", () => {
    for (const row of rows)
      for (const locale of LOCALES) {
        const routed = routes.filter((r) => r.file === row.module && fullPath(r) === row.path[locale]);
        expect(routed, `${row.key} in ${locale}`).toHaveLength(1);
      }
    const pageModules = new Set(rows.map((r) => r.module));
    for (const module of pageModules)
      expect(routes.filter((r) => r.file === module)).toHaveLength(
        rows.filter((r) => r.module === module).length * LOCALES.length,
      );
  });

  it("names one route id once", () => {
    const ids = routes.map((r) => r.id ?? r.file.replace(/\.tsx?$/, ""));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("builds each menu from the rows that have a place in it, in their order", () => {
    for (const menu of ["main", "services", "sitemapPage"] satisfies Menu[]) {
      const placed = rows.filter((r) => r.menus?.[menu]).toSorted((a, b) => a.menus![menu]!.at - b.menus![menu]!.at);
      expect(menuLinks(menu).map((l) => l.to)).toEqual(placed.map((r) => r.path.en));
      expect(new Set(placed.map((r) => r.menus![menu]!.at)).size).toBe(placed.length);
    }
    expect(MAIN_LINKS).toEqual(menuLinks("main"));
    expect(SERVICE_HUB_LINKS).toEqual(menuLinks("services"));
  });

  it("lists in the sitemap, in every language, each page that has an entry", () => {
    const listed = new Set(allSitemapEntries().map((e) => e.path));
    for (const row of rows.filter((r) => r.sitemap))
      for (const locale of LOCALES) expect(listed.has(row.path[locale]), `${row.key} in ${locale}`).toBe(true);
  });

  it("gives each page module the delivery its rows name, the same for rows that share a module", async () => {
    for (const row of rows) {
      const module = (await import(`./${row.module}`)) as { handle?: unknown };
      expect(module.handle, row.key).toEqual(row.delivery ?? {});
    }
  });
});
