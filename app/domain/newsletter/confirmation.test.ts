import { describe, expect, it } from "vitest";
import {
  confirmationExpiry,
  formatConfirmationToken,
  mayResendConfirmation,
  parseConfirmationToken,
} from "./confirmation.ts";

describe("newsletter confirmation", () => {
  const sent = new Date("2026-11-20T10:00:00.000Z");

  it("keeps a link working for a week", () => {
    expect(confirmationExpiry(sent).toISOString()).toBe("2026-11-27T10:00:00.000Z");
  });

  it("sends the link again only a day after the last one", () => {
    expect(mayResendConfirmation(null, sent)).toBe(true);
    expect(mayResendConfirmation(sent.toISOString(), new Date("2026-11-20T10:00:01.000Z"))).toBe(false);
    expect(mayResendConfirmation(sent.toISOString(), new Date("2026-11-21T09:59:59.000Z"))).toBe(false);
    expect(mayResendConfirmation(sent.toISOString(), new Date("2026-11-21T10:00:00.000Z"))).toBe(true);
  });

  it("reads back the token it writes, and nothing else", () => {
    const signature = "a".repeat(43);
    const token = formatConfirmationToken(42, confirmationExpiry(sent), signature);
    expect(token).toBe(`42.1795773600.${signature}`);
    expect(parseConfirmationToken(token)).toEqual({ id: 42, expiresAt: confirmationExpiry(sent), signature });
    for (const bad of ["", "42", `42.1795773600.${"a".repeat(42)}`, `x.1795773600.${signature}`, `${token}.data`])
      expect(parseConfirmationToken(bad), bad).toBeNull();
  });
});
