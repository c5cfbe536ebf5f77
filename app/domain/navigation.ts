import { menuLinks } from "#app/pages.ts";

/** The header's and footer's main links, in their order (app/pages.ts). */
export const MAIN_LINKS = menuLinks("main");

/** The header's services menu (app/pages.ts). */
export const SERVICE_HUB_LINKS = menuLinks("services");

export interface NavAppliance {
  /** In the page's language. */
  name: string;
  slug: string;
  /** The appliance's page in the page's language. */
  href: string;
}

/** The Services menu is highlighted on the appliance and brand pages. */
export function isServicesPath(pathname: string): boolean {
  return pathname.startsWith("/appliances") || pathname.startsWith("/brands");
}
