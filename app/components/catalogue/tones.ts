import type { BadgeTone } from "#app/components/ui/Badge.tsx";
import type { Brand, RepairIssue } from "#app/domain/catalogue/schema.ts";

/** Urgency colours (spec 001 §9): red Critical, orange High, yellow Medium, green Low. */
export const URGENCY_TONE: Record<RepairIssue["urgency"], BadgeTone> = {
  Critical: "red",
  High: "orange",
  Medium: "yellow",
  Low: "green",
};

/** Difficulty markers (spec 001 §2): red Hard, yellow Medium, green Easy. */
export const DIFFICULTY_TONE: Record<RepairIssue["difficulty"], BadgeTone> = {
  Hard: "red",
  Medium: "yellow",
  Easy: "green",
};

/** Brand popularity badges in the spec's six colours; Common and Growing share a neutral and a green tone. */
export const POPULARITY_TONE: Record<Brand["popularity"], BadgeTone> = {
  "Most Popular": "green",
  "Very Popular": "blue",
  Popular: "yellow",
  Premium: "purple",
  Luxury: "pink",
  Specialty: "indigo",
  Common: "slate",
  Growing: "orange",
};
