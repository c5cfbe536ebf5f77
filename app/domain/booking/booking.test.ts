import { company } from "#content/company.ts";
import { sampleAppointment } from "../../../tests/support/sample-appointment.ts";
import { describe, expect, it } from "vitest";
import { firstErrors } from "../validation/fields.ts";
import { appliances, issues } from "../catalogue/catalogue.ts";
import { bookingPrefill, issuePriority, newAppointmentId } from "./appointment.ts";
import { CATALOGUE_ISSUE_PRESETS } from "./catalogue-presets.ts";
import {
  appointmentIcs,
  confirmationParams,
  confirmationText,
  NO_DETAILS,
  notificationParams,
  notificationText,
} from "./emails.ts";
import { BOOKING_APPLIANCES, ISSUE_PRESETS, issueOptionsFor, TIME_SLOTS } from "./options.ts";
import { bookingSchema } from "./schema.ts";

const prefill = (appliance: string, issue: string) => bookingPrefill(new URLSearchParams({ appliance, issue }));

const today = "2026-11-22";
const valid = {
  name: "Ann Smith",
  phone: "(713) 555-0199",
  email: "ann@example.com",
  address: "123 Main St",
  zipCode: "77002",
  appliance: "Dryer",
  issue: "Not heating",
  issueOther: "",
  description: "",
  preferredDate: "2026-11-23",
  preferredTime: "8-10 AM",
};

describe("booking options", () => {
  it("offers the twelve appliance types and six time slots of the spec", () => {
    expect(BOOKING_APPLIANCES).toHaveLength(12);
    expect(BOOKING_APPLIANCES).toContain("Oven/Range");
    expect(TIME_SLOTS.map((s) => s.label)).toEqual([
      "8-10 AM",
      "10 AM-12 PM",
      "12-2 PM",
      "2-4 PM",
      "4-6 PM",
      "Evening (6-8 PM)",
    ]);
  });
  it("has seven preset issues for washer, dryer, refrigerator and dishwasher, then Other", () => {
    for (const a of ["Washing Machine", "Dryer", "Refrigerator", "Dishwasher"] as const)
      expect(ISSUE_PRESETS[a]).toHaveLength(7);
    expect(issueOptionsFor("Dryer").at(-1)).toBe("Other");
    expect(issueOptionsFor("")).toEqual([]);
  });
});

describe("bookingSchema", () => {
  const schema = bookingSchema(today);

  it("accepts a complete request and keeps phone digits only", () => {
    const r = schema.parse(valid);
    expect(r.phone).toBe("7135550199");
    expect(r.issue).toBe("Not heating");
  });

  it("gives '{Field} is required' for each empty required field", () => {
    const r = schema.safeParse({});
    expect(firstErrors(r.error!)).toMatchObject({
      name: "Name is required",
      phone: "Phone is required",
      email: "Email is required",
      address: "Address is required",
      zipCode: "ZIP code is required",
      appliance: "Appliance is required",
      issue: "Issue description is required",
      preferredDate: "Preferred date is required",
      preferredTime: "Preferred time is required",
    });
  });

  it("uses the spec's format messages", () => {
    const r = schema.safeParse({
      ...valid,
      email: "ann@example",
      phone: "71355",
      zipCode: "770",
      name: "A",
      preferredDate: "2026-11-21",
    });
    expect(firstErrors(r.error!)).toEqual({
      email: "Please enter a valid email address",
      phone: "Please enter a valid 10-digit phone number",
      zipCode: "Please enter a valid 5-digit ZIP code",
      name: "Name must be at least 2 characters",
      preferredDate: "Please select a future date",
    });
    const long = schema.safeParse({ ...valid, description: "x".repeat(1001) });
    expect(firstErrors(long.error!)).toEqual({ description: "Description must be no more than 1000 characters" });
  });

  it("accepts today and refuses a ZIP outside the service area", () => {
    expect(schema.safeParse({ ...valid, preferredDate: today }).success).toBe(true);
    const r = schema.safeParse({ ...valid, zipCode: "10001" });
    expect(firstErrors(r.error!)).toEqual({ zipCode: "Sorry, we don't currently service this area" });
  });

  it("takes the customer's own words when the issue is Other", () => {
    expect(firstErrors(schema.safeParse({ ...valid, issue: "Other" }).error!)).toEqual({
      issueOther: "Issue description is required",
    });
    expect(schema.parse({ ...valid, issue: "Other", issueOther: "Drum squeaks" }).issue).toBe("Drum squeaks");
  });
});

