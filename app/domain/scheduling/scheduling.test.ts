import { bookingSchema } from "../booking/schema.ts";
import { scheduling } from "#content/scheduling.ts";
import { describe, expect, it } from "vitest";
import { dayAvailability, firstOpenDate } from "./availability.ts";
import { houstonIso, parseServiceDate } from "./dates.ts";
import { capacityFor, closureFor, schedulingDefaults, validateScheduling, withOfficeSettings } from "./settings.ts";
import { canComplete, holdsPlace, nextStatuses, statusLabel } from "./status.ts";

const LABELS = ["8-10 AM", "10 AM-12 PM", "12-2 PM", "2-4 PM", "4-6 PM", "Evening (6-8 PM)"];
// 2026-11-23 is a Monday; noon in Houston (UTC−6 in November).
const mondayNoon = new Date("2026-11-23T18:00:00Z");
const open = (
  date: string,
  now = mondayNoon,
  claimed: Record<string, number> = {},
  settings = schedulingDefaults,
  region: "Houston Metro" | "North Houston" | null = "Houston Metro",
) => dayAvailability(settings, { date, region, now, claimed });
const reasons = (day: ReturnType<typeof open>) => day.windows.map((w) => w.reason);

describe("scheduling settings", () => {
  it("pass their schema and hold the six windows of the booking form with their times", () => {
    expect(validateScheduling(scheduling)).toEqual(schedulingDefaults);
    expect(schedulingDefaults.windows.map((w) => w.label)).toEqual(LABELS);
    expect(schedulingDefaults.windows.map((w) => `${w.start}-${w.end}`)).toEqual([
      "08:00-10:00",
      "10:00-12:00",
      "12:00-14:00",
      "14:00-16:00",
      "16:00-18:00",
      "18:00-20:00",
    ]);
    expect(schedulingDefaults).toMatchObject({ defaultCapacity: 3, leadTimeHours: 2, horizonDays: 60 });
  });

  it("name the field that is wrong", () => {
    expect(() =>
      validateScheduling({ ...scheduling, windows: [{ label: "8-10 AM", start: "10:00", end: "08:00" }] }),
    ).toThrow('content/scheduling.ts: field "windows.0.end": must end after it starts');
    expect(() =>
      validateScheduling({ ...scheduling, closures: [{ weekday: "Sunday", window: "Night", messages: { en: "x" } }] }),
    ).toThrow('field "closures.0.window": unknown window "Night"');
    expect(() => validateScheduling({ ...scheduling, capacityRules: [{ region: "Dallas", capacity: 2 }] })).toThrow(
      'field "capacityRules.0.region"',
    );
  });

  it("take the most specific capacity rule, and the office's at equal specificity", () => {
    expect(capacityFor(schedulingDefaults, "2026-11-24", "8-10 AM", "Houston Metro")).toBe(3);
    expect(capacityFor(schedulingDefaults, "2026-11-29", "8-10 AM", "Houston Metro")).toBe(2); // Sunday
    expect(capacityFor(schedulingDefaults, "2026-11-24", "8-10 AM", "North Houston")).toBe(2);
    const office = withOfficeSettings(schedulingDefaults, {
      capacityRules: [
        { weekday: "Tuesday", capacity: 5 },
        { weekday: "Tuesday", window: "8-10 AM", capacity: 1 },
        { region: "North Houston", capacity: 4 },
      ],
      closures: [],
    });
    expect(capacityFor(office, "2026-11-24", "10 AM-12 PM", "Houston Metro")).toBe(5);
    expect(capacityFor(office, "2026-11-24", "8-10 AM", "Houston Metro")).toBe(1);
    expect(capacityFor(office, "2026-11-25", "8-10 AM", "North Houston")).toBe(4);
  });

  it("refuse a window no day's hours hold, and a holiday rule that names no day every year", () => {
    expect(() =>
      validateScheduling({
        ...scheduling,
        hours: { ...scheduling.hours, weekdays: { open: "08:00", close: "19:00" } },
      }),
    ).toThrow('field "windows.5": "Evening (6-8 PM)" lies outside every day\'s hours');
    for (const rule of ["fifth Monday of May", "February 30", "February 29", "Thanksgiving"])
      expect(() => validateScheduling({ ...scheduling, holidays: [{ rule, name: { en: "A", es: "A" } }] })).toThrow(
        'field "holidays.0.rule": must read like "December 25" or "fourth Thursday of November"',
      );
    expect(() =>
      validateScheduling({ ...scheduling, holidays: [{ rule: "December 25", name: { en: "Christmas Day" } }] }),
    ).toThrow('field "holidays.0.name.es"');
  });

  it("close a day the office set with its message, even a holiday; a weekly closure on days without one", () => {
    const office = withOfficeSettings(schedulingDefaults, {
      capacityRules: [],
      closures: [
        { date: "2026-11-26", messages: { en: "Closed for the storm." } },
        { weekday: "Tuesday", window: "8-10 AM", messages: { en: "Team meeting." } },
      ],
    });
    expect(closureFor(office, "2026-11-26", "4-6 PM")?.messages).toEqual({ en: "Closed for the storm." });
    expect(closureFor(office, "2026-12-01", "8-10 AM")?.messages).toEqual({ en: "Team meeting." });
    expect(closureFor(office, "2026-12-01", "10 AM-12 PM")).toBeNull();
  });
});

