import { expect, it } from "vitest";
import { action as loginAction } from "#app/routes/office/login.tsx";
import {
  createStaffUser,
  MAX_FAILED_SIGN_INS,
  SIGN_IN_FAILED,
  SIGN_IN_LOCKED,
  signIn,
} from "#app/server/auth.server.ts";
import { describeEachEngine } from "./support/databases.ts";
import { formRequest, TEST_SITE, testContext } from "./support/context.ts";
import { callRoute } from "./support/routes.ts";

const loginRequest = (headers: Record<string, string>) =>
  new Request(`${TEST_SITE}/office/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: "email=a%40example.com&password=x",
  });

const PASSWORD = "correct horse battery staple";
const SECRET = "s".repeat(32);
const fastest = (times: number[]) => Math.min(...times);

describeEachEngine("office sign-in under attack", (get) => {
  it("locks the account when wrong passwords arrive all at once, and then refuses even the right one", async () => {
    const { db } = get();
    const email = `race-${crypto.randomUUID()}@example.com`;
    await createStaffUser(db, email, "Race Test", PASSWORD);
    const answers = await Promise.all(
      Array.from({ length: 19 }, () => signIn(db, { email, password: "wrong password" }, SECRET)),
    );
    expect(answers.every((a) => !a.ok)).toBe(true);
    expect(answers.filter((a) => !a.ok && a.message === SIGN_IN_FAILED).length).toBeLessThanOrEqual(
      MAX_FAILED_SIGN_INS - 1,
    );
    expect(await signIn(db, { email, password: PASSWORD }, SECRET)).toEqual({ ok: false, message: SIGN_IN_LOCKED });
    const row = await db
      .selectFrom("staff_users")
      .select("locked_until")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.locked_until!)).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it("counts wrong passwords sent from many addresses against the one account", async () => {
    const { db } = get();
    const email = `spread-${crypto.randomUUID()}@example.com`;
    await createStaffUser(db, email, "Spread Test", PASSWORD);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        callRoute(
          loginAction,
          formRequest("/office/login", { email, password: `guess ${i}` }),
          testContext(db, { clientAddress: `198.51.100.${i}` }),
        ),
      ),
    );
    expect(answers.filter((a) => a.data?.formError === SIGN_IN_FAILED).length).toBeLessThanOrEqual(
      MAX_FAILED_SIGN_INS - 1,
    );
    const right = await callRoute(
      loginAction,
      formRequest("/office/login", { email, password: PASSWORD }),
      testContext(db, { clientAddress: "198.51.100.200" }),
    );
    expect(right.data?.formError).toBe(SIGN_IN_LOCKED);
  });

  it("allows 20 attempts per address in 15 minutes even when they arrive at once", async () => {
    const { db } = get();
    const ctx = testContext(db, { clientAddress: "203.0.113.77" });
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        callRoute(loginAction, formRequest("/office/login", { email: `nobody${i}@example.com`, password: "x" }), ctx),
      ),
    );
    expect(answers.filter((a) => a.status === 429)).toHaveLength(4);
    expect(answers.find((a) => a.status === 429)!.data?.formError).toBe(
      "Too many sign-in attempts from your connection. Please wait 15 minutes.",
    );
  });

  it("answers an unknown email as it answers a staff email: same messages, same lock, same time", async () => {
    const { db } = get();
    const known = `known-${crypto.randomUUID()}@example.com`;
    const unknown = `unknown-${crypto.randomUUID()}@example.com`;
    await createStaffUser(db, known, "Known Staff", PASSWORD);
    const attempt = async (email: string, into: { messages: string[]; times: number[] }) => {
      const started = performance.now();
      const answer = await signIn(db, { email, password: "wrong password" }, SECRET);
      into.times.push(performance.now() - started);
      into.messages.push(answer.ok ? "ok" : answer.message);
    };
    const k = { messages: [] as string[], times: [] as number[] };
    const u = { messages: [] as string[], times: [] as number[] };
    // Alternating the two keeps a busy machine from slowing one side only; the fastest try of each
    // is the work it does, without the waits the machine adds.
    for (let i = 0; i < MAX_FAILED_SIGN_INS + 1; i++) {
      await attempt(known, k);
      await attempt(unknown, u);
    }
    expect(u.messages).toEqual(k.messages);
    expect(k.messages).toEqual([
      ...Array(MAX_FAILED_SIGN_INS - 1).fill(SIGN_IN_FAILED),
      SIGN_IN_LOCKED,
      SIGN_IN_LOCKED,
    ]);
    // Both do one password check: neither is much faster than the other. Skipping the check for an
    // unknown email would make it at least ten times faster; a busy machine moves the ratio by less than half.
    expect(fastest(u.times) / fastest(k.times)).toBeGreaterThan(0.5);
    expect(fastest(k.times) / fastest(u.times)).toBeGreaterThan(0.5);
  });

  it("refuses a post with no Origin and a malformed Referer with 403", async () => {
    const ctx = testContext(get().db);
    for (const headers of [{ Referer: "not a url" }, { Referer: "http://" }, {}] as Record<string, string>[]) {
      const refused = await callRoute(loginAction, loginRequest(headers), ctx);
      expect(refused).toMatchObject({ thrown: true, status: 403 });
    }
    const fromUs = await callRoute(loginAction, loginRequest({ Referer: `${TEST_SITE}/office/login` }), ctx);
    expect(fromUs.status).toBe(401);
  });
});
