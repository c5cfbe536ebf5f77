import { describe, expect, it } from "vitest";
import { firstErrors } from "../validation/fields.ts";
import { completeVisitSchema, parseDollars, statusUpdateSchema } from "./service-records.ts";

describe("parseDollars", () => {
  it("reads dollars as people write them", () => {
    expect(parseDollars("189")).toBe(189);
    expect(parseDollars("$189.50")).toBe(189.5);
    expect(parseDollars("$1,189.5")).toBe(1189.5);
  });
  it("refuses what only a program would read as a number", () => {
    for (const bad of ["0x10", "1e3", "-5", "12.345", "Infinity", "1,89", "$", " ", "0b11"])
      expect(parseDollars(bad), bad).toBeNull();
  });
});

describe("office forms", () => {
  it("name the field and the rule when a status update is refused", () => {
    const result = statusUpdateSchema.safeParse({ status: "follow-up", notes: "n".repeat(2001) });
    expect(result.success ? {} : firstErrors(result.error)).toEqual({
      notes: "Notes must be no more than 2000 characters",
    });
    const noStatus = statusUpdateSchema.safeParse({ status: "", notes: "" });
    expect(noStatus.success ? {} : firstErrors(noStatus.error)).toEqual({ status: "Choose a status" });
  });
  it("complete a visit with defaults, and refuse a cost or a date that is not one", () => {
    const schema = completeVisitSchema("2026-11-23");
    expect(schema.parse({ serviceDate: "", totalCost: "", notes: "" })).toEqual({
      technicianName: "Service Team",
      applianceModel: null,
      partsReplaced: null,
      laborDescription: "Appliance repair service",
      totalCost: null,
      serviceDate: undefined,
      notes: null,
    });
    const bad = schema.safeParse({ totalCost: "0x10", serviceDate: "1999-01-01" });
    expect(bad.success ? {} : firstErrors(bad.error)).toEqual({
      totalCost: "Total cost must be an amount in dollars, like 189.00",
      serviceDate: "Service date must be a real date within the past 12 months, and not in the future",
    });
  });
});
