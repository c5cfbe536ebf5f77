import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";

const mailDir = process.env.MAIL_DIR ?? `test-results/mail-${process.env.E2E_PORT ?? 3210}`;

export interface CapturedMail {
  to: string[];
  raw: string;
}

export function readMail(): CapturedMail[] {
  try {
    return readdirSync(mailDir)
      .toSorted()
      .map((f) => JSON.parse(readFileSync(join(mailDir, f), "utf8")) as CapturedMail);
  } catch {
    return [];
  }
}

/** Waits until emails matching `predicate` have arrived at the test SMTP server. */
export async function waitForMail(predicate: (m: CapturedMail) => boolean, count = 1): Promise<CapturedMail[]> {
  let found: CapturedMail[] = [];
  await expect
    .poll(
      () => {
        found = readMail().filter(predicate);
        return found.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}
