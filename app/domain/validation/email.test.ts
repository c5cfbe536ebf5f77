import { describe, expect, it } from "vitest";
import { isDeliverableAddress } from "./email.ts";

describe("deliverable addresses", () => {
  it("take atoms joined by single dots before the @ and a host name with a real top-level domain after it", () => {
    for (const ok of [
      "ann@example.com",
      "o'brien+tag@mail.example.co.uk",
      "a.n.n@example.com",
      `${"a".repeat(64)}@example.com`,
      "ann@xn--espaa-rta.com",
      "ann@my-shop.example",
    ])
      expect(isDeliverableAddress(ok), ok).toBe(true);
  });

  it("refuse a dot first, last or twice, a local part over 64 characters and hosts no mail can reach", () => {
    for (const bad of [
      ".ann@example.com",
      "ann.@example.com",
      "an..n@example.com",
      `${"a".repeat(65)}@example.com`,
      "ann@-.-",
      "ann@1.2",
      "ann@example",
      "ann@-example.com",
      "ann@example-.com",
      "ann@example..com",
      "ann@example.c",
      "ann@example.123",
      `ann@${"a".repeat(64)}.com`,
      `ann@${"a.".repeat(125)}com`,
      "@example.com",
      "ann",
      "ann smith@example.com",
      '"ann"@example.com',
      "ann@@example.com",
    ])
      expect(isDeliverableAddress(bad), bad).toBe(false);
  });
});
