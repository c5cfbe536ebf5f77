import { houstonTimeToUtc } from "../time.ts";

export type DateCheck = { ok: true; date: string } | { ok: false; message: string };

export const DATE_MESSAGES = {
  missing: "Give a date as YYYY-MM-DD, for example 2026-12-01.",
  malformed: "The date must be written YYYY-MM-DD, for example 2026-12-01.",
  impossible: (date: string) => `${date} is not a date in the calendar.`,
} as const;

/** A service date as YYYY-MM-DD that exists in the calendar (2026-02-30 does not). */
export function parseServiceDate(value: string | null | undefined): DateCheck {
  const text = (value ?? "").trim();
  if (!text) return { ok: false, message: DATE_MESSAGES.missing };
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return { ok: false, message: DATE_MESSAGES.malformed };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (year < 2000 || d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    return { ok: false, message: DATE_MESSAGES.impossible(text) };
  }
  return { ok: true, date: text };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Houston wall-clock time as ISO 8601 with its offset that day: 2026-03-08T08:00:00-05:00. */
export function houstonIso(date: string, time: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const offsetMinutes = Math.round(
    (Date.UTC(year, month - 1, day, hour, minute) - houstonTimeToUtc(date, time).getTime()) / 60_000,
  );
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  return `${date}T${time}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
