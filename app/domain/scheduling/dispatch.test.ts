import { describe, expect, it } from "vitest";
import { firstErrors } from "../validation/fields.ts";
import {
  boardDay,
  capacitySchema,
  closedDaySchema,
  closureMessagesOf,
  moveSchema,
  scheduleCsv,
  settingsChangeSchema,
  technicianBySlug,
  type ScheduledVisit,
} from "./dispatch.ts";
import { schedulingDefaults } from "./settings.ts";

const visit = (id: string, window: string, extra: Partial<ScheduledVisit> = {}): ScheduledVisit => ({
  id,
  date: "2026-11-24",
  window,
  status: "pending",
  technician: null,
  name: "Ann Smith",
  phone: "7135550199",
  address: "123 Main St",
  zipCode: "77006",
  city: "Houston",
  appliance: "Dryer",
  issue: "Not heating",
  email: "ann@example.com",
  details: "",
  language: "en",
  ...extra,
});

const capacity = (value: string) =>
  capacitySchema(schedulingDefaults).safeParse({ weekday: "Monday", region: "", window: "", capacity: value });
const message = (value: string) =>
  closedDaySchema(schedulingDefaults).safeParse({ date: "2026-12-25", window: "", message_en: value });

describe("dispatch board", () => {
  it("lists each window with its places, unassigned visits first and cancelled ones last", () => {
    const day = boardDay(
      schedulingDefaults,
      "2026-11-24",
      [
        visit("APT-000003", "8-10 AM", { technician: "marcus-johnson" }),
        visit("APT-000002", "8-10 AM", { status: "cancelled" }),
        visit("APT-000004", "8-10 AM"),
        visit("APT-000001", "2-4 PM"),
        visit("APT-000009", "8-10 AM", { date: "2026-11-25" }),
      ],
      { "8-10 AM": 2, "2-4 PM": 1 },
    );
    expect(day.windows.map((w) => [w.label, w.capacity, w.claimed, w.remaining])).toEqual([
      ["8-10 AM", 3, 2, 1],
      ["10 AM-12 PM", 3, 0, 3],
      ["12-2 PM", 3, 0, 3],
      ["2-4 PM", 3, 1, 2],
      ["4-6 PM", 3, 0, 3],
      ["Evening (6-8 PM)", 3, 0, 3],
    ]);
    expect(day.windows[0]!.visits.map((v) => v.id)).toEqual(["APT-000004", "APT-000003", "APT-000002"]);
    expect(day.elsewhere).toEqual([]);
  });

  it("shows the weekend evening and the holidays as closed", () => {
    const sunday = boardDay(schedulingDefaults, "2026-11-29", [], {});
    expect(sunday.windows.map((w) => w.closed)).toEqual([
      null,
      null,
      null,
      null,
      null,
      "That day we book visits from 8:00 AM to 6:00 PM. Please choose another time.",
    ]);
    expect(sunday.windows[0]!.capacity).toBe(2);
    const christmas = boardDay(schedulingDefaults, "2026-12-25", [], {});
    expect(christmas.windows.map((w) => w.closed)).toEqual(
      Array(6).fill("We're closed on Christmas Day. Please choose another day."),
    );
  });

  it("exports a day as CSV with the technician's name, quoting and keeping formulas as text", () => {
    const csv = scheduleCsv(
      [
        visit("APT-000002", "2-4 PM", {
          name: '=HYPERLINK("x")',
          address: "1 Main St, Apt 2",
          details: "Loud bang,\nthen smoke",
        }),
        visit("APT-000001", "8-10 AM", {
          technician: "carlos-ramirez",
          status: "en_route",
          name: "José Muñoz Peña",
          email: "jose@example.com",
          language: "es",
        }),
      ],
      schedulingDefaults.windows.map((w) => w.label),
    );
    expect(csv.startsWith("\uFEFFDate,")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "Date,Window,Appointment,Status,Technician,Customer,Phone,Email,Address,ZIP,City,Appliance,Issue,Details,Language",
      "2026-11-24,8-10 AM,APT-000001,En route,Carlos Ramirez,José Muñoz Peña,7135550199,jose@example.com,123 Main St,77006,Houston,Dryer,Not heating,,Spanish",
      `2026-11-24,2-4 PM,APT-000002,Requested,,"'=HYPERLINK(""x"")",7135550199,ann@example.com,"1 Main St, Apt 2",77006,Houston,Dryer,Not heating,"Loud bang,\nthen smoke",English`,
      "",
    ]);
    expect(technicianBySlug("nobody")).toBeNull();
  });

  it("checks the office's forms with clear messages", () => {
    expect(
      firstErrors(moveSchema(schedulingDefaults).safeParse({ date: "2026-02-30", window: "Night" }).error!),
    ).toEqual({
      date: "Choose a date to move the visit to.",
      window: "Choose a window to move the visit to.",
    });
    expect(
      moveSchema(schedulingDefaults).parse({
        date: "2026-12-01",
        window: "8-10 AM",
        overCapacity: "on",
        allowSecondVisit: "on",
      }),
    ).toEqual({ date: "2026-12-01", window: "8-10 AM", overCapacity: true, allowSecondVisit: true });
    expect(moveSchema(schedulingDefaults).parse({ date: "2026-12-01", window: "8-10 AM" })).toMatchObject({
      overCapacity: false,
      allowSecondVisit: false,
    });
    expect(
      firstErrors(
        capacitySchema(schedulingDefaults).safeParse({ weekday: "Funday", region: "", window: "", capacity: "2.5" })
          .error!,
      ),
    ).toEqual({
      weekday: "Choose a weekday.",
      capacity: "Capacity must be a whole number from 0 to 50.",
    });
    expect(
      capacitySchema(schedulingDefaults).parse({
        weekday: "Saturday",
        region: "West Houston",
        window: "",
        capacity: "4",
      }),
    ).toEqual({
      weekday: "Saturday",
      region: "West Houston",
      window: "",
      capacity: 4,
    });
    const close = settingsChangeSchema(schedulingDefaults);
    expect(
      firstErrors(close.safeParse({ intent: "close", date: "2026-12-25", window: "", message_en: " " }).error!),
    ).toEqual({
      message_en: "Write the message customers will see, in one language at least.",
    });
    const spanishOnly = close.parse({ intent: "close", date: "2026-12-25", window: "", message_es: " Cerrado. " });
    expect(closureMessagesOf(spanishOnly as Parameters<typeof closureMessagesOf>[0])).toEqual({ es: "Cerrado." });
  });

  it("takes a capacity only as a whole number typed in digits", () => {
    for (const value of ["", " ", "0x10", "1e1", "-0", "10.0", "51"])
      expect(firstErrors(capacity(value).error!), JSON.stringify(value)).toEqual({
        capacity: "Capacity must be a whole number from 0 to 50.",
      });
    expect(capacity("0").data?.capacity).toBe(0);
    expect(capacity(" 16 ").data?.capacity).toBe(16);
  });

  it("refuses a closed-day message holding NUL, zero-width or direction-override characters", () => {
    for (const value of ["Closed\u0000", "Clo\u200bsed", "Closed \u202eyadiloh"])
      expect(firstErrors(message(value).error!), JSON.stringify(value)).toEqual({
        message_en: "The message contains characters we can't accept. Please type it again.",
      });
    expect(message(" Closed for the holiday. ").data?.message_en).toBe("Closed for the holiday.");
  });
});
