import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.server";

describe("createRateLimiter", () => {
  it("allows the limit, refuses the next, and opens again in the next window", () => {
    let t = 0;
    const limiter = createRateLimiter(() => t);
    expect([1, 2, 3].map(() => limiter.hit("book:1.2.3.4", 3, 60_000))).toEqual([true, true, true]);
    expect(limiter.hit("book:1.2.3.4", 3, 60_000)).toBe(false);
    expect(limiter.hit("book:5.6.7.8", 3, 60_000)).toBe(true);
    t = 60_000;
    expect(limiter.hit("book:1.2.3.4", 3, 60_000)).toBe(true);
  });
});
