/**
 * Fixed-window rate limits kept in memory, per key (usually "form:clientAddress").
 * One process serves the site; with several app servers, put a shared store behind this interface.
 */
export interface RateLimiter {
  /** Counts one hit; answers false when the key is over its limit for the current window. */
  hit(key: string, limit: number, windowMs: number): boolean;
  reset(): void;
}

export function createRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key, limit, windowMs) {
      const t = now();
      const current = windows.get(key);
      if (!current || t - current.start >= windowMs) {
        windows.set(key, { start: t, count: 1 });
        if (windows.size > 10_000) {
          for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
        }
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
    reset() {
      windows.clear();
    },
  };
}
