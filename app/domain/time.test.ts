import { describe, expect, it } from "vitest";
import { addDays, daysBetween, formatInHouston, formatLongDate, houstonTimeToUtc, todayInHouston } from "./time.ts";

describe("Houston time", () => {
  it("is still yesterday in Houston late in the UTC evening", () => {
    // 03:30 UTC on Jan 16 is 21:30 on Jan 15 in Houston (UTC-6).
    expect(todayInHouston(new Date("2024-01-16T03:30:00Z"))).toBe("2024-01-15");
    expect(todayInHouston(new Date("2024-01-16T06:30:00Z"))).toBe("2024-01-16");
  });
  it("follows daylight saving time", () => {
    // 04:30 UTC on Jul 5 is 23:30 on Jul 4 in Houston (UTC-5).
    expect(todayInHouston(new Date("2024-07-05T04:30:00Z"))).toBe("2024-07-04");
  });
  it("adds and counts calendar days across month ends and DST changes", () => {
    expect(addDays("2024-01-15", 90)).toBe("2024-04-14");
    expect(addDays("2024-03-01", 90)).toBe("2024-05-30");
    expect(daysBetween("2024-03-09", "2024-03-11")).toBe(2);
    expect(daysBetween("2024-04-14", "2024-01-15")).toBe(-90);
  });
  it("formats dates for people", () => {
    expect(formatLongDate("2024-01-15")).toBe("January 15, 2024");
    expect(formatLongDate("2026-12-01")).toBe("December 1, 2026");
    expect(formatLongDate("2024-01-15", "es")).toBe("15 de enero de 2024");
    expect(formatLongDate("2026-09-30", "es")).toBe("30 de septiembre de 2026");
  });
  it("writes long dates exactly as the browser's date format does", () => {
    for (const locale of ["en", "es"] as const) {
      const format = new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", {
        timeZone: "UTC",
        year: "numeric",
        month: "long",
        day: "numeric",
      });
      for (let date = "2026-01-01"; date < "2027-01-01"; date = addDays(date, 1)) {
        expect(formatLongDate(date, locale)).toBe(format.format(new Date(`${date}T00:00:00Z`)));
      }
    }
  });
});

describe("houstonTimeToUtc", () => {
  it("uses Houston's winter and summer offsets, across the DST changes", () => {
    expect(houstonTimeToUtc("2026-11-23", "14:00").toISOString()).toBe("2026-11-23T20:00:00.000Z");
    expect(houstonTimeToUtc("2026-07-01", "08:00").toISOString()).toBe("2026-07-01T13:00:00.000Z");
    // The day clocks go forward (March 8, 2026) and back (November 1, 2026).
    expect(houstonTimeToUtc("2026-03-08", "10:00").toISOString()).toBe("2026-03-08T15:00:00.000Z");
    expect(houstonTimeToUtc("2026-11-01", "10:00").toISOString()).toBe("2026-11-01T16:00:00.000Z");
  });
});

describe("formatInHouston", () => {
  it("shows a UTC timestamp on Houston's clock, whatever the server's zone", () => {
    expect(formatInHouston("2026-11-23T13:04:03.000Z")).toBe("11/23/2026, 7:04:03 AM");
    expect(formatInHouston("2026-07-01T02:30:00.000Z", { dateStyle: "medium", timeStyle: "short" })).toBe(
      "Jun 30, 2026, 9:30 PM",
    );
  });
});