describe("issuePriority", () => {
  it("is HIGH for leak, flood, gas or electrical in any case", () => {
    for (const text of ["Leaking water", "FLOODED laundry room", "Smells of gas", "Electrical problem"])
      expect(issuePriority(text), text).toBe("HIGH");
    expect(issuePriority("Not heating")).toBe("NORMAL");
  });
});

describe("newAppointmentId", () => {
  it("is APT- plus six digits", () => {
    expect(newAppointmentId(() => 0.0123)).toBe("APT-012300");
    expect(newAppointmentId()).toMatch(/^APT-\d{6}$/);
  });
});

describe("bookingPrefill", () => {
  it("puts an estimate or a brand at the start of the description", () => {
    const p = bookingPrefill(
      new URLSearchParams("appliance=washing-machine&issue=not-draining&estimate=%24162%20-%20%24315"),
    );
    expect(p).toEqual({
      appliance: "Washing Machine",
      issue: "Not draining",
      issueOther: "",
      description: "Estimated cost: $162 - $315",
    });
    expect(bookingPrefill(new URLSearchParams("brand=Sub-Zero")).description).toBe("Brand: Sub-Zero");
  });
  it("preselects the form's preset for the catalogue's issues, as their Book This Repair links name them", () => {
    expect(prefill("washing-machine", "wont-start")).toMatchObject({
      appliance: "Washing Machine",
      issue: "Won't start",
      issueOther: "",
    });
    expect(prefill("washing-machine", "leaking")).toMatchObject({ issue: "Leaking water", issueOther: "" });
    expect(prefill("dishwasher", "not-cleaning")).toMatchObject({
      appliance: "Dishwasher",
      issue: "Not cleaning dishes",
      issueOther: "",
    });
    expect(prefill("range", "oven-not-heating")).toMatchObject({ appliance: "Oven/Range", issue: "Not heating" });
  });
  it("maps all 65 catalogue issues to an option their appliance offers; the four preset appliances never fall back to Other", () => {
    expect(issues).toHaveLength(65);
    for (const i of issues) {
      const p = bookingPrefill(new URLSearchParams({ appliance: i.appliance, issue: i.key }));
      expect(p.appliance, i.slug).not.toBe("");
      expect(issueOptionsFor(p.appliance), i.slug).toContain(p.issue);
      const preset = CATALOGUE_ISSUE_PRESETS[i.appliance]?.[i.key];
      expect(p.issue, i.slug).toBe(preset ?? "Other");
      if (["washing-machine", "dryer", "refrigerator", "dishwasher"].includes(i.appliance))
        expect(preset, i.slug).toBeDefined();
    }
  });
  it("names only catalogue issues in its preset table", () => {
    const known = new Set(issues.map((i) => `${i.appliance}/${i.key}`));
    const slugs = new Set(appliances.map((a) => a.slug));
    for (const [appliance, keys] of Object.entries(CATALOGUE_ISSUE_PRESETS)) {
      expect(slugs.has(appliance), appliance).toBe(true);
      for (const key of Object.keys(keys)) expect(known.has(`${appliance}/${key}`), `${appliance}/${key}`).toBe(true);
    }
  });
  it("keeps an issue that is not in the list as Other with its words", () => {
    const p = bookingPrefill(new URLSearchParams("appliance=cooktop&issue=glass-top-cracked"));
    expect(p).toMatchObject({ appliance: "Cooktop", issue: "Other", issueOther: "Glass Top Cracked" });
  });
});

