import { emailField } from "~/domain/validation/fields";
import { isUniqueViolation } from "./appointments.server";
import type { DB } from "./db.server";

export type SubscribeResult = { outcome: "subscribed" | "already-subscribed" } | { outcome: "invalid"; message: string };

/** Checks the address, then stores it once: a second sign-up with the same address (any case, any spaces) changes nothing. */
export async function subscribe(db: DB, email: string, now = new Date()): Promise<SubscribeResult> {
  const parsed = emailField.safeParse(email);
  if (!parsed.success) return { outcome: "invalid", message: parsed.error.issues[0]!.message };
  try {
    await db.insertInto("newsletter_subscribers").values({ email: parsed.data.toLowerCase(), created_at: now.toISOString() }).execute();
    return { outcome: "subscribed" };
  } catch (error) {
    if (isUniqueViolation(error)) return { outcome: "already-subscribed" };
    throw error;
  }
}
