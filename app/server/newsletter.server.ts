import { createHmac, timingSafeEqual } from "node:crypto";
import { company } from "#content/company.ts";
import type { Locale } from "#app/domain/i18n/locale.ts";
import {
  type ConfirmationLink,
  confirmationExpiry,
  formatConfirmationToken,
  mayResendConfirmation,
  parseConfirmationToken,
  signedConfirmationText,
} from "#app/domain/newsletter/confirmation.ts";
import {
  confirmationEmailParams,
  confirmationEmailSubject,
  confirmationEmailText,
} from "#app/domain/newsletter/email.ts";
import { pagePath } from "#app/pages.ts";
import type { DB } from "./db.server.ts";
import type { Env } from "./env.server.ts";
import { enqueueEmail } from "./email/outbox.server.ts";
import { templatedEmail } from "./email/message.server.ts";

/** Addresses are stored and signed trimmed and lower-cased. */
const normalised = (email: string) => email.trim().toLowerCase();

/** Where links in newsletter emails point, and the secret that signs them. */
type LinkSettings = Pick<Env, "SITE_URL" | "SESSION_SECRET">;

/** The confirmation signing key, derived from SESSION_SECRET so that it signs nothing else. */
function confirmationKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("newsletter-confirm").digest();
}

function confirmationSignature(id: number, expiresAt: Date, email: string, secret: string): string {
  return createHmac("sha256", confirmationKey(secret))
    .update(signedConfirmationText(id, expiresAt, email))
    .digest("base64url");
}

/** The link that confirms the subscription `id` of `email`, in the visitor's language, until `expiresAt`. */
export function confirmationUrl(
  env: LinkSettings,
  subscription: { id: number; email: string; language: Locale },
  expiresAt: Date,
): string {
  const signature = confirmationSignature(subscription.id, expiresAt, subscription.email, env.SESSION_SECRET);
  const token = formatConfirmationToken(subscription.id, expiresAt, signature);
  return `${env.SITE_URL}${pagePath("newsletter-confirm", subscription.language, { token })}`;
}

/**
 * A sign-up: a new address is stored waiting for confirmation and sent the confirmation link; an
 * address still waiting gets the link again only once a day (NEWSLETTER_CONFIRMATION); a confirmed
 * one gets nothing. Answers whether an email was queued, which the visitor is never told.
 */
export async function requestSubscription(
  db: DB,
  email: string,
  language: Locale,
  env: LinkSettings,
  now = new Date(),
): Promise<"sent" | "not-sent"> {
  const address = normalised(email);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("newsletter_subscribers")
      .select(["id", "confirmed_at", "confirmation_sent_at"])
      .where("email", "=", address)
      .executeTakeFirst();
    let id: number;
    if (!existing) {
      // Two sign-ups at once: the second finds the first's row taken and sends nothing.
      const created = await trx
        .insertInto("newsletter_subscribers")
        .values({
          email: address,
          created_at: now.toISOString(),
          confirmed_at: null,
          confirmation_sent_at: now.toISOString(),
          language,
        })
        .onConflict((oc) => oc.column("email").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!created) return "not-sent";
      id = created.id;
    } else {
      if (existing.confirmed_at !== null || !mayResendConfirmation(existing.confirmation_sent_at, now))
        return "not-sent";
      // Only the sign-up that moves the time it last went out sends it again.
      const claimed = await trx
        .updateTable("newsletter_subscribers")
        .set({ confirmation_sent_at: now.toISOString(), language })
        .where("id", "=", existing.id)
        .where((eb) =>
          existing.confirmation_sent_at === null
            ? eb("confirmation_sent_at", "is", null)
            : eb("confirmation_sent_at", "=", existing.confirmation_sent_at),
        )
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return "not-sent";
      id = existing.id;
    }
    const url = confirmationUrl(env, { id, email: address, language }, confirmationExpiry(now));
    const params = confirmationEmailParams(company, url, language);
    await enqueueEmail(
      trx,
      templatedEmail(
        "newsletter-confirmation",
        address,
        confirmationEmailSubject(params),
        params,
        confirmationEmailText,
      ),
      null,
      now,
    );
    return "sent";
  });
}

/**
 * What a confirmation link's token leads to. The signature covers the subscription's id, the
 * link's end and the address, so a link cannot be altered nor moved to another address; a link of a
 * subscription no longer stored (unsubscribed, or deleted unconfirmed) no longer works.
 */
export async function readConfirmationLink(
  db: DB,
  token: string,
  secret: string,
  now = new Date(),
): Promise<ConfirmationLink> {
  const parsed = parseConfirmationToken(token);
  if (!parsed) return { state: "invalid" };
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select(["id", "email", "confirmed_at"])
    .where("id", "=", parsed.id)
    .executeTakeFirst();
  const expired = parsed.expiresAt.getTime() <= now.getTime();
  if (!row) return expired ? { state: "expired" } : { state: "invalid" };
  const expected = Buffer.from(confirmationSignature(row.id, parsed.expiresAt, row.email, secret));
  const given = Buffer.from(parsed.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { state: "invalid" };
  const confirmed = row.confirmed_at !== null;
  if (expired && !confirmed) return { state: "expired" };
  return { state: "valid", id: row.id, email: row.email, confirmed };
}

/** Confirms the subscription a valid link names; confirming twice keeps the first time. */
export async function confirmSubscription(db: DB, id: number, now = new Date()): Promise<void> {
  await db
    .updateTable("newsletter_subscribers")
    .set({ confirmed_at: now.toISOString() })
    .where("id", "=", id)
    .where("confirmed_at", "is", null)
    .execute();
}

/** The unsubscribe signing key, derived from SESSION_SECRET so that it signs nothing else. */
function unsubscribeKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("newsletter-unsubscribe").digest();
}

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
