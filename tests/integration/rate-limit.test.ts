import { expect, it } from "vitest";
import { createRateLimiter } from "#app/server/rate-limit.server.ts";
import { describeEachEngine } from "./support/databases.ts";

describeEachEngine("rate limits in the database", (get) => {
  it("allows the limit, refuses the next, and opens again when the window has passed", async () => {
    let t = 1_000_000;
    const limiter = createRateLimiter(get().db, () => t);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit("book:1.2.3.4", 3, 60_000));
    expect(results).toEqual([true, true, true, false]);
    expect(await limiter.hit("book:5.6.7.8", 3, 60_000)).toBe(true);
    t += 59_999;
    expect(await limiter.hit("book:1.2.3.4", 3, 60_000)).toBe(false);
    t += 1;
    expect(await limiter.hit("book:1.2.3.4", 3, 60_000)).toBe(true);
    expect(await limiter.hit("book:1.2.3.4", 3, 60_000)).toBe(true);
  });

  it("counts hits that arrive at once on two servers as one limit", async () => {
    const { db } = get();
    // On PostgreSQL the hits run on up to ten connections at once.
    const a = createRateLimiter(db);
    const b = createRateLimiter(db);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit("login:198.51.100.7", 5, 60_000)),
    );
    expect(answers.filter(Boolean)).toHaveLength(5);
  });

  it("removes windows that have ended", async () => {
    const { db } = get();
    let t = 5_000_000;
    const limiter = createRateLimiter(db, () => t);
    await limiter.hit("newsletter:203.0.113.9", 5, 1_000);
    t += 120_000;
    await limiter.hit("newsletter:203.0.113.10", 5, 1_000);
    const keys = (await db.selectFrom("rate_limits").select("key").where("key", "like", "newsletter:%").execute()).map(
      (r) => r.key,
    );
    expect(keys).toEqual(["newsletter:203.0.113.10"]);
  });
});
