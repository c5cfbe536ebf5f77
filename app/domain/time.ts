import type { Locale } from "./i18n/locale.ts";

/** The business runs on Houston time. */
export const BUSINESS_TIME_ZONE = "America/Chicago";

/** A timestamp as Houston's clock shows it, e.g. "11/23/2026, 7:04:03 AM" (options as toLocaleString's). */
export function formatInHouston(value: string | number | Date, options: Intl.DateTimeFormatOptions = {}): string {
  return new Date(value).toLocaleString("en-US", { ...options, timeZone: BUSINESS_TIME_ZONE });
}

// Formats are built on first use: a browser spends tens of milliseconds loading a locale's data for
// its first format, which must not happen while a page's scripts start.
let houstonDate: Intl.DateTimeFormat | undefined;

/** Today's date in Houston as YYYY-MM-DD, whatever the server's own zone. */
/** The year it is in Houston: the year the copyright line names. */
export function yearInHouston(now: Date = new Date()): number {
  return Number(todayInHouston(now).slice(0, 4));
}

export function todayInHouston(now: Date = new Date()): string {
  houstonDate ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: BUSINESS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return houstonDate.format(now);
}

/** True for a YYYY-MM-DD that names a day on the calendar: 2027-02-30 and 2027-13-01 do not. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The day of the week of a YYYY-MM-DD date. */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

/** YYYY-MM-DD plus n days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const MONTHS: Record<Locale, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  es: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
};

/** A long date in each language, from its day, its month's name and its year. */
const LONG_DATE: Record<Locale, (day: number, month: string, year: number) => string> = {
  en: (day, month, year) => `${month} ${day}, ${year}`,
  es: (day, month, year) => `${day} de ${month} de ${year}`,
};

/**
 * "2024-01-15" → "January 15, 2024" (in Spanish "15 de enero de 2024"). Written out rather than
 * through Intl, because the blog and booking pages format dates while React starts in the browser.
 */
export function formatLongDate(date: string, locale: Locale = "en"): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return LONG_DATE[locale](day, MONTHS[locale][month - 1]!, year);
}

let houstonClock: Intl.DateTimeFormat | undefined;

/** How far Houston's clock is ahead of UTC at the instant (negative: −6 h in winter, −5 h in summer). */
function houstonOffsetMs(instant: number): number {
  houstonClock ??= new Intl.DateTimeFormat("en-US", {
    timeZone: BUSINESS_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  const parts = houstonClock.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second")) - instant;
}

/** The instant at which Houston's clocks read the given date (YYYY-MM-DD) and time (HH:MM). */
export function houstonTimeToUtc(date: string, time: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const wallClock = Date.UTC(year, month - 1, day, hour, minute);
  // A second pass settles the offset when the first guess lands on the other side of a DST change.
  const firstGuess = wallClock - houstonOffsetMs(wallClock);
  return new Date(wallClock - houstonOffsetMs(firstGuess));
}
