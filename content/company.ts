import type { Company } from "./company.schema.ts";

export type { Company };

/** How many days every repair is guaranteed, parts and labor. Every page, email, legal text and schema prints it from here. */
const WARRANTY_DAYS = 90;

/**
 * The company's settings (spec 000 §3 "Company info"). Every page reads them from here; the server
 * checks them against CompanySchema (company.schema.ts) when it starts.
 */
export const company: Company = {
  name: "Bayou City Appliance Repair",
  phone: "(713) 555-0147",
  rawPhone: "+17135550147",
  email: "service@bayoucityappliancerepair.com",
  address: { street: "2200 Post Oak Blvd, Suite 1000", city: "Houston", state: "TX", zip: "77056" },
  serviceArea: "Houston, Katy, Sugar Land, The Woodlands and surrounding areas",
  chat: { number: "17135550147", baseUrl: "https://wa.me/17135550147" },
  partsSupplier: { name: "AppliancePartsPros", searchUrl: "https://www.appliancepartspros.com/search.aspx" },
  hours: {
    weekdays: { label: "Monday - Friday", open: "07:00", close: "20:00" },
    weekends: { label: "Saturday - Sunday", open: "08:00", close: "18:00" },
    emergency: "24/7 Emergency Service",
  },
  warranty: { days: WARRANTY_DAYS, description: `${WARRANTY_DAYS}-day warranty on parts and labor for all repairs` },
  callbackMinutes: 30,
  rating: 5,
  reviewCount: 1200,
  priceRange: "$$",
  serviceRadiusMeters: 50000,
  founded: 2019,
  seo: {
    title: "Houston Appliance Repair | Fast, Reliable Service with a 5-Star Rating",
    description: `Same-day appliance repair in Houston, Katy, Sugar Land and The Woodlands. Licensed technicians, upfront pricing and a ${WARRANTY_DAYS}-day warranty on parts and labor.`,
    keywords: ["appliance repair houston", "houston appliance repair", "same day appliance repair"],
  },
};

/** "07:00" → "7:00 AM" */
export function formatClock(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const suffix = h >= 12 ? "PM" : "AM";
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, "0")} ${suffix}`;
}

export const telHref = `tel:${company.rawPhone}`;
