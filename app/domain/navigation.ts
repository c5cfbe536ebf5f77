/** The header's main links (spec 000 §2, "Always-present elements"). */
export const MAIN_LINKS = [
  { to: "/book-online", label: "Book Appointment" },
  { to: "/warranty", label: "Check Warranty" },
  { to: "/estimate", label: "Get Estimate" },
  { to: "/faq", label: "FAQ" },
  { to: "/parts", label: "Find Parts" },
  { to: "/technicians", label: "Our Technicians" },
] as const;

export const SERVICE_HUB_LINKS = [
  { to: "/appliances", label: "All Appliances" },
  { to: "/brands", label: "All Brands" },
  { to: "/service-areas", label: "Service Areas" },
] as const;

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
