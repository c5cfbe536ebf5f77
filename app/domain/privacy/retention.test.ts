import { describe, expect, it } from "vitest";
import { retentionCutoffs } from "./retention.ts";

describe("retention cut-offs", () => {
  it("keeps unconverted requests 12 months and service records 3 years past their warranty", () => {
    expect(retentionCutoffs("2026-11-23")).toEqual({
      requestsCreatedBefore: "2025-11-23",
      warrantiesEndedBefore: "2023-11-23",
    });
  });

  it("counts months on the calendar, leap days included", () => {
    expect(retentionCutoffs("2028-02-29")).toEqual({
      requestsCreatedBefore: "2027-03-01",
      warrantiesEndedBefore: "2025-03-01",
    });
  });
});
