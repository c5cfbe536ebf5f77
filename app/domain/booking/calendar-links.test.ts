import { describe, expect, it } from "vitest";
import { company } from "#content/company.ts";
import { customerEmailWords } from "#app/words/emails.ts";
import { googleCalendarUrl, outlookCalendarUrl, visitEvent } from "./calendar-links.ts";

const visit = {
  id: "APT-123456",
  appliance: "Dryer",
  issue: "Not heating",
  preferredDate: "2026-12-04",
  preferredTime: "12-2 PM",
  name: "José Muñoz",
  address: "11 Memorial Dr",
  phone: "7135550147",
};

describe("add-to-calendar links", () => {
  it("place the window in UTC from Houston's clock, in winter and in summer", () => {
    expect(visitEvent(visit, "en", company)).toMatchObject({
      start: new Date("2026-12-04T18:00:00Z"),
      end: new Date("2026-12-04T20:00:00Z"),
    });
    const summer = visitEvent({ ...visit, preferredDate: "2027-06-04", preferredTime: "8-10 AM" }, "en", company);
    expect(summer.start.toISOString()).toBe("2027-06-04T13:00:00.000Z");
  });

  it("fill Google Calendar's and Outlook.com's new-event pages", () => {
    const event = visitEvent(visit, "en", company);
    const google = new URL(googleCalendarUrl(event));
    expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(google.searchParams.get("action")).toBe("TEMPLATE");
    expect(google.searchParams.get("dates")).toBe("20261204T180000Z/20261204T200000Z");
    expect(google.searchParams.get("text")).toBe(event.title);
    expect(google.searchParams.get("details")).toContain("APT-123456");
    const outlook = new URL(outlookCalendarUrl(event));
    expect(outlook.searchParams.get("startdt")).toBe("2026-12-04T18:00:00.000Z");
    expect(outlook.searchParams.get("enddt")).toBe("2026-12-04T20:00:00.000Z");
    expect(outlook.searchParams.get("subject")).toBe(event.title);
  });

  it("promise the call back for a visit as booked, not again once it has moved", () => {
    expect(visitEvent(visit, "en", company).details).toBe(
      "Appointment request APT-123456: Not heating. We will call within 30 minutes to confirm. (713) 555-0147",
    );
    expect(visitEvent({ ...visit, moved: true }, "en", company).details).toBe(
      "Appointment APT-123456: Not heating. (713) 555-0147",
    );
    expect(visitEvent({ ...visit, moved: true }, "es", company).details).toBe(
      "Cita APT-123456: No calienta. (713) 555-0147",
    );
  });

  it("speak the visit's language", () => {
    const event = visitEvent(visit, "es", company);
    expect(event.title).toBe(customerEmailWords.es.calendarTitle("Secadora", company.name, false));
  });

  it("carry nothing personal: no name, address or phone of the customer", () => {
    for (const url of [
      googleCalendarUrl(visitEvent(visit, "en", company)),
      outlookCalendarUrl(visitEvent(visit, "es", company)),
    ]) {
      const text = decodeURIComponent(url).replace(/\+/g, " ");
      for (const personal of [visit.name, visit.address, visit.phone]) expect(text).not.toContain(personal);
    }
  });
});
