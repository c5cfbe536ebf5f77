import { describe, expect, it } from "vitest";
import { company } from "#content/company.ts";
import { claims, claimText } from "./claims.ts";
import { validateClaims } from "./claims.schema.ts";

describe("marketing claims", () => {
  it("pass their schema", () => {
    expect(validateClaims(claims)).toEqual(claims);
  });
  it("read as the specification prints them", () => {
    expect([claims.repairs, claims.brandsServiced]).toEqual(["5,000+", "50+"]);
    expect(claims.applianceTypes).toBe(7);
    expect(claimText).toMatchObject({
      rating: "5.0",
      customers: "1,200+",
      warrantyDays: `${company.warranty.days} days`,
      warrantyDaysTitle: `${company.warranty.days} Days`,
      warrantyAdjective: `${company.warranty.days}-day`,
      response: "2-4 hours",
      responseTitle: "2-4 Hours",
      responseShort: "2-4 hrs",
      responseCompact: "2-4hrs",
      satisfaction: "98%",
      estimateAccuracy: "95%",
      competitorHigher: "30% Higher",
      serviceRadius: "50 mi",
    });
  });
  it("name the field that is wrong", () => {
    expect(() => validateClaims({ ...claims, brandsServiced: "fifty" })).toThrow(
      'content/claims.ts: field "brandsServiced": must read like "50+" or "10,000+"',
    );
    expect(() => validateClaims({ ...claims, responseHours: { min: 4, max: 2 } })).toThrow(
      'content/claims.ts: field "responseHours.min": min must be below max',
    );
  });
});