describe("service dates", () => {
  it("refuse malformed and impossible dates with a clear message", () => {
    expect(parseServiceDate("2026-02-30")).toEqual({ ok: false, message: "2026-02-30 is not a date in the calendar." });
    expect(parseServiceDate("2026-13-01")).toEqual({ ok: false, message: "2026-13-01 is not a date in the calendar." });
    expect(parseServiceDate("12/01/2026")).toEqual({
      ok: false,
      message: "The date must be written YYYY-MM-DD, for example 2026-12-01.",
    });
    expect(parseServiceDate("")).toEqual({ ok: false, message: "Give a date as YYYY-MM-DD, for example 2026-12-01." });
    expect(parseServiceDate("2028-02-29")).toEqual({ ok: true, date: "2028-02-29" });
  });

  it("write Houston times with the offset of that day, across both DST changes", () => {
    expect(houstonIso("2026-03-07", "08:00")).toBe("2026-03-07T08:00:00-06:00");
    expect(houstonIso("2026-03-08", "08:00")).toBe("2026-03-08T08:00:00-05:00");
    expect(houstonIso("2026-10-31", "18:00")).toBe("2026-10-31T18:00:00-05:00");
    expect(houstonIso("2026-11-01", "18:00")).toBe("2026-11-01T18:00:00-06:00");
  });
});

