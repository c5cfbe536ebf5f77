import { formatLongDate, todayInHouston } from "../time.ts";
import type { VisitState } from "./self-service.ts";
import { windowStart } from "./self-service.ts";
import type { SchedulingSettings } from "./settings.ts";
import { canComplete, nextStatuses, statusLabel, type VisitStatus } from "./status.ts";

export type StatusRefusal = {
  reason: "not-next" | "not-its-day" | "before-its-day" | "before-its-window";
  message: string;
};

/** What the office is told when a status cannot be set yet; the office works in English. */
export const statusChangeMessages = {
  notNext: (from: string, to: string) => `A visit that is ${statusLabel(from)} cannot become ${statusLabel(to)}.`,
  enRouteOnItsDay: (date: string) =>
    `A visit can be marked en route only on its day (${formatLongDate(date)}); nothing was changed and the customer was not texted.`,
  completedFromItsDay: (date: string) =>
    `A visit cannot be marked completed before its day (${formatLongDate(date)}); nothing was changed.`,
  completableFrom: (date: string) => `This visit can be completed from its day, ${formatLongDate(date)}.`,
  noShowFromItsWindow: (date: string, window: string) =>
    `A visit can be marked no-show only once its window has started (${formatLongDate(date)}, ${window}); nothing was changed.`,
} as const;

/**
 * Why a visit cannot move to `wanted` at `now`, or null when it can. Besides the order of the
 * pipeline, the dates count, on Houston's calendar: en route only on the visit's day; completed on
 * its day or later; no-show once its arrival window has started. Confirming and cancelling may
 * happen at any time.
 */
export function statusChangeRefusal(
  settings: Pick<SchedulingSettings, "windows">,
  visit: VisitState,
  wanted: VisitStatus,
  now: Date,
): StatusRefusal | null {
  const allowed = wanted === "completed" ? canComplete(visit.status) : nextStatuses(visit.status).includes(wanted);
  if (!allowed) return { reason: "not-next", message: statusChangeMessages.notNext(visit.status, wanted) };
  const today = todayInHouston(now);
  const day = visit.preferred_date;
  if (wanted === "en_route" && today !== day)
    return {
      reason: today < day ? "before-its-day" : "not-its-day",
      message: statusChangeMessages.enRouteOnItsDay(day),
    };
  if (wanted === "completed" && today < day)
    return { reason: "before-its-day", message: statusChangeMessages.completedFromItsDay(day) };
  if (wanted === "no_show" && now.getTime() < windowStart(settings, day, visit.preferred_time).getTime())
    return {
      reason: "before-its-window",
      message: statusChangeMessages.noShowFromItsWindow(day, visit.preferred_time),
    };
  return null;
}
