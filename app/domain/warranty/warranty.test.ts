import { describe, expect, it } from "vitest";
import { company } from "#content/company.ts";
import { daysBetween } from "../time.ts";
import { firstErrors } from "../validation/fields.ts";
import {
  dayCount,
  daysAgo,
  matchesLastName,
  warrantyLookupSchema,
  warrantyLookupSchemaIn,
  warrantyOutcome,
  warrantyPeriod,
} from "./warranty.ts";
import { warrantyWords } from "#app/words/warranty.ts";

const record = (applianceType: string, serviceDate: string) => ({
  applianceType,
  serviceDate,
  warrantyEndDate: warrantyPeriod(serviceDate).end,
});

describe("warrantyPeriod", () => {
  it("ends the company's warranty days after the service date", () => {
    const { start, end } = warrantyPeriod("2024-01-15");
    expect(start).toBe("2024-01-15");
    expect(daysBetween(start, end)).toBe(company.warranty.days);
  });
});

describe("warrantyOutcome", () => {
  it("reports no records with the spec's message", () => {
    expect(warrantyOutcome([], "2024-05-01")).toEqual({
      status: "none",
      isUnderWarranty: false,
      message: "No service records found. Please check your information or contact us directly.",
      daysRemaining: 0,
    });
  });

  it("reports the first record whose warranty ends in the future as active, with days remaining", () => {
    const result = warrantyOutcome([record("Dryer", "2024-04-01"), record("Refrigerator", "2024-03-20")], "2024-05-01");
    expect(result.isUnderWarranty).toBe(true);
    expect(result.message).toBe("Great! Your Dryer repair is still under warranty.");
    expect(result.daysRemaining).toBe(60);
    expect(result.serviceRecord?.applianceType).toBe("Dryer");
  });

  it("skips expired newer-looking records and finds an active one further down", () => {
    const result = warrantyOutcome([record("Oven", "2023-01-01"), record("Dishwasher", "2024-04-20")], "2024-05-01");
    expect(result.message).toBe("Great! Your Dishwasher repair is still under warranty.");
  });

  it("reports the most recent record as expired with the days since", () => {
    const result = warrantyOutcome([record("Washer", "2024-01-15"), record("Dryer", "2023-06-01")], "2024-05-01");
    expect(result.isUnderWarranty).toBe(false);
    expect(result.daysSinceExpiry).toBe(17);
    expect(result.message).toBe(
      "Your warranty expired 17 days ago, but we still offer competitive pricing for additional repairs.",
    );
  });

  it("treats the last day as expired: active only while days remaining are above zero", () => {
    expect(warrantyOutcome([record("Dryer", "2024-01-15")], "2024-04-14").isUnderWarranty).toBe(false);
    expect(warrantyOutcome([record("Dryer", "2024-01-15")], "2024-04-13").daysRemaining).toBe(1);
  });
});

describe("warrantyLookupSchema", () => {
  it("uses the spec's messages", () => {
    const r = warrantyLookupSchema.safeParse({ phone: "713-555", name: "J", appliance: "" });
    expect(r.success).toBe(false);
    expect(firstErrors(r.error!)).toEqual({
      phone: "Please enter a valid 10-digit phone number",
      name: "Name must be at least 2 characters",
    });
    const empty = warrantyLookupSchema.safeParse({ phone: "", name: "" });
    expect(firstErrors(empty.error!)).toEqual({ phone: "Phone is required", name: "Name is required" });
  });
  it("keeps phone digits only", () => {
    expect(warrantyLookupSchema.parse({ phone: "(713) 555-0147", name: "Ann" }).phone).toBe("7135550147");
  });
  it("names the unexpected failure with the phone number", () => {
    expect(warrantyWords.en.messages.unexpected).toBe(
      "Unable to check warranty status at this time. Please call us directly at (713) 555-0147.",
    );
  });
});

describe("matchesLastName", () => {
  it("takes the last word typed as the whole last name, without case or accents", () => {
    for (const typed of ["García", "garcia", "GARCÍA", "José García", "  jose   garcia "])
      expect(matchesLastName(typed, "José García"), typed).toBe(true);
    expect(matchesLastName("Garcia-Lopez", "Ana García-López")).toBe(true);
  });
  it("finds nothing for a fragment, a first name or another name", () => {
    for (const typed of ["ga", "arc", "José", "Garc", "Garcias", "García José", ""])
      expect(matchesLastName(typed, "José García"), typed).toBe(false);
  });
});

describe("the expired message", () => {
  it("says today, yesterday, or the number of days", () => {
    expect(daysAgo(0)).toBe("today");
    expect(daysAgo(1)).toBe("yesterday");
    expect(daysAgo(2)).toBe("2 days ago");
    expect(dayCount(1)).toBe("1 day");
    expect(dayCount(45)).toBe("45 days");
    expect(warrantyWords.en.messages.expired(0)).toBe(
      "Your warranty expired today, but we still offer competitive pricing for additional repairs.",
    );
    expect(warrantyWords.en.messages.expired(1)).toBe(
      "Your warranty expired yesterday, but we still offer competitive pricing for additional repairs.",
    );
  });

  it("reports a warranty whose last day is today as expired today", () => {
    const result = warrantyOutcome(
      [{ applianceType: "Dryer", serviceDate: "2026-08-25", warrantyEndDate: "2026-11-23" }],
      "2026-11-23",
    );
    expect(result.message).toBe(
      "Your warranty expired today, but we still offer competitive pricing for additional repairs.",
    );
  });
});

describe("warrantyLookupSchemaIn", () => {
  it("gives the lookup form's messages in Spanish", () => {
    const result = warrantyLookupSchemaIn("es").safeParse({ phone: "123", name: "", appliance: "" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages.phone).toBe("Escriba un número de teléfono válido de 10 dígitos");
    expect(messages.name).toBe("Nombre: escriba al menos 2 caracteres");
  });
  it("keeps the English messages for the English form", () => {
    const result = warrantyLookupSchemaIn("en").safeParse({ phone: "123", name: "J", appliance: "" });
    expect(result.error!.issues.find((i) => i.path[0] === "phone")!.message).toBe(
      "Please enter a valid 10-digit phone number",
    );
    expect(warrantyLookupSchema.safeParse({ phone: "7135550100", name: "Jo", appliance: "" }).success).toBe(true);
  });
});

describe("the lookup's answers in Spanish", () => {
  it("count days as people say them in Spanish", () => {
    expect([daysAgo(0, "es"), daysAgo(1, "es"), daysAgo(5, "es")]).toEqual(["hoy", "ayer", "hace 5 días"]);
    expect([dayCount(1, "es"), dayCount(45, "es")]).toEqual(["1 día", "45 días"]);
  });
  it("say the same outcome in Spanish", () => {
    expect(warrantyOutcome([], "2024-05-01", "es").message).toBe(warrantyWords.es.messages.none);
    const active = warrantyOutcome([record("Dryer", "2024-04-01")], "2024-05-01", "es");
    expect(active).toMatchObject({
      status: "active",
      daysRemaining: 60,
      message: "¡Qué bien! La reparación de su dryer todavía está en garantía.",
    });
    const expired = warrantyOutcome([record("Dryer", "2024-01-01")], "2024-04-01", "es");
    expect(expired).toMatchObject({ status: "expired", daysSinceExpiry: 1 });
    expect(expired.message).toBe(
      "Su garantía venció ayer, pero seguimos ofreciendo buenos precios para otras reparaciones.",
    );
    expect(warrantyWords.es.headings.expired).toBe("Garantía vencida");
  });
});
