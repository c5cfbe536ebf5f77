import { afterEach, expect, it, vi } from "vitest";
import { action } from "#app/routes/blog.tsx";
import { action as confirmAction, loader as confirmLoader } from "#app/routes/newsletter-confirm.tsx";
import type { DB } from "#app/server/db.server.ts";
import { requestSubscription, unsubscribe } from "#app/server/newsletter.server.ts";
import { describeEachEngine } from "./support/databases.ts";
import { formRequest, TEST_SITE, testContext } from "./support/context.ts";
import { callRoute } from "./support/routes.ts";

const INVALID_EMAIL = "Please enter a valid email address";
const CHECK_INBOX =
  "Almost done: if this address is not on our list yet, we have sent it a link to confirm your subscription. Check your inbox (and your spam folder), and open the link within 7 days.";
const CONFIRMED = "You're subscribed. Look out for our next maintenance tips.";
const EXPIRED = "This confirmation link has expired. Sign up again on our blog and we will send you a new one.";
const INVALID_LINK =
  "This confirmation link is not valid. Use the link in the email we sent, or sign up again on our blog for a new one.";
const DAY_MS = 86_400_000;

type Context = ReturnType<typeof testContext>;

const rowsFor = (db: DB, email: string) =>
  db
    .selectFrom("newsletter_subscribers")
    .select(["email", "created_at", "confirmed_at", "confirmation_sent_at", "language"])
    .where("email", "=", email)
    .execute();

const countRows = async (db: DB) => (await db.selectFrom("newsletter_subscribers").select("id").execute()).length;

/** The confirmation emails queued for an address, oldest first, as the outbox keeps them. */
async function confirmationsTo(db: DB, email: string) {
  const rows = await db
    .selectFrom("email_outbox")
    .select(["kind", "subject", "payload", "appointment_id", "status"])
    .where("recipient", "=", email)
    .orderBy("id")
    .execute();
  return rows.map(({ kind, subject, payload, appointment_id, status }) => {
    const message = JSON.parse(payload) as { text: string; templateParams: Record<string, string> };
    return { kind, subject, appointment_id, status, text: message.text, link: message.templateParams.confirm_url! };
  });
}

const firstLinkTo = async (db: DB, email: string) => (await confirmationsTo(db, email))[0]!.link;

const signUp = (fields: Record<string, string>, ctx: Context) => callRoute(action, formRequest("/blog", fields), ctx);

/** Opens a confirmation link (the page only asks), or posts its button. */
const openLink = (link: string, ctx: Context) =>
  callRoute(confirmLoader, new Request(link), ctx, { token: link.split("/").at(-1)! });
const confirmLink = (link: string, ctx: Context) =>
  callRoute(
    confirmAction,
    new Request(link, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: TEST_SITE },
      body: "",
    }),
    ctx,
    { token: link.split("/").at(-1)! },
  );

