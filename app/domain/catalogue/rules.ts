import type { RepairIssue } from "./schema.ts";

/** Critical and High issues get the urgent call to action. */
export function isUrgent(urgency: RepairIssue["urgency"]): boolean {
  return urgency === "Critical" || urgency === "High";
}

export function formatCostRange(range: { min: number; max: number }): string {
  return `$${range.min} - $${range.max}`;
}
