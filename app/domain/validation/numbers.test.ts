import { describe, expect, it } from "vitest";
import { LARGEST_ROW_ID, parseRowId, parseWholeNumber } from "./numbers.ts";

describe("whole numbers", () => {
  it("are digits, with spaces around them allowed", () => {
    expect(parseWholeNumber("7", 0, 50)).toBe(7);
    expect(parseWholeNumber(" 12 ", 0, 50)).toBe(12);
    expect(parseWholeNumber("0", 0, 50)).toBe(0);
    expect(parseWholeNumber("050", 0, 50)).toBe(50);
  });

  it("refuse an empty field, signs, points, exponents, hexadecimal and anything but digits", () => {
    for (const raw of ["", "  ", "0x10", "1e1", "-1", "+3", "2.0", "2.5", "١٢", "3 4", "Infinity", "NaN", "10abc"])
      expect(parseWholeNumber(raw, 0, 50), JSON.stringify(raw)).toBeNull();
  });

  it("refuse numbers outside the range", () => {
    expect(parseWholeNumber("51", 0, 50)).toBeNull();
    expect(parseWholeNumber("4", 5, 50)).toBeNull();
    expect(parseWholeNumber("99999999999999999999999", 0, 50)).toBeNull();
  });
});

describe("row ids", () => {
  it("name a row only from 1 up to the largest integer key", () => {
    expect(parseRowId("1")).toBe(1);
    expect(parseRowId(String(LARGEST_ROW_ID))).toBe(LARGEST_ROW_ID);
    for (const raw of ["0", String(LARGEST_ROW_ID + 1), "9007199254740993", "-1", "1.0", ""])
      expect(parseRowId(raw), raw).toBeNull();
  });
});
