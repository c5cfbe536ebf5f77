import { company } from "#content/company.ts";
import { describe, expect, it } from "vitest";
import { customerStatus } from "./customer-status.ts";
import { changeNotice, changeRefusal, maskAddress, reminderTime, visitAhead } from "./self-service.ts";
import { schedulingDefaults, validateScheduling } from "./settings.ts";

describe("masked address", () => {
  it("keeps the first letter or digit of each word, the street type and the ZIP code", () => {
    expect(maskAddress("12 Memorial Dr", "77024")).toBe("1• M••••••• Dr, 77024");
    expect(maskAddress("2100 N. Yale St, Apt 4B", "77008")).toBe("2••• N. Y••• St, Apt 4•, 77008");
    expect(maskAddress("  5 Ash  ln ", "77002")).toBe("5 A•• ln, 77002");
  });

  it("masks letters of any script and keeps punctuation", () => {
    expect(maskAddress("77 Calle Peñasco #3", "77011")).toBe("7• C•••• P•••••• #3, 77011");
  });
});

const visit = (status: string, date: string, window = "8-10 AM") => ({
  status,
  preferred_date: date,
  preferred_time: window,
});

describe("changing a visit online", () => {
  it("is allowed until two hours before the window starts, Houston time", () => {
    // 2026-12-02 8-10 AM is 14:00 UTC (CST, UTC−6).
    expect(
      changeRefusal(schedulingDefaults, visit("pending", "2026-12-02"), new Date("2026-12-02T12:00:00Z"), company),
    ).toBeNull();
    expect(
      changeRefusal(schedulingDefaults, visit("confirmed", "2026-12-02"), new Date("2026-12-02T12:00:01Z"), company),
    ).toEqual({
      reason: "too-soon",
      message: "This visit starts in less than 2 hours. Please call us at (713) 555-0147 to change it.",
    });
  });

  it("counts the cut-off on the days the clocks change", () => {
    // 2026-03-08: clocks go forward at 2 AM, so 8 AM is 13:00 UTC (CDT, UTC−5).
    expect(
      changeRefusal(schedulingDefaults, visit("pending", "2026-03-08"), new Date("2026-03-08T11:00:00Z"), company),
    ).toBeNull();
    expect(
      changeRefusal(schedulingDefaults, visit("pending", "2026-03-08"), new Date("2026-03-08T11:00:01Z"), company)
        ?.reason,
    ).toBe("too-soon");
    // 2026-11-01: clocks go back at 2 AM, so 8 AM is 14:00 UTC (CST).
    expect(
      changeRefusal(schedulingDefaults, visit("pending", "2026-11-01"), new Date("2026-11-01T12:00:00Z"), company),
    ).toBeNull();
    expect(
      changeRefusal(schedulingDefaults, visit("pending", "2026-11-01"), new Date("2026-11-01T12:00:01Z"), company)
        ?.reason,
    ).toBe("too-soon");
  });

  it("is refused once the window has begun, and for a cancelled, completed, missed or en-route visit", () => {
    const before = new Date("2026-12-01T12:00:00Z");
    expect(
      changeRefusal(schedulingDefaults, visit("pending", "2026-12-02"), new Date("2026-12-02T14:00:00Z"), company)
        ?.reason,
    ).toBe("over");
    expect(changeRefusal(schedulingDefaults, visit("cancelled", "2026-12-02"), before, company)).toEqual({
      reason: "cancelled",
      message: "This visit was already cancelled, so it can no longer be changed.",
    });
    for (const status of ["completed", "no_show", "en_route"]) {
      expect(changeRefusal(schedulingDefaults, visit(status, "2026-12-02"), before, company)).toEqual({
        reason: "over",
        message: "This visit can no longer be changed online. Please call us at (713) 555-0147.",
      });
    }
  });
});

