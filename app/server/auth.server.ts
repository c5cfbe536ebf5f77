import { createHmac, randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { redirect } from "react-router";
import type { AppContext } from "./context.server";
import type { DB } from "./db.server";

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: { N: number; r: number; p: number }) => Promise<Buffer>;
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
  const actual = await scrypt(password, Buffer.from(salt, "base64"), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected);
}

export async function createStaffUser(db: DB, email: string, name: string, password: string): Promise<void> {
  await db
    .insertInto("staff_users")
    .values({ email: email.toLowerCase().trim(), name: name.trim(), password_hash: await hashPassword(password), failed_attempts: 0, locked_until: null, created_at: new Date().toISOString() })
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

/** Checks the password; repeated failures are slowed and then lock the account for a while. */
export async function signIn(db: DB, credentials: { email: string; password: string }, secret: string, now = new Date()): Promise<SignInResult> {
  const { email, password } = credentials;
  const user = await db.selectFrom("staff_users").selectAll().where("email", "=", email.toLowerCase().trim()).executeTakeFirst();
  if (!user) {
    await hashPassword(password); // the same work as a real check, so timing reveals nothing
    return { ok: false, message: SIGN_IN_FAILED };
  }
  if (user.locked_until && user.locked_until > now.toISOString()) return { ok: false, message: SIGN_IN_LOCKED };
  if (!(await verifyPassword(password, user.password_hash))) {
    const failed = user.failed_attempts + 1;
    const lock = failed >= MAX_FAILED_SIGN_INS;
    await db
      .updateTable("staff_users")
      .set({ failed_attempts: lock ? 0 : failed, locked_until: lock ? new Date(now.getTime() + LOCK_MINUTES * 60_000).toISOString() : null })
      .where("id", "=", user.id)
      .execute();
    // Each failure in a row waits a little longer before answering.
    await new Promise((resolve) => setTimeout(resolve, Math.min(200 * failed, 1000)));
    return { ok: false, message: lock ? SIGN_IN_LOCKED : SIGN_IN_FAILED };
  }
  await db.updateTable("staff_users").set({ failed_attempts: 0, locked_until: null }).where("id", "=", user.id).execute();
  const sessionId = randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({ id: sessionKey(sessionId, secret), staff_user_id: user.id, created_at: now.toISOString(), expires_at: new Date(now.getTime() + SESSION_DAYS * 86_400_000).toISOString() })
    .execute();
  return { ok: true, sessionId };
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

export async function currentStaff(db: DB, request: Request, secret: string, now = new Date()): Promise<StaffUser | null> {
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

/** Office pages and actions: a signed-in staff member, else the sign-in page. */
export async function requireStaff(context: AppContext, request: Request): Promise<StaffUser> {
  const staff = await currentStaff(context.db, request, context.env.SESSION_SECRET);
  if (!staff) {
    const url = new URL(request.url);
    throw redirect(`/office/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return staff;
}

/**
 * Refuses a form post from another site: the Origin (or, failing that, the Referer) must be ours.
 * Together with SameSite=Lax cookies this stops cross-site request forgery.
 */
export function assertSameOrigin(request: Request, siteUrl: string): void {
  const allowed = new Set([new URL(siteUrl).origin, new URL(request.url).origin]);
  const origin = request.headers.get("Origin") ?? (request.headers.get("Referer") ? new URL(request.headers.get("Referer")!).origin : null);
  if (!origin || !allowed.has(origin)) throw new Response("This form was sent from another site and was refused.", { status: 403 });
}
