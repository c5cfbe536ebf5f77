import { sql } from "kysely";
import type { DB } from "./db.server.ts";

/**
 * Fixed-window rate limits counted in the database, per key (usually "form:clientAddress"), so one
 * limit holds whichever server or worker process answers. A window starts at a key's first hit.
 */
export interface RateLimiter {
  /** Counts one hit; answers false when the key is over its limit for the current window. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
}

const PURGE_EVERY_MS = 60_000;

export function createRateLimiter(db: DB, now: () => number = Date.now): RateLimiter {
  let lastPurge = 0;
  return {
    async hit(key, limit, windowMs) {
      const t = now();
      try {
        return await count(key, limit, windowMs, t);
      } catch {
        // The database is unreachable: the request goes on and meets the same outage where it
        // stores or reads something, which answers with its own failure message.
        return true;
      }
    },
  };

  async function count(key: string, limit: number, windowMs: number, t: number): Promise<boolean> {
    // One statement: concurrent hits on any server each see their own count.
    const row = await db
      .insertInto("rate_limits")
      .values({ key, window_start: t, expires_at: t + windowMs, count: 1 })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          count: sql<number>`case when rate_limits.expires_at > ${t} then rate_limits.count + 1 else 1 end`,
          window_start: sql<number>`case when rate_limits.expires_at > ${t} then rate_limits.window_start else ${t} end`,
          expires_at: sql<number>`case when rate_limits.expires_at > ${t} then rate_limits.expires_at else ${t + windowMs} end`,
        }),
      )
      .returning("count")
      .executeTakeFirstOrThrow();
    if (t - lastPurge >= PURGE_EVERY_MS) {
      lastPurge = t;
      await db.deleteFrom("rate_limits").where("expires_at", "<=", t).execute();
    }
    return Number(row.count) <= limit;
  }
}
