import { describe, expect, it } from "vitest";
import { compareCodeUnits } from "./compare.ts";

describe("compareCodeUnits", () => {
  it("orders ZIP codes and ISO dates as numbers and days, and capitals before small letters", () => {
    expect(["77401", "77001", "77099"].toSorted(compareCodeUnits)).toEqual(["77001", "77099", "77401"]);
    expect(["2026-11-02", "2025-12-31", "2026-01-15"].toSorted(compareCodeUnits)).toEqual([
      "2025-12-31",
      "2026-01-15",
      "2026-11-02",
    ]);
    expect(["b", "B", "a"].toSorted(compareCodeUnits)).toEqual(["B", "a", "b"]);
    expect(compareCodeUnits("same", "same")).toBe(0);
  });
});