describe("availability", () => {
  it("offers every window of a weekday with its places left and Houston times", () => {
    const day = open("2026-11-24", mondayNoon, { "2-4 PM": 2, "4-6 PM": 3 });
    expect(day.windows.map((w) => [w.label, w.available, w.remaining])).toEqual([
      ["8-10 AM", true, 3],
      ["10 AM-12 PM", true, 3],
      ["12-2 PM", true, 3],
      ["2-4 PM", true, 1],
      ["4-6 PM", false, 0],
      ["Evening (6-8 PM)", true, 3],
    ]);
    expect(day.windows[4]!.reason).toBe("full");
    expect(day.windows[0]).toMatchObject({ start: "2026-11-24T08:00:00-06:00", end: "2026-11-24T10:00:00-06:00" });
    expect(day.closedMessage).toBeNull();
  });

  it("holds back windows that start within the lead time, today and across midnight", () => {
    // 12:30 PM: 2-4 PM starts in 1.5 h.
    expect(reasons(open("2026-11-23", new Date("2026-11-23T18:30:00Z")))).toEqual([
      "too-soon",
      "too-soon",
      "too-soon",
      "too-soon",
      null,
      null,
    ]);
    // 11:30 PM on Monday (already Tuesday in UTC): Monday is over, Tuesday is open.
    const lateEvening = new Date("2026-11-24T05:30:00Z");
    expect(reasons(open("2026-11-23", lateEvening))).toEqual(Array(6).fill("too-soon"));
    expect(open("2026-11-24", lateEvening).windows.every((w) => w.available)).toBe(true);
    // With a 10-hour lead time, Tuesday 8 AM (8.5 h away) is too soon, 10 AM is not.
    const longLead = { ...schedulingDefaults, leadTimeHours: 10 };
    expect(reasons(open("2026-11-24", lateEvening, {}, longLead)).slice(0, 2)).toEqual(["too-soon", null]);
  });

  it("counts the lead time in daylight saving time on the day the clocks change", () => {
    // 6:30 AM CDT on 2026-03-08 (UTC−5): 8 AM is 1.5 h away, 10 AM 3.5 h.
    expect(reasons(open("2026-03-08", new Date("2026-03-08T11:30:00Z"))).slice(0, 2)).toEqual(["too-soon", null]);
    // 7:30 AM CST on 2026-11-01 (UTC−6 again): 8 AM is 0.5 h away, 10 AM 2.5 h.
    const fallBack = open("2026-11-01", new Date("2026-11-01T13:30:00Z"));
    expect(reasons(fallBack).slice(0, 2)).toEqual(["too-soon", null]);
    expect(fallBack.windows[1]!.start).toBe("2026-11-01T10:00:00-06:00");
  });

  it("has nothing open on a past date, beyond the horizon or outside the coverage", () => {
    expect(reasons(open("2026-11-22"))).toEqual(Array(6).fill("past"));
    expect(open("2027-01-22").windows.every((w) => w.available)).toBe(true); // today + 60 days
    expect(reasons(open("2027-01-23"))).toEqual(Array(6).fill("beyond-horizon"));
    // The booking form's date rule and the window's refusal say the same, from the one horizon.
    expect(open("2027-01-23").windows[0]!.message).toBe("Please select a date within the next 60 days");
    expect(
      bookingSchema("2026-11-23")
        .safeParse({ preferredDate: "2027-01-23" })
        .error?.issues.find((i) => i.path[0] === "preferredDate")?.message,
    ).toBe("Please select a date within the next 60 days");
    expect(
      bookingSchema("2026-11-23", 10)
        .safeParse({ preferredDate: "2026-12-04" })
        .error?.issues.find((i) => i.path[0] === "preferredDate")?.message,
    ).toBe("Please select a date within the next 10 days");
    const outside = open("2026-11-24", mondayNoon, {}, schedulingDefaults, null);
    expect(outside.windows.map((w) => [w.reason, w.available, w.remaining])).toEqual(
      Array.from({ length: 6 }, () => ["not-served", false, 0]),
    );
  });

  it("offers a window only within that day's business hours", () => {
    // The weekend closes at 6 PM: its evening window is not offered, on Saturday and on Sunday.
    for (const weekend of ["2026-11-28", "2026-11-29"]) {
      const day = open(weekend);
      expect(reasons(day)).toEqual([null, null, null, null, null, "closed"]);
      expect(day.windows[5]!.message).toBe(
        "That day we book visits from 8:00 AM to 6:00 PM. Please choose another time.",
      );
      expect(day.closedMessage).toBeNull();
    }
    expect(open("2026-11-29").windows.map((w) => w.remaining)).toEqual([2, 2, 2, 2, 2, 0]);
    // Other hours: a window that starts before opening or ends after closing is closed.
    const shorter = {
      ...schedulingDefaults,
      hours: { ...schedulingDefaults.hours, weekdays: { open: "09:00", close: "18:00" } },
    };
    const friday = open("2026-12-04", mondayNoon, {}, shorter);
    expect(reasons(friday)).toEqual(["closed", null, null, null, null, "closed"]);
    expect(friday.windows[0]!.message).toBe(
      "That day we book visits from 9:00 AM to 6:00 PM. Please choose another time.",
    );
    expect(reasons(open("2026-12-05", mondayNoon, {}, shorter))).toEqual([null, null, null, null, null, "closed"]);
  });

  it("closes the holidays the business closes on, every year, and not those it opens", () => {
    for (const date of ["2026-11-26", "2026-12-25", "2027-01-01", "2027-05-31", "2027-07-04", "2027-09-06"]) {
      const now = new Date(`${date}T00:00:00Z`);
      const holiday = open(date, new Date(now.getTime() - 30 * 86_400_000));
      expect(reasons(holiday), date).toEqual(Array(6).fill("closed"));
    }
    const thanksgiving = open("2026-11-26");
    expect(thanksgiving.closedMessage).toBe("We're closed on Thanksgiving Day. Please choose another day.");
    expect(thanksgiving.windows[0]!.message).toBe("We're closed on Thanksgiving Day. Please choose another day.");
    // Veterans Day is marked open in the list; setting `open` on Thanksgiving opens it too.
    expect(open("2027-11-11", new Date("2027-11-01T18:00:00Z")).windows.every((w) => w.available)).toBe(true);
    const opened = {
      ...schedulingDefaults,
      holidays: schedulingDefaults.holidays.map((h) => (h.name.en === "Thanksgiving Day" ? { ...h, open: true } : h)),
    };
    expect(open("2026-11-26", mondayNoon, {}, opened).windows.every((w) => w.available)).toBe(true);
    // The day after is an ordinary Friday.
    expect(open("2026-11-27").windows.every((w) => w.available)).toBe(true);
  });

  it("closes the office's closed days with their message", () => {
    const storm = withOfficeSettings(schedulingDefaults, {
      capacityRules: [],
      closures: [{ date: "2026-11-25", messages: { en: "Closed for the storm." } }],
    });
    const day = open("2026-11-25", mondayNoon, {}, storm);
    expect(reasons(day)).toEqual(Array(6).fill("closed"));
    expect(day.closedMessage).toBe("Closed for the storm.");
    const zero = withOfficeSettings(schedulingDefaults, {
      capacityRules: [{ weekday: "Wednesday", capacity: 0 }],
      closures: [],
    });
    expect(open("2026-11-25", mondayNoon, {}, zero).closedMessage).toBe(
      "We are not booking visits at this time. Please choose another day.",
    );
  });

  it("tells a Spanish customer why in Spanish: a closure's own Spanish message, else the general one", () => {
    const spanish = (date: string, settings = schedulingDefaults) =>
      dayAvailability(settings, { date, region: "Houston Metro", now: mondayNoon, claimed: {}, locale: "es" });
    expect(spanish("2026-11-29").windows[5]!.message).toBe(
      "Ese día agendamos visitas de 8:00 AM a 6:00 PM. Por favor elija otro horario.",
    );
    expect(spanish("2026-11-26").closedMessage).toBe(
      "Estamos cerrados ese día (Día de Acción de Gracias). Por favor elija otro día.",
    );
    const stormInEnglishOnly = withOfficeSettings(schedulingDefaults, {
      capacityRules: [],
      closures: [{ date: "2026-11-25", messages: { en: "Closed for the storm." } }],
    });
    expect(spanish("2026-11-25", stormInEnglishOnly).closedMessage).toBe(
      "Por ahora no estamos agendando visitas. Por favor elija otro día.",
    );
    const stormInBoth = withOfficeSettings(schedulingDefaults, {
      capacityRules: [],
      closures: [{ date: "2026-11-25", messages: { en: "Closed for the storm.", es: "Cerrado por la tormenta." } }],
    });
    expect(spanish("2026-11-25", stormInBoth).closedMessage).toBe("Cerrado por la tormenta.");
    expect(open("2026-11-25", mondayNoon, {}, stormInBoth).closedMessage).toBe("Closed for the storm.");
    expect(spanish("2027-06-01").windows[0]!.message).toBe("Elija una fecha dentro de los próximos 60 días");
  });

  it("keeps the last places of a window from a far region", () => {
    const claimed = { "8-10 AM": 2 };
    expect(open("2026-11-24", mondayNoon, claimed).windows[0]).toMatchObject({ available: true, remaining: 1 });
    expect(open("2026-11-24", mondayNoon, claimed, schedulingDefaults, "North Houston").windows[0]).toMatchObject({
      available: false,
      remaining: 0,
      reason: "full",
    });
  });

  it("suggests the first open date after a full one, past a holiday", () => {
    const full = Object.fromEntries(LABELS.map((l) => [l, 3]));
    const claimedOn = (date: string) => (date === "2026-11-25" ? full : {});
    // Wednesday is full and Thursday is Thanksgiving.
    expect(
      firstOpenDate(schedulingDefaults, { from: "2026-11-25", region: "Houston Metro", now: mondayNoon }, claimedOn),
    ).toBe("2026-11-27");
    expect(
      firstOpenDate(schedulingDefaults, { from: "2026-11-01", region: "Houston Metro", now: mondayNoon }, claimedOn),
    ).toBe("2026-11-23");
    expect(
      firstOpenDate(schedulingDefaults, { from: "2026-11-25", region: null, now: mondayNoon }, claimedOn),
    ).toBeNull();
    expect(
      firstOpenDate(schedulingDefaults, { from: "2026-11-25", region: "Houston Metro", now: mondayNoon }, () => full),
    ).toBeNull();
  });
});

describe("visit status", () => {
  it("moves requested → confirmed → en route; completion and the end states are their own steps", () => {
    expect(statusLabel("pending")).toBe("Requested");
    expect(nextStatuses("pending")).toEqual(["confirmed", "cancelled", "no_show"]);
    expect(nextStatuses("confirmed")).toEqual(["en_route", "cancelled", "no_show"]);
    expect(nextStatuses("completed")).toEqual([]);
    expect(canComplete("en_route")).toBe(true);
    expect(canComplete("cancelled")).toBe(false);
    expect(holdsPlace("completed")).toBe(true);
    expect(holdsPlace("no_show")).toBe(false);
  });
});
