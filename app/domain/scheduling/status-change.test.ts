import { describe, expect, it } from "vitest";
import { schedulingDefaults } from "./settings.ts";
import { statusChangeRefusal } from "./status-change.ts";
import type { VisitStatus } from "./status.ts";

const visit = (status: string, date: string, window = "8-10 AM") => ({
  status,
  preferred_date: date,
  preferred_time: window,
});
const refusal = (status: string, date: string, wanted: VisitStatus, now: string, window = "8-10 AM") =>
  statusChangeRefusal(schedulingDefaults, visit(status, date, window), wanted, new Date(now));

// 2026-12-02 is in CST (UTC−6): Houston's midnight is 06:00 UTC and 8 AM is 14:00 UTC.
describe("en route", () => {
  it("is refused five days ahead, saying so and that the customer was not texted", () => {
    expect(refusal("confirmed", "2026-12-07", "en_route", "2026-12-02T15:00:00Z")).toEqual({
      reason: "before-its-day",
      message:
        "A visit can be marked en route only on its day (December 7, 2026); nothing was changed and the customer was not texted.",
    });
  });

  it("is allowed from Houston's midnight of the visit's day to the last second of it", () => {
    expect(refusal("confirmed", "2026-12-02", "en_route", "2026-12-02T05:59:59Z")?.reason).toBe("before-its-day");
    expect(refusal("confirmed", "2026-12-02", "en_route", "2026-12-02T06:00:00Z")).toBeNull();
    expect(refusal("confirmed", "2026-12-02", "en_route", "2026-12-03T05:59:59Z")).toBeNull();
    expect(refusal("confirmed", "2026-12-02", "en_route", "2026-12-03T06:00:00Z")?.reason).toBe("not-its-day");
  });

  it("still follows the pipeline: a requested visit is confirmed first", () => {
    expect(refusal("pending", "2026-12-02", "en_route", "2026-12-02T15:00:00Z")).toEqual({
      reason: "not-next",
      message: "A visit that is Requested cannot become En route.",
    });
  });
});

describe("completed", () => {
  it("is refused before the visit's day and allowed from its midnight on, later days included", () => {
    expect(refusal("confirmed", "2026-12-02", "completed", "2026-12-02T05:59:59Z")).toEqual({
      reason: "before-its-day",
      message: "A visit cannot be marked completed before its day (December 2, 2026); nothing was changed.",
    });
    expect(refusal("confirmed", "2026-12-02", "completed", "2026-12-02T06:00:00Z")).toBeNull();
    expect(refusal("en_route", "2026-12-02", "completed", "2026-12-05T20:00:00Z")).toBeNull();
  });

  it("is refused for a visit that is already over", () => {
    for (const status of ["completed", "cancelled", "no_show"])
      expect(refusal(status, "2026-12-02", "completed", "2026-12-02T15:00:00Z")?.reason, status).toBe("not-next");
  });
});

describe("no-show", () => {
  it("is refused until the visit's window starts, even on its day", () => {
    expect(refusal("confirmed", "2026-12-02", "no_show", "2026-12-02T06:00:00Z")?.reason).toBe("before-its-window");
    expect(refusal("confirmed", "2026-12-02", "no_show", "2026-12-02T13:59:59Z")).toEqual({
      reason: "before-its-window",
      message:
        "A visit can be marked no-show only once its window has started (December 2, 2026, 8-10 AM); nothing was changed.",
    });
    expect(refusal("confirmed", "2026-12-02", "no_show", "2026-12-02T14:00:00Z")).toBeNull();
    expect(refusal("pending", "2026-12-02", "no_show", "2026-12-02T23:59:59Z", "Evening (6-8 PM)")?.reason).toBe(
      "before-its-window",
    );
    expect(refusal("pending", "2026-12-02", "no_show", "2026-12-03T00:00:00Z", "Evening (6-8 PM)")).toBeNull();
  });

  it("reads the window's start on Houston's clock on the day the clocks go forward", () => {
    // 2026-03-08: CDT (UTC−5) from 2 AM, so 8 AM is 13:00 UTC, not 14:00.
    expect(refusal("confirmed", "2026-03-08", "no_show", "2026-03-08T12:59:59Z")?.reason).toBe("before-its-window");
    expect(refusal("confirmed", "2026-03-08", "no_show", "2026-03-08T13:00:00Z")).toBeNull();
  });

  it("counts a window no longer offered from the start of its day", () => {
    expect(refusal("confirmed", "2026-12-02", "no_show", "2026-12-02T05:59:59Z", "7-9 AM")?.reason).toBe(
      "before-its-window",
    );
    expect(refusal("confirmed", "2026-12-02", "no_show", "2026-12-02T06:00:00Z", "7-9 AM")).toBeNull();
  });
});

describe("confirming and cancelling", () => {
  it("may happen any day before the visit", () => {
    expect(refusal("pending", "2026-12-07", "confirmed", "2026-12-02T15:00:00Z")).toBeNull();
    expect(refusal("confirmed", "2026-12-07", "cancelled", "2026-12-02T15:00:00Z")).toBeNull();
    expect(refusal("cancelled", "2026-12-07", "confirmed", "2026-12-02T15:00:00Z")?.reason).toBe("not-next");
  });
});