describe("reminder time", () => {
  it("is 6 PM Houston time the day before, whatever the offset that day", () => {
    expect(reminderTime(schedulingDefaults, "2026-12-02").toISOString()).toBe("2026-12-02T00:00:00.000Z");
    expect(reminderTime(schedulingDefaults, "2026-07-15").toISOString()).toBe("2026-07-14T23:00:00.000Z");
    // The day before falls on the change: 2026-03-08 18:00 is already CDT; 2026-11-01 18:00 already CST.
    expect(reminderTime(schedulingDefaults, "2026-03-09").toISOString()).toBe("2026-03-08T23:00:00.000Z");
    expect(reminderTime(schedulingDefaults, "2026-03-08").toISOString()).toBe("2026-03-08T00:00:00.000Z");
    expect(reminderTime(schedulingDefaults, "2026-11-02").toISOString()).toBe("2026-11-02T00:00:00.000Z");
    expect(reminderTime(schedulingDefaults, "2026-11-01").toISOString()).toBe("2026-10-31T23:00:00.000Z");
  });

  it("follows the settings, which are checked", () => {
    expect(
      reminderTime({ ...schedulingDefaults, reminder: { daysBefore: 2, at: "09:30" } }, "2026-12-10").toISOString(),
    ).toBe("2026-12-08T15:30:00.000Z");
    expect(() => validateScheduling({ ...schedulingDefaults, reminder: { daysBefore: 1, at: "6 PM" } })).toThrow(
      'field "reminder.at": must be HH:MM',
    );
    expect(() => validateScheduling({ ...schedulingDefaults, reminder: { daysBefore: -1, at: "18:00" } })).toThrow(
      'field "reminder.daysBefore"',
    );
  });
});

describe("the visit in the customer's words", () => {
  const later = { today: false, reminder: true };
  it("names the status, the technician once assigned, and what happens next", () => {
    expect(customerStatus("pending", null, company, later)).toEqual({
      label: "Requested",
      next: "We call you within 30 minutes of your booking to confirm the visit. Your technician arrives within the window shown, and the day before we email you a reminder.",
    });
    expect(customerStatus("confirmed", "Luis", company, later).next).toBe(
      "Your visit is confirmed. Luis, your technician, arrives within the window shown; the day before, we email you a reminder.",
    );
    expect(customerStatus("cancelled", null, company, later).label).toBe("Cancelled");
  });

  it("promises no reminder to a visit today, which arrives today, nor to one booked after its reminder time", () => {
    const today = { today: true, reminder: false };
    expect(customerStatus("pending", null, company, today).next).toBe(
      "We call you within 30 minutes of your booking to confirm the visit. Your technician arrives today within the window shown.",
    );
    expect(customerStatus("confirmed", "Luis", company, today).next).toBe(
      "Your visit is confirmed. Luis, your technician, arrives today within the window shown.",
    );
    expect(customerStatus("confirmed", null, company, { today: false, reminder: false }).next).toBe(
      "Your visit is confirmed. Your technician arrives within the window shown.",
    );
  });
});

/** What lies ahead of a visit on 2026-12-02 at `now`. */
const ahead = (now: string) => visitAhead(schedulingDefaults, "2026-12-02", new Date(now));

describe("what lies ahead of a visit", () => {
  // The reminder goes at 6 PM Houston time the day before: 2026-12-02 00:00 UTC for a visit on 2026-12-02.
  it("is a reminder until the evening before, then nothing; on its day, the visit is today", () => {
    expect(ahead("2026-11-30T15:00:00Z")).toEqual({ today: false, reminder: true });
    expect(ahead("2026-12-01T23:59:59Z")).toEqual({ today: false, reminder: true });
    expect(ahead("2026-12-02T00:00:00Z")).toEqual({ today: false, reminder: false });
    expect(ahead("2026-12-02T06:00:00Z")).toEqual({ today: true, reminder: false });
  });
});

const stored = (status: string, calendar_sequence: number) => ({ status, calendar_sequence });

describe("the banner after a change", () => {
  it("says what the address names only when the stored visit bears it out", () => {
    expect(changeNotice("cancelled", stored("cancelled", 1))).toBe("cancelled");
    expect(changeNotice("cancelled", stored("pending", 0))).toBeNull();
    expect(changeNotice("cancelled", stored("confirmed", 2))).toBeNull();
    expect(changeNotice("moved", stored("confirmed", 1))).toBe("moved");
    expect(changeNotice("moved", stored("pending", 0))).toBeNull();
    expect(changeNotice("moved", stored("cancelled", 2))).toBeNull();
    expect(changeNotice(null, stored("cancelled", 1))).toBeNull();
    expect(changeNotice("anything", stored("pending", 1))).toBeNull();
  });
});
