import { formatCount } from "#app/domain/numbers.ts";
import type { Claims } from "./claims.schema.ts";
import { company } from "./company.ts";

export type { Claims };

/**
 * The marketing claims every page repeats (the specification's figures, shown as given even where
 * two of them disagree, like the 2-4 hour and 5-30 minute response times). Pages print them through
 * the texts below, never as their own literals; the server checks them against ClaimsSchema when it starts.
 */
export const claims: Claims = {
  appliancesRepaired: "5,000+",
  brandsServiced: "50+",
  repairsCompleted: "10,000+",
  zipCodesServed: "150+",
  techniciansAvailable: 25,
  applianceTypes: 7,
  customerSatisfactionPercent: 98,
  estimateAccuracyPercent: 95,
  competitorMarkupPercent: 30,
  serviceRadiusMiles: 50,
  emergencyAvailability: "24/7",
  responseHours: { min: 2, max: 4 },
  cityResponseHours: { min: 2, max: 3 },
  firstResponseMinutes: { min: 5, max: 30 },
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
  /** "2-4 hours", "2-4 hrs", "2-4hrs" */
  response: `${span(claims.responseHours)} hours`,
  responseShort: `${span(claims.responseHours)} hrs`,
  responseCompact: `${span(claims.responseHours)}hrs`,
  /** "2-3 Hours" */
  cityResponse: `${span(claims.cityResponseHours)} Hours`,
  /** "5-30 minutes" */
  firstResponse: `${span(claims.firstResponseMinutes)} minutes`,
  /** "98%", "95%" */
  satisfaction: `${claims.customerSatisfactionPercent}%`,
  estimateAccuracy: `${claims.estimateAccuracyPercent}%`,
  /** "30% Higher" */
  competitorHigher: `${claims.competitorMarkupPercent}% Higher`,
  /** "50 mi" */
  serviceRadius: `${claims.serviceRadiusMiles} mi`,
} as const;
