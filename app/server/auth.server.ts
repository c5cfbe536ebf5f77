import { createHmac, randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { redirect } from "react-router";
import type { z } from "zod";
import type { AppContext } from "./context.server.ts";
import type { DB } from "./db.server.ts";
import { assertSameOrigin, submitForm } from "./forms.server.ts";
import { createRateLimiter } from "./rate-limit.server.ts";

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;
const SCRYPT = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 64;

export const SESSION_COOKIE = "office_session";
export const SESSION_DAYS = 7;
export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_MINUTES = 15;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, SCRYPT);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

export async function createStaffUser(db: DB, email: string, name: string, password: string): Promise<void> {
  await db
    .insertInto("staff_users")
    .values({
      email: email.toLowerCase().trim(),
      name: name.trim(),
      password_hash: await hashPassword(password),
      failed_attempts: 0,
      locked_until: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/**
 * The sessions table stores a keyed hash of each session token, never the token itself: someone who
 * reads the database cannot sign in with what they read.
 */
function sessionKey(token: string, secret: string): string {
  return createHmac("sha256", secret).update(token).digest("base64url");
}

export type SignInResult = { ok: true; sessionId: string } | { ok: false; message: string };

export const SIGN_IN_FAILED = "The email or password is not right.";
export const SIGN_IN_LOCKED = `Too many failed sign-ins. This account is locked for ${LOCK_MINUTES} minutes.`;

/** A hash of a password nobody has, checked for unknown emails so that they take as long as known ones. */
let dummyHash: Promise<string> | undefined;

/**
 * Checks the password. Each attempt is counted in the database before the password is checked, in
 * one conditional update, so attempts sent at once cannot all be checked: after MAX_FAILED_SIGN_INS
 * attempts in a row without success the account is locked for LOCK_MINUTES and no password is
 * checked until then. An unknown email costs the same password check as a known one.
 */
export async function signIn(
  db: DB,
  credentials: { email: string; password: string },
  secret: string,
  now = new Date(),
): Promise<SignInResult> {
  const { email, password } = credentials;
  const nowIso = now.toISOString();
  const counted = await db
    .updateTable("staff_users")
    .set((eb) => ({ failed_attempts: eb("failed_attempts", "+", 1), locked_until: null }))
    .where("email", "=", email.toLowerCase().trim())
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", nowIso)]))
    .returning(["id", "password_hash", "failed_attempts"])
    .executeTakeFirst();
  if (!counted) {
    const known = await db
      .selectFrom("staff_users")
      .select("id")
      .where("email", "=", email.toLowerCase().trim())
      .executeTakeFirst();
    dummyHash ??= hashPassword(randomBytes(16).toString("base64"));
    await verifyPassword(password, await dummyHash);
    if (known) return { ok: false, message: SIGN_IN_LOCKED };
    // An unknown email locks after as many attempts as a real account, so the lock reveals nothing either.
    const allowed = await createRateLimiter(db, () => now.getTime()).hit(
      `sign-in:${email.toLowerCase().trim()}`,
      MAX_FAILED_SIGN_INS - 1,
      LOCK_MINUTES * 60_000,
    );
    return { ok: false, message: allowed ? SIGN_IN_FAILED : SIGN_IN_LOCKED };
  }
  if (counted.failed_attempts > MAX_FAILED_SIGN_INS) {
    // Attempts beyond the limit that raced the lock: refused unchecked, and the lock is set.
    await lock(db, counted.id, now);
    return { ok: false, message: SIGN_IN_LOCKED };
  }
  if (!(await verifyPassword(password, counted.password_hash))) {
    if (counted.failed_attempts >= MAX_FAILED_SIGN_INS) {
      await lock(db, counted.id, now);
      return { ok: false, message: SIGN_IN_LOCKED };
    }
    return { ok: false, message: SIGN_IN_FAILED };
  }
  await db
    .updateTable("staff_users")
    .set({ failed_attempts: 0, locked_until: null })
    .where("id", "=", counted.id)
    .execute();
  const sessionId = randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({
      id: sessionKey(sessionId, secret),
      staff_user_id: counted.id,
      created_at: nowIso,
      expires_at: new Date(now.getTime() + SESSION_DAYS * 86_400_000).toISOString(),
    })
    .execute();
  return { ok: true, sessionId };
}

async function lock(db: DB, id: number, now: Date): Promise<void> {
  await db
    .updateTable("staff_users")
    .set({ failed_attempts: 0, locked_until: new Date(now.getTime() + LOCK_MINUTES * 60_000).toISOString() })
    .where("id", "=", id)
    .where("locked_until", "is", null)
    .execute();
}

export function sessionCookie(sessionId: string, siteUrl: string): string {
  const secure = siteUrl.startsWith("https://") ? "; Secure" : "";
  return `${SESSION_COOKIE}=${sessionId}; Path=/office; HttpOnly; SameSite=Lax; Max-Age=${SESSION_DAYS * 86400}${secure}`;
}

export function clearSessionCookie(siteUrl: string): string {
  const secure = siteUrl.startsWith("https://") ? "; Secure" : "";
  return `${SESSION_COOKIE}=; Path=/office; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}

function readSessionId(request: Request): string | null {
  const cookie = request.headers.get("Cookie") ?? "";
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([A-Za-z0-9_-]+)`));
  return match?.[1] ?? null;
}

export interface StaffUser {
  id: number;
  email: string;
  name: string;
}

export async function currentStaff(
  db: DB,
  request: Request,
  secret: string,
  now = new Date(),
): Promise<StaffUser | null> {
  const token = readSessionId(request);
  if (!token) return null;
  const row = await db
    .selectFrom("sessions")
    .innerJoin("staff_users", "staff_users.id", "sessions.staff_user_id")
    .select(["staff_users.id", "staff_users.email", "staff_users.name", "sessions.expires_at"])
    .where("sessions.id", "=", sessionKey(token, secret))
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return null;
  return { id: row.id, email: row.email, name: row.name };
}

export async function signOut(db: DB, request: Request, secret: string): Promise<void> {
  const token = readSessionId(request);
  if (token) await db.deleteFrom("sessions").where("id", "=", sessionKey(token, secret)).execute();
}

/**
 * Office pages and actions: a signed-in staff member, else the sign-in page, which leads back to
 * `url` (the page's address as the router gives it: never a data request's).
 */
export async function requireStaff(context: AppContext, request: Request, url: URL): Promise<StaffUser> {
  const staff = await currentStaff(context.db, request, context.env.SESSION_SECRET);
  if (!staff) {
    throw redirect(`/office/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return staff;
}

/** An office list's filters: requires a signed-in user, then reads each named one from the address ("" when absent). */
export async function staffListFilters<K extends string>(
  context: AppContext,
  request: Request,
  url: URL,
  names: readonly K[],
): Promise<Record<K, string>> {
  await requireStaff(context, request, url);
  const params = url.searchParams;
  return Object.fromEntries(names.map((name) => [name, params.get(name) ?? ""])) as Record<K, string>;
}

/**
 * An office form post: sent from our own pages by a signed-in staff member, then read and
 * validated as every form is, under the office's rate limit.
 */
export async function submitStaffForm<F extends string, S extends z.ZodType>(
  { request, url, context }: { request: Request; url: URL; context: AppContext },
  form: { fields: readonly F[]; schema: S },
) {
  assertSameOrigin(request, context);
  const staff = await requireStaff(context, request, url);
  const submission = await submitForm({ request, context }, { ...form, rateLimit: "office" });
  return { staff, submission };
}
