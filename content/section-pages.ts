import { company } from "./company.ts";

/**
 * The head of each top-level page: its name in the breadcrumb trail (after Home), title, description
 * and keywords. One table, so titles and descriptions can be reviewed side by side.
 */
export const SECTION_PAGES = {
  "/blog": {
    crumb: "Blog",
    title: `Appliance Repair Tips & Guides | ${company.name} Blog`,
    description:
      "Maintenance tips, repair guides, energy-saving advice and buying guides from Houston appliance technicians.",
    keywords: ["appliance repair tips", "appliance maintenance guide", "houston appliance blog"],
  },
  "/book-online": {
    crumb: "Book Online",
    title: `Book Appliance Repair Online | ${company.name}`,
    description: `Book a same-day appliance repair in Houston in a minute. We call you back within 30 minutes to confirm. ${company.warranty.days}-day warranty on parts and labor.`,
    keywords: ["book appliance repair houston", "schedule appliance repair", "appliance repair appointment"],
  },
  "/faq": {
    crumb: "FAQ",
    title: `Appliance Repair FAQ | ${company.name}`,
    description: `Answers to common questions about our Houston appliance repair: response times, pricing, the ${company.warranty.days}-day warranty, error codes and when to repair or replace.`,
    keywords: ["appliance repair faq", "appliance error codes", "repair or replace appliance"],
  },
  "/parts": {
    crumb: "Find Parts",
    title: `Find Appliance Parts | ${company.name}`,
    description:
      "Search appliance parts by part, model or serial number. Over 6 million parts with same-day shipping when ordered by 4 PM, or let our technicians install them.",
    keywords: ["appliance parts houston", "appliance part number lookup", "replacement appliance parts"],
  },
  "/terms": {
    crumb: "Terms of Service",
    title: `Terms of Service | ${company.name}`,
    description: `The terms for repairs booked with ${company.name}: booking requests, upfront pricing, the ${company.warranty.days}-day warranty on parts and labor, and emergency service.`,
  },
  "/estimate": {
    crumb: "Get Estimate",
    title: `Appliance Repair Cost Estimator | ${company.name}`,
    description:
      "Get a free appliance repair price estimate in three steps: choose your appliance, pick the problem, and see a Houston price range with its accuracy.",
    keywords: ["appliance repair cost", "appliance repair estimate houston", "repair price calculator"],
  },
  "/warranty": {
    crumb: "Warranty Check",
    title: `Check Your Repair Warranty | ${company.name}`,
    description: `Check whether your appliance repair is still under our ${company.warranty.days}-day warranty on parts and labor. Enter your phone number and name to look it up.`,
    keywords: ["appliance repair warranty", `${company.warranty.days} day repair warranty houston`],
  },
  "/sitemap": {
    crumb: "Sitemap",
    title: `Sitemap | ${company.name}`,
    description:
      "Every page of our site: services, appliances, brands, common repairs, blog articles and the Houston ZIP codes we serve.",
  },
  "/privacy": {
    crumb: "Privacy Policy",
    title: `Privacy Policy | ${company.name}`,
    description: `How ${company.name} collects, uses, keeps and deletes the information you give us when you book a repair or check a warranty.`,
  },
} satisfies Record<string, { crumb: string; title: string; description: string; keywords?: string[] }>;

export type SectionPath = keyof typeof SECTION_PAGES;
