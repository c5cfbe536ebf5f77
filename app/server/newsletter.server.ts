import { createHmac, timingSafeEqual } from "node:crypto";
import { type DB, isUniqueViolation } from "./db.server.ts";

/**
 * Stores a checked address once, lower-cased: a second sign-up with the same address changes
 * nothing. Whether the address was already on the list is not told to the visitor.
 */
export async function subscribe(db: DB, email: string, now = new Date()): Promise<"subscribed" | "already-subscribed"> {
  try {
    await db
      .insertInto("newsletter_subscribers")
      .values({ email: email.trim().toLowerCase(), created_at: now.toISOString() })
      .execute();
    return "subscribed";
  } catch (error) {
    if (isUniqueViolation(error)) return "already-subscribed";
    throw error;
  }
}

/** The unsubscribe signing key, derived from SESSION_SECRET so that it signs nothing else. */
function unsubscribeKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("newsletter-unsubscribe").digest();
}

const normalised = (email: string) => email.trim().toLowerCase();

/** The signature that proves an unsubscribe link was made by us for this address. */
export function unsubscribeToken(email: string, secret: string): string {
  return createHmac("sha256", unsubscribeKey(secret)).update(normalised(email)).digest("base64url");
}

export function isValidUnsubscribeToken(email: string, token: string, secret: string): boolean {
  const expected = Buffer.from(unsubscribeToken(email, secret));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The address's own unsubscribe link: opening it shows a confirm button, posting to it unsubscribes. */
export function unsubscribeUrl(siteUrl: string, email: string, secret: string): string {
  const url = new URL("/newsletter/unsubscribe", siteUrl);
  url.searchParams.set("email", normalised(email));
  url.searchParams.set("token", unsubscribeToken(email, secret));
  return url.href;
}

/** Headers every newsletter email carries, so mail apps offer one-click unsubscribe (RFC 2369, RFC 8058). */
export function newsletterHeaders(siteUrl: string, email: string, secret: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(siteUrl, email, secret)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** Removes the address from the list; an address that is not on it changes nothing. */
export async function unsubscribe(db: DB, email: string): Promise<void> {
  await db.deleteFrom("newsletter_subscribers").where("email", "=", normalised(email)).execute();
}
