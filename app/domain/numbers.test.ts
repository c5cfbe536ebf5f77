import { describe, expect, it } from "vitest";
import { formatCount, formatDollars } from "./numbers.ts";

describe("formatCount", () => {
  it("groups digits in threes", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1,000");
    expect(formatCount(1200)).toBe("1,200");
    expect(formatCount(54999)).toBe("54,999");
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(formatCount(-1234)).toBe("-1,234");
  });
  it("writes counts and dollars exactly as the browser's en-US formats do", () => {
    const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    for (const n of [0, 7, 42, 999, 1000, 15000, 54999, 300000, 499999, 1234567, 89.5, 1234.5, 99.49, -2500]) {
      expect(formatCount(n)).toBe(Math.round(n).toLocaleString("en-US"));
      expect(formatDollars(n)).toBe(dollars.format(n));
    }
  });
});
