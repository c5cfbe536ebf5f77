import { claims } from "#content/claims.ts";
import { titleCase } from "../booking/appointment.ts";

export interface Estimate {
  appliance: string;
  issue: string;
  priceRange: { min: number; max: number };
  accuracy: number;
}

/** Used when the price table has no entry (spec 000 §8). */
export const FALLBACK_RANGE = { min: 150, max: 350 } as const;
export const FALLBACK_ACCURACY = 85;
/** Other companies' price: ours plus the claimed markup (30% gives 1.3). */
export const COMPETITOR_FACTOR = 1 + claims.competitorMarkupPercent / 100;

const ISSUE_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_ISSUE_KEY_LENGTH = 60;

/** The issue key a URL asks for: a slug, whether or not the price table knows it; else "". */
export function issueKeyParam(raw: string | null): string {
  return raw && raw.length <= MAX_ISSUE_KEY_LENGTH && ISSUE_KEY.test(raw) ? raw : "";
}

export interface EstimatorEntry {
  appliance: string;
  issue: string;
  applianceName: string;
  issueName: string;
  estimate: { min: number; max: number; accuracy: number };
}

/** The table's estimate, or the fallback with the names in title case. */
export function findEstimate(entries: readonly EstimatorEntry[], appliance: string, issue: string): Estimate {
  const entry = entries.find((e) => e.appliance === appliance && e.issue === issue);
  if (entry) {
    return {
      appliance: entry.applianceName,
      issue: entry.issueName,
      priceRange: { min: entry.estimate.min, max: entry.estimate.max },
      accuracy: entry.estimate.accuracy,
    };
  }
  return {
    appliance: titleCase(appliance.replace(/-/g, " ")),
    issue: titleCase(issue.replace(/-/g, " ")),
    priceRange: { ...FALLBACK_RANGE },
    accuracy: FALLBACK_ACCURACY,
  };
}

/** What other companies typically charge: each end times 1.3, rounded ("30% Higher"). */
export function competitorRange(range: { min: number; max: number }): { min: number; max: number } {
  return { min: Math.round(range.min * COMPETITOR_FACTOR), max: Math.round(range.max * COMPETITOR_FACTOR) };
}

/** "$162 - $315", as the booking link carries it. */
export function estimateText(range: { min: number; max: number }): string {
  return `$${range.min} - $${range.max}`;
}

/** The booking link for an estimate: appliance, issue and estimate; plain /book-online without one. */
export function bookingLinkFor(
  selection: { appliance: string; issue: string } | null,
  estimate: Estimate | null,
): string {
  if (!selection || !estimate) return "/book-online";
  const params = new URLSearchParams({
    appliance: selection.appliance,
    issue: selection.issue,
    estimate: estimateText(estimate.priceRange),
  });
  return `/book-online?${params.toString()}`;
}

/** The static "most common repairs this week" list (spec 000 §2). */
export const COMMON_THIS_WEEK = [
  { issue: "washing-machine-not-draining", label: "Washing machine not draining", count: 23 },
  { issue: "dryer-not-heating", label: "Dryer not heating", count: 18 },
  { issue: "refrigerator-not-cooling", label: "Refrigerator not cooling", count: 15 },
  { issue: "dishwasher-not-cleaning", label: "Dishwasher not cleaning", count: 12 },
] as const;
