import { describe, expect, it } from "vitest";
import { company } from "#content/company.ts";
import { claims, claimText } from "./claims.ts";
import { validateClaims } from "./claims.schema.ts";

describe("marketing claims", () => {
  it("pass their schema", () => {
    expect(validateClaims(claims)).toEqual(claims);
  });
  it("read as the specification prints them", () => {
    expect([claims.appliancesRepaired, claims.brandsServiced, claims.repairsCompleted, claims.zipCodesServed]).toEqual([
      "5,000+",
      "50+",
      "10,000+",
      "150+",
    ]);
    expect([claims.techniciansAvailable, claims.applianceTypes]).toEqual([25, 7]);
    expect(claimText).toMatchObject({
      rating: "5.0",
      customers: "1,200+",
      warrantyDays: `${company.warranty.days} days`,
      warrantyDaysTitle: `${company.warranty.days} Days`,
      warrantyAdjective: `${company.warranty.days}-day`,
      response: "2-4 hours",
      responseShort: "2-4 hrs",
      responseCompact: "2-4hrs",
      cityResponse: "2-3 Hours",
      firstResponse: "5-30 minutes",
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