describe("emails", () => {
  const appointment = sampleAppointment();

  it("fills the notification's parameters, with the default details and priority", () => {
    const p = notificationParams(appointment, company, "Houston (Houston Metro)");
    expect(p).toMatchObject({
      customer_name: "Ann Smith",
      customer_phone: "(713) 555-0199",
      appointment_id: "APT-123456",
      additional_details: NO_DETAILS,
      priority: "HIGH",
      service_type: "Washing Machine Repair",
      full_address: "123 Main St, 77002",
      submission_date: "November 22, 2026",
      submission_time: "12:00 PM",
      preferred_date: "November 23, 2026",
      company_name: company.name,
    });
    expect(NO_DETAILS).toBe("No additional details provided");
  });

  it("promises the call back and the warranty in the confirmation", () => {
    const p = confirmationParams(appointment, company);
    expect(p.callback_message).toBe(
      `We will call you within ${company.callbackMinutes} minutes to confirm your appointment.`,
    );
    expect(p.warranty_note).toBe(
      `Every repair comes with our ${company.warranty.days}-day warranty on parts and labor.`,
    );
  });

  it("promises the call back only at booking: a moved visit's confirmation says it moved, without the promise", () => {
    const moved = confirmationParams(appointment, company, { moved: true });
    expect(moved.callback_message).toBe("");
    const text = confirmationText(moved);
    expect(text).toContain("Your visit APT-123456 has moved to a new arrival window.");
    expect(text).not.toContain("call");
    expect(text).not.toContain("\n\n\n");
    expect(
      confirmationText(confirmationParams({ ...appointment, language: "es" }, company, { moved: true })),
    ).not.toContain("Le llamamos");
  });

  it("titles the office's notification of a booking as a new request, the first line of its text", () => {
    const p = notificationParams(appointment, company, "Houston (Houston Metro)");
    expect(p.title).toBe("[HIGH PRIORITY] New appointment request APT-123456");
    expect(notificationText(p).split("\n")[0]).toBe(p.title);
    const moved = {
      ...p,
      title: "Visit APT-123456 rescheduled by the customer",
      message: "Visit APT-123456 rescheduled by the customer: a → b",
    };
    expect(notificationText(moved).split("\n")[0]).toBe("Visit APT-123456 rescheduled by the customer");
    expect(notificationText(moved)).not.toContain("New appointment request");
  });

  it("names the customer's language in the office's notification, English unless booked in Spanish", () => {
    expect(notificationText(notificationParams(appointment, company, "Houston (Houston Metro)"))).toContain(
      "Priority: HIGH\nLanguage: English\n",
    );
    expect(
      notificationText(notificationParams({ ...appointment, language: "es" }, company, "Houston (Houston Metro)")),
    ).toContain("\nLanguage: Spanish\n");
  });

  it("names the booked window in the confirmation, and the technician in the office's notification once assigned", () => {
    const text = confirmationText(confirmationParams(appointment, company));
    expect(text).toContain("Booked: November 23, 2026, 2-4 PM (arrival window)");
    expect(text).not.toContain("Preferred");
    expect(notificationText(notificationParams(appointment, company, "Houston (Houston Metro)"))).not.toContain(
      "Technician:",
    );
    const assigned = notificationParams(
      { ...appointment, technician: "Marcus Johnson" },
      company,
      "Houston (Houston Metro)",
    );
    expect(assigned.technician).toBe("Marcus Johnson");
    expect(notificationText(assigned)).toContain("Window: November 23, 2026, 2-4 PM\nTechnician: Marcus Johnson\n");
  });

  it("attaches a calendar file for the booked window in Houston time", () => {
    const ics = appointmentIcs(appointment, company, new Date("2026-11-22T18:00:00Z"));
    // 2-4 PM in Houston on a winter day (UTC−6).
    expect(ics).toContain("DTSTART:20261123T200000Z\r\n");
    expect(ics).toContain("DTEND:20261123T220000Z\r\n");
    expect(ics).toContain("DTSTAMP:20261122T180000Z\r\n");
    expect(ics).toContain("UID:APT-123456@");
  });
});
