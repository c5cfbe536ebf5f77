import type { DB } from "./db.server";
import { isUniqueViolation } from "./appointments.server";

export type SubscribeOutcome = "subscribed" | "already-subscribed";

/** Stores the address once; a second sign-up with the same address (any case) changes nothing. */
export async function subscribe(db: DB, email: string, now = new Date()): Promise<SubscribeOutcome> {
  const normalized = email.trim().toLowerCase();
  try {
    await db.insertInto("newsletter_subscribers").values({ email: normalized, created_at: now.toISOString() }).execute();
    return "subscribed";
  } catch (error) {
    if (isUniqueViolation(error)) return "already-subscribed";
    throw error;
  }
}
