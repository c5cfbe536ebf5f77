import { formatLongDate } from "../time.ts";
import { isOpen } from "./status.ts";

export interface PlacedVisit {
  id: string;
  date: string;
  window: string;
  technician: string | null;
  status: string;
}

/**
 * The technician's other open visits in the same window of the same day: a technician can be at one
 * house per window, so giving them another needs the office's explicit confirmation. Visits that are
 * completed, cancelled or missed do not count.
 */
export function technicianClashes(
  visit: Pick<PlacedVisit, "id" | "date" | "window">,
  technician: string | null,
  others: readonly PlacedVisit[],
): string[] {
  if (!technician) return [];
  return others
    .filter(
      (o) =>
        o.id !== visit.id &&
        o.technician === technician &&
        o.date === visit.date &&
        o.window === visit.window &&
        isOpen(o.status),
    )
    .map((o) => o.id)
    .toSorted();
}

/** The office's warning; the form's confirmation box says the same in its label. */
export const doubleBookingMessages = {
  warning: (technician: string, clashes: readonly string[], date: string, window: string) =>
    `${technician} already has ${clashes.join(", ")} on ${formatLongDate(date)}, ${window}. Nothing was changed: tick “${doubleBookingMessages.confirmLabel}” to give them another visit in that window.`,
  confirmLabel: "Allow a second visit in the window",
  historyNote: (clashes: readonly string[]) => `; also has ${clashes.join(", ")} in that window`,
} as const;
