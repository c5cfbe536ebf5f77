import { describe, expect, it } from "vitest";
import { company } from "./company.ts";
import { validateCompany } from "./company.schema.ts";

describe("company settings", () => {
  it("pass their schema", () => {
    expect(validateCompany(company)).toEqual(company);
  });
  it("hold the spec's business constants", () => {
    expect(company.hours.weekdays).toMatchObject({ open: "07:00", close: "20:00" });
    expect(company.hours.weekends).toMatchObject({ open: "08:00", close: "18:00" });
    expect(company.warranty.days).toBe(90);
    expect(company.rating).toBe(5);
    expect(company.reviewCount).toBe(1200);
    expect(company.callbackMinutes).toBe(30);
    expect(company.serviceRadiusMeters).toBe(50000);
  });
  it("name the field that is wrong", () => {
    expect(() => validateCompany({ ...company, phone: "713-555-0147" })).toThrow(
      'content/company.ts: field "phone": must read (XXX) XXX-XXXX',
    );
  });
});
