import type { Region } from "../areas/regions.ts";
import { addDays, houstonTimeToUtc, todayInHouston } from "../time.ts";
import { validationWords } from "#app/words/validation.ts";
import { houstonIso } from "./dates.ts";
import type { Locale } from "../i18n/locale.ts";
import { capacityFor, closureMessage, type SchedulingSettings, windowClosedMessage } from "./settings.ts";

/** Why a window cannot be booked. */
export type Unavailability = "not-served" | "past" | "too-soon" | "beyond-horizon" | "closed" | "full";

export interface WindowAvailability {
  label: string;
  /** Houston time, ISO 8601 with the offset of that day. */
  start: string;
  end: string;
  available: boolean;
  remaining: number;
  capacity: number;
  claimed: number;
  reason: Unavailability | null;
  /** The closure's message when the window is closed. */
  message: string | null;
}

export interface DayAvailability {
  date: string;
  windows: WindowAvailability[];
  /** The closure message when the whole day is closed. */
  closedMessage: string | null;
}

export interface AvailabilityQuery {
  date: string;
  /** The customer's region; null when the ZIP is outside the coverage (or not known yet, see `anyRegion`). */
  region: Region | null;
  /** No ZIP yet: count the company-wide capacity instead of refusing every window. */
  anyRegion?: boolean;
  now: Date;
  /** Visits already holding a place, per window label. */
  claimed: Readonly<Record<string, number>>;
  /** The language of the messages; English when not given. */
  locale?: Locale;
}

/** Can a window be booked on a date at all (before counting the places taken)? */
export function windowBlock(
  settings: SchedulingSettings,
  date: string,
  window: string,
  now: Date,
  locale: Locale = "en",
): { reason: Unavailability; message: string | null } | null {
  const today = todayInHouston(now);
  if (date < today) return { reason: "past", message: null };
  if (date > addDays(today, settings.horizonDays))
    return { reason: "beyond-horizon", message: validationWords[locale].horizon(settings.horizonDays) };
  const slot = settings.windows.find((w) => w.label === window);
  if (!slot) return { reason: "closed", message: closureMessage(null, locale) };
  if (houstonTimeToUtc(date, slot.start).getTime() - now.getTime() < settings.leadTimeHours * 3_600_000)
    return { reason: "too-soon", message: null };
  const closed = windowClosedMessage(settings, date, window, locale);
  return closed === null ? null : { reason: "closed", message: closed };
}

/** Every window of a date with what is left of it for a customer of the region. */
export function dayAvailability(settings: SchedulingSettings, query: AvailabilityQuery): DayAvailability {
  const served = query.region !== null || query.anyRegion === true;
  const locale = query.locale ?? "en";
  const windows = settings.windows.map((w): WindowAvailability => {
    const claimed = query.claimed[w.label] ?? 0;
    const capacity = served ? capacityFor(settings, query.date, w.label, query.region) : 0;
    const block = served
      ? windowBlock(settings, query.date, w.label, query.now, locale)
      : { reason: "not-served" as const, message: null };
    const left = Math.max(0, capacity - claimed);
    const reason: Unavailability | null = block?.reason ?? (left === 0 ? (capacity === 0 ? "closed" : "full") : null);
    const message = block?.message ?? (reason === "closed" ? closureMessage(null, locale) : null);
    return {
      label: w.label,
      start: houstonIso(query.date, w.start),
      end: houstonIso(query.date, w.end),
      available: reason === null,
      remaining: reason === null ? left : 0,
      capacity,
      claimed,
      reason,
      message,
    };
  });
  const allClosed = windows.every((w) => w.reason === "closed");
  const messages = [...new Set(windows.map((w) => w.message).filter(Boolean))];
  return { date: query.date, windows, closedMessage: allClosed ? (messages[0] ?? closureMessage(null, locale)) : null };
}

/**
 * The first date from `from` (or today, if later) within the horizon that has an open window, or
 * null. `claimedOn` gives the places taken on a date.
 */
export function firstOpenDate(
  settings: SchedulingSettings,
  query: { from: string; region: Region | null; anyRegion?: boolean; now: Date },
  claimedOn: (date: string) => Readonly<Record<string, number>>,
): string | null {
  if (!query.region && !query.anyRegion) return null;
  const today = todayInHouston(query.now);
  const last = addDays(today, settings.horizonDays);
  for (let date = query.from > today ? query.from : today; date <= last; date = addDays(date, 1)) {
    const day = dayAvailability(settings, {
      date,
      region: query.region,
      anyRegion: query.anyRegion,
      now: query.now,
      claimed: claimedOn(date),
    });
    if (day.windows.some((w) => w.available)) return date;
  }
  return null;
}

/** A date's windows as the booking form shows them (and GET /api/availability answers them). */
export interface OfferedDay {
  /** The ZIP the places were counted for; null for the company-wide capacity (no ZIP yet). */
  zip: string | null;
  date: string;
  covered: boolean;
  windows: {
    label: string;
    start: string;
    end: string;
    available: boolean;
    remaining: number;
    reason: Unavailability | null;
    message: string | null;
  }[];
  /** Why the whole day is closed, when it is. */
  message: string | null;
  /** The first date from this one with an open window; null when none is left within the horizon. */
  firstOpenDate: string | null;
}
