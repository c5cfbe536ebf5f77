import type { Technician } from "../app/domain/content-schemas.ts";

/**
 * The four technicians shown on the technicians page (spec 000 §2 "Technicians page", §3 "Technician").
 * zipCode is each technician's primary area, one of the ZIPs we serve (content/zips.ts):
 * 77002 Downtown Houston, 77449 Katy, 77478 Sugar Land, 77380 The Woodlands.
 */
export const technicians: Technician[] = [
  { id: 1, slug: "marcus-johnson", name: "Marcus Johnson", initials: "MJ", zipCode: "77002", servicesThisWeek: 24 },
  { id: 2, slug: "carlos-ramirez", name: "Carlos Ramirez", initials: "CR", zipCode: "77449", servicesThisWeek: 27 },
  { id: 3, slug: "david-nguyen", name: "David Nguyen", initials: "DN", zipCode: "77478", servicesThisWeek: 19 },
  { id: 4, slug: "james-whitaker", name: "James Whitaker", initials: "JW", zipCode: "77380", servicesThisWeek: 22 },
];
