import { createHash, createHmac, randomBytes } from "node:crypto";
import { type Locale, localeOf } from "#app/domain/i18n/locale.ts";
import { addDays, todayInHouston } from "#app/domain/time.ts";
import type { DB } from "./db.server.ts";
import type { AppointmentsTable } from "./db-types.server.ts";

/** What building a visit's manage link in an email needs: the public address and SESSION_SECRET. */
export interface ManageLinkSettings {
  siteUrl: string;
  secret: string;
}

/** The path under which a customer manages a visit, in the language the visit was booked in. */
export const MANAGE_PATHS: Record<Locale, string> = { en: "/appointments", es: "/es/citas" };

/** How long after the visit's date its link keeps working. */
export const MANAGE_LINK_DAYS_AFTER_VISIT = 30;

/** A fresh random 128-bit nonce, stored on the appointment when it is created. */
export function newManageNonce(): string {
  return randomBytes(16).toString("base64url");
}

/** The manage-link key, derived from SESSION_SECRET so that it signs nothing else. */
function manageKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("appointment-manage-link").digest();
}

/**
 * The visit's token: an HMAC of its ID and its random nonce (256 bits, base64url). The same visit
 * always gets the same token, so the office can send the link again; without the secret and the
 * nonce nobody can make one.
 */
export function manageToken(id: string, nonce: string, secret: string): string {
  return createHmac("sha256", manageKey(secret)).update(`${id}\n${nonce}`).digest("base64url");
}

/** What the database stores of a token: its SHA-256, hex. */
export function manageTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The nonce and token hash to store on a new appointment. */
export function newManageLink(id: string, secret: string): { manage_nonce: string; manage_token_hash: string } {
  const nonce = newManageNonce();
  return { manage_nonce: nonce, manage_token_hash: manageTokenHash(manageToken(id, nonce, secret)) };
}

/**
 * The path of the visit's manage page, `/appointments/<token>` (`/es/citas/<token>` for a visit
 * booked in Spanish); null for a visit stored before manage links existed. Prefix SITE_URL for a
 * link in an email or a text message.
 */
export function manageLinkFor(
  row: Pick<AppointmentsTable, "id" | "manage_nonce" | "language">,
  secret: string,
): string | null {
  if (!row.manage_nonce) return null;
  return `${MANAGE_PATHS[localeOf(row.language)]}/${manageToken(row.id, row.manage_nonce, secret)}`;
}

/** The last day (Houston date) on which a visit's link still works. */
export function manageLinkLastDay(visitDate: string): string {
  return addDays(visitDate, MANAGE_LINK_DAYS_AFTER_VISIT);
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The appointment a manage token belongs to, looked up by the token's hash; null for an unknown
 * token or one whose visit was more than 30 days ago.
 */
export async function findByManageToken(db: DB, token: string, now = new Date()): Promise<AppointmentsTable | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const row = await db
    .selectFrom("appointments")
    .selectAll()
    .where("manage_token_hash", "=", manageTokenHash(token))
    .executeTakeFirst();
  if (!row) return null;
  if (todayInHouston(now) > manageLinkLastDay(row.preferred_date)) return null;
  return row;
}