describeEachEngine("newsletter", (get) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("stores a sign-up waiting for confirmation and emails the address a signed link; the page says to check the inbox", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const before = Date.now();
    const accepted = await signUp({ email: " Sam.Lee@Example.com ", website: "" }, ctx);
    expect(accepted.status).toBe(200);
    expect(accepted.data).toEqual({
      status: 200,
      values: { email: "" },
      fieldErrors: {},
      formError: null,
      notice: CHECK_INBOX,
      result: null,
    });
    const [row] = await rowsFor(db, "sam.lee@example.com");
    expect(row).toMatchObject({ email: "sam.lee@example.com", confirmed_at: null, language: "en" });
    expect(row!.confirmation_sent_at).toBe(row!.created_at);
    expect(Date.parse(row!.created_at)).toBeGreaterThanOrEqual(before);

    const [email] = await confirmationsTo(db, "sam.lee@example.com");
    expect(email).toMatchObject({
      kind: "newsletter-confirmation",
      subject: "Confirm your subscription - Bayou City Appliance Repair",
      appointment_id: null,
      status: "pending",
    });
    const { id } = await db
      .selectFrom("newsletter_subscribers")
      .select("id")
      .where("email", "=", "sam.lee@example.com")
      .executeTakeFirstOrThrow();
    const link = new RegExp(`^${TEST_SITE}/newsletter/confirm/${id}\\.(\\d+)\\.[A-Za-z0-9_-]{43}$`).exec(email!.link);
    expect(link, email!.link).not.toBeNull();
    // The link works for a week from the sign-up.
    expect(Number(link![1]) * 1000 - Date.parse(row!.created_at)).toBeGreaterThan(7 * DAY_MS - 1000);
    expect(Number(link![1]) * 1000 - Date.parse(row!.created_at)).toBeLessThanOrEqual(7 * DAY_MS);
    expect(email!.text).toBe(
      [
        "Hello,",
        "",
        "Someone, we hope you, asked for the Bayou City Appliance Repair newsletter at this address: seasonal maintenance tips, once a month.",
        "",
        "To confirm, open this link within 7 days:",
        email!.link,
        "",
        "If you did not ask for it, ignore this email: you will get nothing more from us.",
        "",
        "Bayou City Appliance Repair",
        "(713) 555-0147",
      ].join("\n"),
    );
    expect(ctx.woken).toBe(1);
  });

  it("answers a repeated sign-up the same way and sends no second email within a day; a confirmed address gets none", async () => {
    const { db } = get();
    const address = "repeat@example.com";
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const first = await signUp({ email: address }, testContext(db));
    for (const later of [1_000, 60_000, DAY_MS - 60_000]) {
      vi.setSystemTime(start + later);
      const again = await signUp({ email: address.toUpperCase() }, testContext(db));
      expect(again, String(later)).toEqual(first);
    }
    expect(await confirmationsTo(db, address)).toHaveLength(1);

    // A day after the last link, a sign-up sends it again: one more, not one per post.
    vi.setSystemTime(start + DAY_MS + 1_000);
    const ctx = testContext(db);
    expect(await signUp({ email: address }, ctx)).toEqual(first);
    expect(await signUp({ email: address }, ctx)).toEqual(first);
    const sent = await confirmationsTo(db, address);
    expect(sent).toHaveLength(2);
    expect(ctx.woken).toBe(1);

    // The second link, from the same context's secret, confirms; sign-ups after that send nothing.
    expect((await confirmLink(sent[1]!.link, ctx)).data).toMatchObject({ notice: CONFIRMED });
    vi.setSystemTime(start + 5 * DAY_MS);
    expect(await signUp({ email: address }, testContext(db))).toEqual(first);
    expect(await confirmationsTo(db, address)).toHaveLength(2);
    expect(await rowsFor(db, address)).toHaveLength(1);
  });

  it("sends one email for two sign-ups of a new address at the same moment", async () => {
    const { db } = get();
    const answers = await Promise.all([
      signUp({ email: "twice@example.com" }, testContext(db)),
      signUp({ email: "twice@example.com" }, testContext(db)),
    ]);
    expect(answers.map((a) => a.data.notice)).toEqual([CHECK_INBOX, CHECK_INBOX]);
    expect(await rowsFor(db, "twice@example.com")).toHaveLength(1);
    expect(await confirmationsTo(db, "twice@example.com")).toHaveLength(1);
  });

  it("subscribes only when the link is followed: opening it asks, its button confirms, and again changes nothing", async () => {
    const { db } = get();
    const ctx = testContext(db);
    await signUp({ email: "follow@example.com" }, ctx);
    const link = await firstLinkTo(db, "follow@example.com");

    const opened = await openLink(link, ctx);
    expect(opened).toMatchObject({ status: 200, data: { locale: "en", email: "follow@example.com", state: "ask" } });
    expect((await rowsFor(db, "follow@example.com"))[0]!.confirmed_at).toBeNull();

    const confirmed = await confirmLink(link, ctx);
    expect(confirmed).toMatchObject({ status: 200, data: { notice: CONFIRMED, formError: null } });
    const [row] = await rowsFor(db, "follow@example.com");
    expect(Date.now() - Date.parse(row!.confirmed_at!)).toBeLessThan(60_000);

    expect(await confirmLink(link, ctx)).toMatchObject({ status: 200, data: { notice: CONFIRMED } });
    expect((await rowsFor(db, "follow@example.com"))[0]!.confirmed_at).toBe(row!.confirmed_at);
    expect(await openLink(link, ctx)).toMatchObject({ status: 200, data: { state: "confirmed" } });

    // Unsubscribed, the address is off the list; its old link no longer works, and a new sign-up starts again.
    await unsubscribe(db, "follow@example.com");
    expect(await openLink(link, ctx)).toMatchObject({ status: 400, data: { state: "invalid" } });
    expect((await confirmLink(link, ctx)).data).toMatchObject({ formError: INVALID_LINK });
    expect(await rowsFor(db, "follow@example.com")).toEqual([]);
    await signUp({ email: "follow@example.com" }, ctx);
    expect((await rowsFor(db, "follow@example.com"))[0]!.confirmed_at).toBeNull();
    expect(await confirmationsTo(db, "follow@example.com")).toHaveLength(2);
  });

  it("says clearly when a link has expired or is not ours, and changes nothing", async () => {
    const { db } = get();
    const ctx = testContext(db);
    await requestSubscription(db, "late@example.com", "en", ctx.env, new Date(Date.now() - 8 * DAY_MS));
    const expired = await firstLinkTo(db, "late@example.com");
    expect(await openLink(expired, ctx)).toMatchObject({ status: 410, data: { email: "", state: "expired" } });
    expect(await confirmLink(expired, ctx)).toMatchObject({ status: 410, data: { formError: EXPIRED, notice: null } });

    await signUp({ email: "genuine@example.com" }, ctx);
    const link = await firstLinkTo(db, "genuine@example.com");
    const token = link.split("/").at(-1)!;
    const [id, expires, signature] = token.split(".") as [string, string, string];
    const { id: otherId } = await db
      .selectFrom("newsletter_subscribers")
      .select("id")
      .where("email", "=", "late@example.com")
      .executeTakeFirstOrThrow();
    const forged = [
      // Another secret signed it.
      `${id}.${expires}.${signature.slice(1)}${signature[0] === "A" ? "B" : "A"}`,
      // A later end, or another subscription, under the same signature.
      `${id}.${Number(expires) + 86_400}.${signature}`,
      `${otherId}.${expires}.${signature}`,
      // Not a token at all, and a subscription that is not stored.
      "12345",
      `999999.${expires}.${signature}`,
    ];
    for (const bad of forged) {
      const badLink = `${TEST_SITE}/newsletter/confirm/${bad}`;
      expect(await openLink(badLink, ctx), bad).toMatchObject({ status: 400, data: { state: "invalid" } });
      expect(await confirmLink(badLink, ctx), bad).toMatchObject({ status: 400, data: { formError: INVALID_LINK } });
    }
    // The right link under another server's secret is not ours either.
    expect(await openLink(link, testContext(db))).toMatchObject({ status: 400, data: { state: "invalid" } });
    for (const address of ["late@example.com", "genuine@example.com"])
      expect((await rowsFor(db, address))[0]!.confirmed_at, address).toBeNull();
  });

  it("writes the email, the link and the page in the visitor's language", async () => {
    const { db } = get();
    const ctx = testContext(db);
    expect(await requestSubscription(db, "ana@example.com", "es", ctx.env)).toBe("sent");
    const [email] = await confirmationsTo(db, "ana@example.com");
    expect(email!.subject).toBe("Confirme su suscripción - Bayou City Appliance Repair");
    expect(email!.link).toMatch(new RegExp(`^${TEST_SITE}/es/boletin/confirmar/\\d+\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
    expect(email!.text).toBe(
      [
        "Hola:",
        "",
        "Alguien, esperamos que usted, pidió el boletín de Bayou City Appliance Repair para esta dirección: consejos de mantenimiento de temporada, una vez al mes.",
        "",
        "Para confirmar, abra este enlace en los próximos 7 días:",
        email!.link,
        "",
        "Si usted no lo pidió, ignore este correo: no recibirá nada más de nuestra parte.",
        "",
        "Bayou City Appliance Repair",
        "(713) 555-0147",
      ].join("\n"),
    );
    expect((await rowsFor(db, "ana@example.com"))[0]!.language).toBe("es");
    expect(await openLink(email!.link, ctx)).toMatchObject({ data: { locale: "es", state: "ask" } });
    expect((await confirmLink(email!.link, ctx)).data).toMatchObject({
      notice: "Ya está suscrito. Pronto recibirá nuestros próximos consejos de mantenimiento.",
    });
  });

  it("refuses a malformed or empty address with the spec's message and stores and sends nothing", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const before = await countRows(db);
    for (const [email, message] of [
      ["dana@example", INVALID_EMAIL],
      ["dana reyes@example.com", INVALID_EMAIL],
      ['"><script>@example.com', INVALID_EMAIL],
      ["   ", "Email is required"],
    ] as const) {
      const refused = await signUp({ email }, ctx);
      expect(refused.status, email).toBe(400);
      expect(refused.data.fieldErrors, email).toEqual({ email: message });
    }
    expect(await countRows(db)).toBe(before);
    expect(ctx.woken).toBe(0);
  });

  it("refuses the honeypot, a body that is not a form and a NUL byte without storing anything", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const before = await countRows(db);
    const bot = await signUp({ email: "bot@example.com", website: "http://spam.example" }, ctx);
    expect(bot.status).toBe(400);
    expect(bot.data.formError).toBe(
      "Your request looked automated, so it was not sent. Please call us at (713) 555-0147.",
    );
    const json = await callRoute(
      action,
      new Request(`${TEST_SITE}/blog`, {
        method: "POST",
        body: JSON.stringify({ email: "x@example.com" }),
        headers: { "Content-Type": "application/json" },
      }),
      ctx,
    );
    expect(json.status).toBe(415);
    const nul = await signUp({ email: "nul\u0000@example.com" }, ctx);
    expect(nul.status).toBe(400);
    expect(nul.data.fieldErrors).toEqual({ email: INVALID_EMAIL });
    expect(await countRows(db)).toBe(before);
    expect(await confirmationsTo(db, "bot@example.com")).toEqual([]);
  });
});
