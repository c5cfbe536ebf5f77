import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";

const smsDir = process.env.SMS_DIR ?? `test-results/sms-${process.env.E2E_PORT ?? 3210}`;

/** A request the server made to the stand-in SMS API (tests/e2e/support/start-server.mjs). */
export interface CapturedText {
  method: string;
  url: string;
  authorization: string;
  contentType: string;
  body: string;
}

/** The account and token the e2e server is started with. */
export const E2E_SMS_ACCOUNT = {
  sid: "ACe2e0000000000000000000000000000",
  token: "e2e-only-twilio-auth-token",
  from: "+12815550100",
};

export function readTexts(): CapturedText[] {
  try {
    return readdirSync(smsDir)
      .toSorted()
      .map((f) => JSON.parse(readFileSync(join(smsDir, f), "utf8")) as CapturedText);
  } catch {
    return [];
  }
}

/** The texts sent to one number (E.164). */
export const textsTo = (to: string) => readTexts().filter((t) => new URLSearchParams(t.body).get("To") === to);

/** Waits until `count` texts to the number have reached the stand-in API. */
export async function waitForTexts(to: string, count = 1): Promise<CapturedText[]> {
  await expect.poll(() => textsTo(to).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return textsTo(to);
}
