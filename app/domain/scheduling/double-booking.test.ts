import { describe, expect, it } from "vitest";
import { doubleBookingMessages, type PlacedVisit, technicianClashes } from "./double-booking.ts";

const placed = (id: string, extra: Partial<PlacedVisit> = {}): PlacedVisit => ({
  id,
  date: "2026-12-02",
  window: "8-10 AM",
  technician: "marcus-johnson",
  status: "confirmed",
  ...extra,
});
const visit = { id: "APT-000001", date: "2026-12-02", window: "8-10 AM" };

describe("a technician's second visit in one window", () => {
  it("names the technician's other open visits in the same window of the same day", () => {
    const others = [
      placed("APT-000003"),
      placed("APT-000002", { status: "en_route" }),
      placed("APT-000004", { window: "10 AM-12 PM" }),
      placed("APT-000005", { date: "2026-12-03" }),
      placed("APT-000006", { technician: "carlos-ramirez" }),
      placed("APT-000007", { status: "cancelled" }),
      placed("APT-000008", { status: "no_show" }),
      placed("APT-000009", { status: "completed" }),
      placed("APT-000001"),
    ];
    expect(technicianClashes(visit, "marcus-johnson", others)).toEqual(["APT-000002", "APT-000003"]);
  });

  it("finds none when no technician is given", () => {
    expect(technicianClashes(visit, null, [placed("APT-000002", { technician: null })])).toEqual([]);
  });

  it("warns the office with the visits, the window and how to confirm", () => {
    expect(doubleBookingMessages.warning("Marcus Johnson", ["APT-000002"], "2026-12-02", "8-10 AM")).toBe(
      "Marcus Johnson already has APT-000002 on December 2, 2026, 8-10 AM. Nothing was changed: tick “Allow a second visit in the window” to give them another visit in that window.",
    );
  });
});
