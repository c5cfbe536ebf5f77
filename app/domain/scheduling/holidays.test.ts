import { describe, expect, it } from "vitest";
import { schedulingDefaults } from "./settings.ts";
import { closedHolidayOn, closedHolidaysBetween, holidayDate, observedDate, parseHolidayRule } from "./holidays.ts";

const date = (rule: string, year: number) => holidayDate(parseHolidayRule(rule)!, year);
const { holidays } = schedulingDefaults;

describe("holiday rules", () => {
  it("find a date of the year and the nth or last weekday of a month, in any year", () => {
    expect(date("fourth Thursday of November", 2026)).toBe("2026-11-26");
    expect(date("fourth Thursday of November", 2027)).toBe("2027-11-25");
    expect(date("fourth Thursday of November", 2029)).toBe("2029-11-22");
    expect(date("December 25", 2026)).toBe("2026-12-25");
    expect(date("last Monday of May", 2027)).toBe("2027-05-31");
    expect(date("last Monday of May", 2026)).toBe("2026-05-25");
    expect(date("first Monday of September", 2026)).toBe("2026-09-07");
    // The first of the month is itself the weekday asked for.
    expect(date("first Monday of September", 2025)).toBe("2025-09-01");
    expect(date("third Monday of January", 2027)).toBe("2027-01-18");
    // The last weekday of December, whose month ends the year.
    expect(date("last Friday of December", 2027)).toBe("2027-12-31");
  });

  it("read only the two forms, and no day some years lack", () => {
    expect(parseHolidayRule("July 4")).toEqual({ month: 7, day: 4 });
    expect(parseHolidayRule("last Monday of May")).toEqual({ month: 5, weekday: 1, nth: "last" });
    for (const rule of ["fifth Monday of May", "February 29", "April 31", "July 04", "Fourth Thursday of November", ""])
      expect(parseHolidayRule(rule), rule).toBeNull();
  });
});

describe("a holiday on a weekend", () => {
  it('"on the day": closed on the Saturday or Sunday itself, the Friday and Monday beside it open', () => {
    // Christmas 2027 is a Saturday, Independence Day 2027 a Sunday.
    expect(closedHolidayOn(holidays, "on the day", "2027-12-25")?.name.en).toBe("Christmas Day");
    expect(closedHolidayOn(holidays, "on the day", "2027-12-24")).toBeNull();
    expect(closedHolidayOn(holidays, "on the day", "2027-07-04")?.name.en).toBe("Independence Day");
    expect(closedHolidayOn(holidays, "on the day", "2027-07-05")).toBeNull();
  });

  it('"nearest weekday": the Friday before a Saturday, the Monday after a Sunday, across the new year', () => {
    expect(observedDate("2027-12-25", "nearest weekday")).toBe("2027-12-24");
    expect(observedDate("2027-07-04", "nearest weekday")).toBe("2027-07-05");
    expect(observedDate("2026-11-26", "nearest weekday")).toBe("2026-11-26");
    expect(closedHolidayOn(holidays, "nearest weekday", "2027-12-24")?.name.en).toBe("Christmas Day");
    expect(closedHolidayOn(holidays, "nearest weekday", "2027-12-25")).toBeNull();
    // New Year's Day 2028 is a Saturday: closed on Friday, December 31, 2027.
    expect(closedHolidayOn(holidays, "nearest weekday", "2027-12-31")?.name.en).toBe("New Year's Day");
  });
});

describe("the business's closed holidays", () => {
  it("are closed unless the list opens them", () => {
    expect(closedHolidayOn(holidays, "on the day", "2026-11-26")?.name).toEqual({
      en: "Thanksgiving Day",
      es: "Día de Acción de Gracias",
    });
    const opened = holidays.map((h) => (h.rule === "fourth Thursday of November" ? { ...h, open: true } : h));
    expect(closedHolidayOn(opened, "on the day", "2026-11-26")).toBeNull();
    expect(closedHolidayOn(holidays, "on the day", "2026-11-27")).toBeNull();
  });

  it("are listed between two dates in date order", () => {
    expect(
      closedHolidaysBetween(holidays, "on the day", "2026-11-01", "2027-01-31").map((c) => [c.date, c.holiday.name.en]),
    ).toEqual([
      ["2026-11-26", "Thanksgiving Day"],
      ["2026-12-25", "Christmas Day"],
      ["2027-01-01", "New Year's Day"],
    ]);
  });
});
