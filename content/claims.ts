import { formatCount } from "#app/domain/numbers.ts";
import type { Claims } from "./claims.schema.ts";
import { company } from "./company.ts";

export type { Claims };

/**
 * The marketing claims every page repeats, each stated once: one number of repairs, one response
 * time. Pages print them through the texts below, never as their own literals; the server checks
 * them against ClaimsSchema when it starts. Figures the data holds are counted from it instead:
 * ZIP codes (content/zips.ts), technicians (content/technicians.ts), prices (content/appliances.ts).
 */
export const claims: Claims = {
  /** Repairs since the company was founded (company.founded). */
  repairs: "5,000+",
  brandsServiced: "50+",
  applianceTypes: 7,
  customerSatisfactionPercent: 98,
  estimateAccuracyPercent: 95,
  competitorMarkupPercent: 30,
  serviceRadiusMiles: 50,
  emergencyAvailability: "24/7",
  responseHours: { min: 2, max: 4 },
};

const span = (r: { min: number; max: number }) => `${r.min}-${r.max}`;

/** The claims in the words the pages print them. */
export const claimText = {
  /** "5.0" */
  rating: company.rating.toFixed(1),
  /** "1,200+" */
  customers: `${formatCount(company.reviewCount)}+`,
  /** The warranty: "N days", "N Days", "N-day" */
  warrantyDays: `${company.warranty.days} days`,
  warrantyDaysTitle: `${company.warranty.days} Days`,
  warrantyAdjective: `${company.warranty.days}-day`,
  /** "2-4 hours", "2-4 Hours", "2-4 hrs", "2-4hrs" */
  response: `${span(claims.responseHours)} hours`,
  responseTitle: `${span(claims.responseHours)} Hours`,
  responseShort: `${span(claims.responseHours)} hrs`,
  responseCompact: `${span(claims.responseHours)}hrs`,
  /** "98%", "95%" */
  satisfaction: `${claims.customerSatisfactionPercent}%`,
  estimateAccuracy: `${claims.estimateAccuracyPercent}%`,
  /** "30% Higher" */
  competitorHigher: `${claims.competitorMarkupPercent}% Higher`,
  /** "50 mi" */
  serviceRadius: `${claims.serviceRadiusMiles} mi`,
} as const;
