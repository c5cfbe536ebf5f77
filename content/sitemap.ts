import { menuLinks } from "#app/pages.ts";

/** The HTML sitemap's Main Pages list, in the order and with the names the page shows (app/pages.ts). */
export const SITEMAP_MAIN_PAGES = menuLinks("sitemapPage");
