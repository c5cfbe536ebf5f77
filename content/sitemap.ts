/** The HTML sitemap's Main Pages list, in the order and with the names the page shows. */
export const SITEMAP_MAIN_PAGES = [
  { to: "/", label: "Home" },
  { to: "/book-online", label: "Book Online" },
  { to: "/warranty", label: "Warranty Check" },
  { to: "/parts", label: "Parts & Accessories" },
  { to: "/estimate", label: "Get Estimate" },
  { to: "/technicians", label: "Our Technicians" },
  { to: "/faq", label: "FAQ" },
] as const;
