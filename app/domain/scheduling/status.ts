/**
 * A visit's way through the day: requested (stored as "pending") → confirmed → en route →
 * completed, or cancelled / no-show at any point before completion.
 */
export const VISIT_STATUSES = ["pending", "confirmed", "en_route", "completed", "cancelled", "no_show"] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

export const STATUS_LABELS: Record<VisitStatus, string> = {
  pending: "Requested",
  confirmed: "Confirmed",
  en_route: "En route",
  completed: "Completed",
  cancelled: "Cancelled",
  no_show: "No-show",
};

/** The moves staff can make from each status; completion is its own step (it creates the service record). */
const NEXT: Record<VisitStatus, readonly VisitStatus[]> = {
  pending: ["confirmed", "cancelled", "no_show"],
  confirmed: ["en_route", "cancelled", "no_show"],
  en_route: ["cancelled", "no_show"],
  completed: [],
  cancelled: [],
  no_show: [],
};

export function isVisitStatus(value: string): value is VisitStatus {
  return (VISIT_STATUSES as readonly string[]).includes(value);
}

export function statusLabel(status: string): string {
  return isVisitStatus(status) ? STATUS_LABELS[status] : status;
}

export function nextStatuses(status: string): readonly VisitStatus[] {
  return isVisitStatus(status) ? NEXT[status] : [];
}

export function canComplete(status: string): boolean {
  return status === "pending" || status === "confirmed" || status === "en_route";
}

/** A visit that is cancelled or did not happen gives its place back. */
export function holdsPlace(status: string): boolean {
  return status !== "cancelled" && status !== "no_show";
}

/** Can the visit still be moved to another window or given a technician? */
export function isOpen(status: string): boolean {
  return status === "pending" || status === "confirmed" || status === "en_route";
}
