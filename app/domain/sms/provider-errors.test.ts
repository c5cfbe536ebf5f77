import { describe, expect, it } from "vitest";
import { textRefusal } from "./provider-errors.ts";

describe("textRefusal", () => {
  it("opts the number out on the provider's unsubscribed-recipient error", () => {
    expect(textRefusal(21610)).toBe("unsubscribed");
  });

  it("fails for good on an invalid or unreachable number", () => {
    expect(textRefusal(21211)).toBe("permanent");
    expect(textRefusal(21614)).toBe("permanent");
  });

  it("tries again on a busy service, a rate limit, an account error, an unknown code or none", () => {
    for (const code of [20429, 20500, 20003, 30001, 99999, null])
      expect(textRefusal(code), String(code)).toBe("temporary");
  });
});
