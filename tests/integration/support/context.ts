import type { AppContext } from "#app/server/context.server.ts";
import type { DB } from "#app/server/db.server.ts";
import { parseEnv } from "#app/server/env.server.ts";
import { createLogger } from "#app/server/logger.server.ts";
import { createRateLimiter } from "#app/server/rate-limit.server.ts";

export const TEST_SITE = "http://localhost:3000";
export const TEST_SECRET = "a-test-secret-of-at-least-thirty-two-characters";
/** What createAppointment needs to build manage links, matching testContext's environment. */
export const TEST_LINKS = { siteUrl: TEST_SITE, secret: TEST_SECRET };
export const TEST_EMAILS = { officeEmail: "office@example.com", links: TEST_LINKS };

/** The context the server hands loaders and actions, over a test database. */
export function testContext(db: DB, overrides: Partial<AppContext> = {}): AppContext & { woken: number } {
  const ctx = {
    env: parseEnv({ SITE_URL: TEST_SITE, OFFICE_EMAIL: "office@example.com" }),
    db,
    engine: "sqlite" as const,
    logger: createLogger("silent"),
    nonce: "test",
    clientAddress: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    rateLimiter: createRateLimiter(db),
    woken: 0,
    notifyOutbox: () => {
      ctx.woken += 1;
    },
    ...overrides,
  };
  return ctx;
}

export function formRequest(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Request {
  return new Request(`${TEST_SITE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: TEST_SITE, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}
