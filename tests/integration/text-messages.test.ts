import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { SMS_CONSENT_TEXT } from "#app/domain/sms/consent.ts";
import { twilioSignature } from "#app/domain/sms/signature.ts";
import { addDays, formatLongDate, houstonTimeToUtc, WEEKDAYS } from "#app/domain/time.ts";
import { action as bookAction } from "#app/routes/book-online.tsx";
import { action as loginAction } from "#app/routes/office/login.tsx";
import { action as detailAction, loader as detailLoader } from "#app/routes/office/appointment-detail.tsx";
import { action as boardAction, loader as boardLoader } from "#app/routes/office/schedule.tsx";
import { action as webhookAction, EMPTY_TWIML } from "#app/routes/webhooks-sms.ts";
import { createStaffUser } from "#app/server/auth.server.ts";
import { setCapacity } from "#app/server/dispatch.server.ts";
import { deliverDueEmails, OPTED_OUT_ERROR } from "#app/server/email/outbox.server.ts";
import { logTransport } from "#app/server/email/transports.server.ts";
import { createLogger } from "#app/server/logger.server.ts";
import { manageLinkFor } from "#app/server/manage-links.server.ts";
import { twilioTransport } from "#app/server/sms/transports.server.ts";
import { describeEachEngine } from "./support/databases.ts";
import { formRequest, TEST_LINKS, TEST_SECRET, TEST_SITE, testContext } from "./support/context.ts";
import { startSmsApiServer } from "./support/mail-servers.ts";
import { callRoute } from "./support/routes.ts";
import { bookingFormFields } from "./support/booking.ts";
import { openDayAhead, openDayFrom } from "./support/dates.ts";

const visitDate = openDayAhead(3);
const AUTH_TOKEN = "test-twilio-auth-token";
const SID = "AC0123456789abcdef0123456789abcdef";
const FROM = "+12815550100";

let phoneCounter = 0;
/** A fresh valid number per booking, so one test's STOP never touches another's. */
const nextPhone = () => `(713) 555-${String(2000 + (phoneCounter++ % 7000)).padStart(4, "0")}`;
const e164 = (formatted: string) => `+1${formatted.replace(/\D/g, "")}`;

const bookingFields = (phone: string, extra: Record<string, string> = {}) =>
  bookingFormFields({ phone, preferredDate: visitDate, ...extra });

const withTwilio = (ctx: ReturnType<typeof testContext>) => {
  ctx.env = { ...ctx.env, TWILIO_AUTH_TOKEN: AUTH_TOKEN };
  return ctx;
};

/** An inbound text as the provider posts it: form-encoded and signed over the public address. */
function inbound(fields: Record<string, string>, options: { token?: string; requestUrl?: string } = {}): Request {
  const params = Object.entries(fields);
  const signature = twilioSignature(`${TEST_SITE}/webhooks/sms`, params, options.token ?? AUTH_TOKEN);
  return new Request(options.requestUrl ?? `${TEST_SITE}/webhooks/sms`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": signature },
    body: new URLSearchParams(fields).toString(),
  });
}

const inboundText = (from: string, body: string) => ({
  MessageSid: `SM${crypto.randomUUID().replaceAll("-", "")}`,
  AccountSid: SID,
  From: from,
  To: FROM,
  Body: body,
  NumMedia: "0",
});

/** The provider's answer that sends `message` back to the number. */
const twiml = (message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${message}</Message></Response>`;

const manageUrl = (row: { id: string; manage_nonce: string | null; language: string }) =>
  `${TEST_SITE}${manageLinkFor(row, TEST_SECRET)}`;
/** 6 PM Houston time the day before the visit. */
/** The manage-link slot an outbox row's words hold: random per message, so no typed text can stand for it. */
function slotIn(payload: string): string {
  const slot = (JSON.parse(payload) as { manageLinkSlot: string }).manageLinkSlot;
  expect(slot).toMatch(/^\{\{manage_link:[A-Za-z0-9_-]{22}\}\}$/);
  return slot;
}

const reminderAt = (date: string) => houstonTimeToUtc(addDays(date, -1), "18:00").toISOString();

async function signIn(ctx: ReturnType<typeof testContext>) {
  const email = "texts-office@example.com";
  const password = "correct horse battery staple";
  if (!(await ctx.db.selectFrom("staff_users").select("id").where("email", "=", email).executeTakeFirst()))
    await createStaffUser(ctx.db, email, "Pat Lee", password);
  const r = await callRoute(loginAction, formRequest("/office/login", { email, password, next: "/office" }), ctx);
  return r.headers.get("Set-Cookie")!.split(";")[0]!;
}

describeEachEngine("text messages", (get) => {
  let smsApi: Awaited<ReturnType<typeof startSmsApiServer>>;
  const sms = () => twilioTransport({ baseUrl: smsApi.base, accountSid: SID, authToken: AUTH_TOKEN, from: FROM });
  const emails = logTransport(createLogger("silent"));

  beforeAll(async () => {
    smsApi = await startSmsApiServer();
    for (const weekday of WEEKDAYS)
      await setCapacity(get().db, { weekday, region: "", window: "", capacity: 100 }, "test");
  });
  afterAll(() => smsApi.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  async function book(phone: string, extra: Record<string, string> = {}) {
    const ctx = testContext(get().db);
    const fields = bookingFields(phone, extra);
    const reply = await callRoute(bookAction, formRequest("/book-online", fields), ctx);
    expect(reply.status).toBe(303);
    const row = await get()
      .db.selectFrom("appointments")
      .selectAll()
      .where("submission_key", "=", fields.submissionKey)
      .executeTakeFirstOrThrow();
    return { row, ctx };
  }
  /** The visit's texts but its reminder, which is due days later and has a test of its own. */
  const textsOf = (id: string) =>
    get()
      .db.selectFrom("email_outbox")
      .selectAll()
      .where("appointment_id", "=", id)
      .where("channel", "=", "sms")
      .where("kind", "!=", "sms-reminder")
      .orderBy("id")
      .execute();

  /** What became of the visit's texts: kind, state, attempts and last error. */
  const outcome = async (id: string) => (await textsOf(id)).map((t) => [t.kind, t.status, t.attempts, t.last_error]);

  /** Delivers what is due, texts through the stand-in API; answers the requests it received meanwhile. */
  async function deliver() {
    const before = smsApi.requests.length;
    const report = await deliverDueEmails(get().db, emails, new Date(Date.now() + 1000), {
      sms: sms(),
      links: TEST_LINKS,
    });
    return { report, requests: smsApi.requests.slice(before) };
  }

  it("stores the consent (time, exact words, address) and queues the confirmation text only when the box is ticked", async () => {
    const phone = nextPhone();
    const { row, ctx } = await book(phone, { smsConsent: "yes" });
    expect(row.sms_consent_text).toBe(SMS_CONSENT_TEXT);
    expect(row.sms_consent_ip).toBe(ctx.clientAddress);
    expect(Date.now() - Date.parse(row.sms_consent_at!)).toBeLessThan(60_000);
    const texts = await textsOf(row.id);
    expect(texts.map((t) => [t.kind, t.recipient, t.status, t.subject])).toEqual([
      ["sms-confirmation", e164(phone), "pending", ""],
    ]);
    const slot = slotIn(texts[0]!.payload);
    expect(JSON.parse(texts[0]!.payload)).toEqual({
      kind: "sms-confirmation",
      to: e164(phone),
      body: `Bayou City Appliance Repair: ${row.id} booked for ${new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short" }).format(new Date(`${visitDate}T00:00:00Z`))} ${new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short" }).format(new Date(`${visitDate}T00:00:00Z`))} ${Number(visitDate.slice(8))}, 2-4 PM. Manage: ${slot} Reply STOP to opt out.`,
      manageLinkSlot: slot,
    });

    for (const extra of [{}, { smsConsent: "" }, { smsConsent: "on" }] as Record<string, string>[]) {
      const unticked = await book(nextPhone(), extra);
      expect([unticked.row.sms_consent_at, unticked.row.sms_consent_text, unticked.row.sms_consent_ip]).toEqual([
        null,
        null,
        null,
      ]);
      expect(await textsOf(unticked.row.id)).toEqual([]);
      // The emails are queued either way.
      const mails = await get()
        .db.selectFrom("email_outbox")
        .select("kind")
        .where("appointment_id", "=", unticked.row.id)
        .where("channel", "=", "email")
        .orderBy("id")
        .execute();
      expect(mails.map((m) => m.kind)).toEqual(["appointment-notification", "appointment-confirmation", "reminder"]);
    }
  });

  it("sends a text through the provider's API: form-encoded To, From and Body with the account's basic auth", async () => {
    const phone = nextPhone();
    const { row } = await book(phone, { smsConsent: "yes" });
    const payload = (await textsOf(row.id))[0]!.payload;
    const stored = (JSON.parse(payload) as { body: string }).body;
    expect(stored).toContain(`Manage: ${slotIn(payload)} `);
    const body = stored.replace(slotIn(payload), manageUrl(row));
    const { report, requests } = await deliver();
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const mine = requests.filter((r) => new URLSearchParams(r.body).get("To") === e164(phone));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toEqual({
      method: "POST",
      url: `/2010-04-01/Accounts/${SID}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${SID}:${AUTH_TOKEN}`).toString("base64")}`,
      contentType: "application/x-www-form-urlencoded",
      body: `To=${encodeURIComponent(e164(phone))}&From=${encodeURIComponent(FROM)}&Body=${new URLSearchParams({ b: body }).toString().slice(2)}`,
    });
    const [text] = await textsOf(row.id);
    expect([text!.status, text!.attempts, text!.last_error]).toEqual(["sent", 1, null]);
    expect(text!.sent_at).not.toBeNull();
  });

  /** Delivers what is due while the provider refuses every text with `status` and its error `code`. */
  async function deliverRefused(status: number, code: number, message: string) {
    const before = { ...smsApi.state };
    Object.assign(smsApi.state, { status, code, message });
    try {
      return await deliver();
    } finally {
      Object.assign(smsApi.state, before);
    }
  }

  it("records the provider's temporary refusal and tries again later", async () => {
    const { row } = await book(nextPhone(), { smsConsent: "yes" });
    await deliverRefused(429, 20429, "Too Many Requests");
    const [text] = await textsOf(row.id);
    expect([text!.status, text!.attempts, text!.last_error]).toEqual([
      "pending",
      1,
      "Failed to send text: SMS service responded with status 429 (20429: Too Many Requests)",
    ]);
  });

  it("fails a text for good on the provider's permanent refusal; an unsubscribed recipient (21610) is opted out here too", async () => {
    const { db } = get();
    const invalid = nextPhone();
    const unsubscribed = nextPhone();
    const first = (await book(invalid, { smsConsent: "yes" })).row;
    await deliverRefused(400, 21211, "Invalid 'To' Phone Number");
    const second = (await book(unsubscribed, { smsConsent: "yes" })).row;
    await deliverRefused(400, 21610, "Attempt to send to unsubscribed recipient");
    // Neither text is tried again, even long after; the reminder to the number that opted out is skipped.
    const later = await deliverDueEmails(get().db, emails, new Date(Date.now() + 2 * 86_400_000), {
      sms: sms(),
      links: TEST_LINKS,
    });
    expect(later.failed).toBe(0);
    expect(await outcome(first.id)).toEqual([
      [
        "sms-confirmation",
        "failed",
        1,
        "Failed to send text: SMS service responded with status 400 (21211: Invalid 'To' Phone Number)",
      ],
    ]);
    expect(await outcome(second.id)).toEqual([
      [
        "sms-confirmation",
        "failed",
        1,
        "Failed to send text: SMS service responded with status 400 (21610: Attempt to send to unsubscribed recipient)",
      ],
    ]);
    const optedOut = await db
      .selectFrom("sms_opt_outs")
      .select(["phone", "keyword"])
      .where("phone", "in", [e164(invalid), e164(unsubscribed)])
      .execute();
    expect(optedOut).toEqual([{ phone: e164(unsubscribed), keyword: "21610" }]);
    // The visits' histories say the confirmation text never reached the customer, and why.
    const notes = await db
      .selectFrom("appointment_history")
      .select(["appointment_id", "actor", "action", "details"])
      .where("appointment_id", "in", [first.id, second.id])
      .where("action", "=", "text not sent")
      .orderBy("id")
      .execute();
    expect(notes).toEqual([
      {
        appointment_id: first.id,
        actor: "system",
        action: "text not sent",
        details: "Confirmation text failed: SMS service responded with status 400 (21211: Invalid 'To' Phone Number)",
      },
      {
        appointment_id: second.id,
        actor: "system",
        action: "text not sent",
        details:
          "Confirmation text failed: SMS service responded with status 400 (21610: Attempt to send to unsubscribed recipient)",
      },
      {
        appointment_id: second.id,
        actor: "system",
        action: "text not sent",
        details: "Reminder text skipped: the number opted out (STOP)",
      },
    ]);
  });

  it("answers a signed STOP with empty TwiML and records the opt-out; START removes it; a wrong signature changes nothing", async () => {
    const { db } = get();
    const ctx = withTwilio(testContext(db));
    const phone = e164(nextPhone());
    const forged = await callRoute(webhookAction, inbound(inboundText(phone, "STOP"), { token: "not-the-token" }), ctx);
    expect(forged.status).toBe(403);
    expect(await db.selectFrom("sms_opt_outs").selectAll().where("phone", "=", phone).execute()).toEqual([]);

    // The provider signs the public address; behind a proxy the server sees another one.
    const stop = await callRoute(
      webhookAction,
      inbound(inboundText(phone, " stop "), { requestUrl: "http://10.0.0.7:3000/webhooks/sms" }),
      ctx,
    );
    expect(stop.status).toBe(200);
    expect(stop.headers.get("Content-Type")).toBe("text/xml; charset=utf-8");
    const stored = await db.selectFrom("sms_opt_outs").selectAll().where("phone", "=", phone).executeTakeFirstOrThrow();
    expect(stored.keyword).toBe("STOP");

    await callRoute(webhookAction, inbound(inboundText(phone, "Thanks, see you tomorrow")), ctx);
    expect(await db.selectFrom("sms_opt_outs").select("phone").where("phone", "=", phone).execute()).toHaveLength(1);

    const start = await callRoute(webhookAction, inbound(inboundText(phone, "START")), ctx);
    expect(start.status).toBe(200);
    expect(await db.selectFrom("sms_opt_outs").select("phone").where("phone", "=", phone).execute()).toEqual([]);

    for (const keyword of ["STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"]) {
      await callRoute(webhookAction, inbound(inboundText(phone, keyword)), ctx);
      expect(
        (await db.selectFrom("sms_opt_outs").select("keyword").where("phone", "=", phone).executeTakeFirstOrThrow())
          .keyword,
      ).toBe(keyword);
      await callRoute(webhookAction, inbound(inboundText(phone, "unstop")), ctx);
    }
  });

  it("answers the empty TwiML body itself", async () => {
    const ctx = withTwilio(testContext(get().db));
    const request = inbound(inboundText(e164(nextPhone()), "hello"));
    const response = (await callRoute(webhookAction, request, ctx)).response!;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(EMPTY_TWIML);
  });

  /** Posts one inbound text, signed; answers the status and the TwiML body. */
  async function textIn(
    fields: ReturnType<typeof inboundText>,
    ctx: ReturnType<typeof testContext> = withTwilio(testContext(get().db)),
  ) {
    const answer = (await callRoute(webhookAction, inbound(fields), ctx)).response!;
    return { status: answer.status, body: await answer.text() };
  }
  const optOutOf = (phone: string) =>
    get().db.selectFrom("sms_opt_outs").select("keyword").where("phone", "=", phone).executeTakeFirst();

  it("records each inbound text once, by the provider's message id: a replayed STOP or START answers 200 and changes nothing", async () => {
    const { db } = get();
    const phone = e164(nextPhone());
    const stop = inboundText(phone, "STOP");
    const start = inboundText(phone, "START");
    expect((await textIn(stop)).status).toBe(200);
    expect((await textIn(start)).status).toBe(200);
    expect(await optOutOf(phone)).toBeUndefined();

    expect(await textIn(stop)).toEqual({ status: 200, body: EMPTY_TWIML });
    expect(await optOutOf(phone)).toBeUndefined();

    const stopAgain = inboundText(phone, "stop");
    await textIn(stopAgain);
    expect(await textIn(start)).toEqual({ status: 200, body: EMPTY_TWIML });
    expect(await optOutOf(phone)).toEqual({ keyword: "STOP" });

    const stored = await db
      .selectFrom("sms_inbound")
      .select(["message_sid", "phone", "body", "kind"])
      .where("phone", "=", phone)
      .execute();
    expect(stored.toSorted((a, b) => a.message_sid.localeCompare(b.message_sid))).toEqual(
      [
        { message_sid: stop.MessageSid, phone, body: "STOP", kind: "stop" },
        { message_sid: start.MessageSid, phone, body: "START", kind: "start" },
        { message_sid: stopAgain.MessageSid, phone, body: "stop", kind: "stop" },
      ].toSorted((a, b) => a.message_sid.localeCompare(b.message_sid)),
    );

    // A post without the provider's message id is refused and changes nothing.
    const { MessageSid: _, ...unnamed } = inboundText(phone, "START");
    expect((await callRoute(webhookAction, inbound(unnamed), withTwilio(testContext(db)))).status).toBe(400);
    expect(await optOutOf(phone)).toEqual({ keyword: "STOP" });
  });

  it("honours the Spanish stop words and start words, answering in Spanish; STOP is answered in the visit's language", async () => {
    const phone = e164(nextPhone());
    const stopped = twiml(
      "Bayou City Appliance Repair: ya no le enviaremos mensajes. Responda START para recibirlos de nuevo.",
    );
    const started = twiml(
      "Bayou City Appliance Repair: de nuevo le enviaremos los avisos de su visita. Responda STOP para dejar de recibirlos.",
    );
    for (const [word, keyword] of [
      ["ALTO", "ALTO"],
      ["parar", "PARAR"],
      [" Baja ", "BAJA"],
      ["¡Alto!", "ALTO"],
    ]) {
      expect(await textIn(inboundText(phone, word!)), word).toEqual({ status: 200, body: stopped });
      expect(await optOutOf(phone), word).toEqual({ keyword });
      expect(await textIn(inboundText(phone, word === "parar" ? "Comenzar" : "ALTA")), word).toEqual({
        status: 200,
        body: started,
      });
      expect(await optOutOf(phone), word).toBeUndefined();
    }
    expect(await textIn(inboundText(phone, "CANCELAR"))).toEqual({
      status: 200,
      body: twiml(
        "Bayou City Appliance Repair: ya no le enviaremos mensajes. Esto no cancela su visita: para cancelarla, use el enlace del correo que le enviamos al agendar o llame al (713) 555-0147. Responda START para recibir mensajes de nuevo.",
      ),
    });
    expect(await optOutOf(phone)).toEqual({ keyword: "CANCELAR" });

    // An English word from a number with no visit is answered in English; from a Spanish visit's number, in Spanish.
    const english = e164(nextPhone());
    expect(await textIn(inboundText(english, "STOP"))).toEqual({
      status: 200,
      body: twiml("Bayou City Appliance Repair: you will get no more texts from us. Reply START to get them again."),
    });
    expect(await textIn(inboundText(english, "START"))).toEqual({
      status: 200,
      body: twiml(
        "Bayou City Appliance Repair: texts are on again: you will get your visit's updates. Reply STOP to opt out.",
      ),
    });
    const spanishPhone = nextPhone();
    const { row } = await book(spanishPhone, { smsConsent: "yes" });
    await get().db.updateTable("appointments").set({ language: "es" }).where("id", "=", row.id).execute();
    expect(await textIn(inboundText(e164(spanishPhone), "STOP"))).toEqual({ status: 200, body: stopped });
  });

  it("answers CANCEL that texts are stopped and the visit is not, and how to cancel it, with no link and nothing personal logged", async () => {
    const { db } = get();
    const phone = nextPhone();
    const { row } = await book(phone, { smsConsent: "yes" });
    await deliver();
    const lines: string[] = [];
    const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
    const ctx = withTwilio(testContext(db, { logger }));
    expect(await textIn(inboundText(e164(phone), "Cancel"), ctx)).toEqual({
      status: 200,
      body: twiml(
        "Bayou City Appliance Repair: you will get no more texts from us. This does not cancel your visit: to cancel it, use the link in your confirmation email or call (713) 555-0147. Reply START to get texts again.",
      ),
    });
    expect(await optOutOf(e164(phone))).toEqual({ keyword: "CANCEL" });
    expect(
      await db.selectFrom("appointments").select("status").where("id", "=", row.id).executeTakeFirstOrThrow(),
    ).toEqual({ status: "pending" });
    const token = manageUrl(row).split("/").at(-1)!;
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toContain(token);
      expect(line).not.toContain(e164(phone).slice(2));
      expect(line).not.toContain("Cancel");
    }
  });

  it("keeps a reply that is not a keyword and shows it to the office on the visit it answers, on its page and on the schedule", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const cookie = await signIn(ctx);
    const phone = nextPhone();
    const texted = (await book(phone, { smsConsent: "yes" })).row;
    // A later booking with the same number but no texts: the reply answers the visit our last text was about.
    const later = (await book(phone)).row;
    const reply = "Running late? The gate code is 4321 & the dog is friendly <3";
    expect(await textIn(inboundText(e164(phone), reply))).toEqual({ status: 200, body: EMPTY_TWIML });
    expect(await optOutOf(e164(phone))).toBeUndefined();

    const page = await callRoute(
      detailLoader,
      new Request(`${TEST_SITE}/office/appointments/${texted.id}`, { headers: { Cookie: cookie } }),
      ctx,
      { id: texted.id },
    );
    const replies = page.data.texts.replies;
    expect(replies).toEqual([{ body: reply, receivedAt: expect.any(String) }]);
    expect(Date.now() - Date.parse(replies[0]!.receivedAt)).toBeLessThan(60_000);
    const laterPage = await callRoute(
      detailLoader,
      new Request(`${TEST_SITE}/office/appointments/${later.id}`, { headers: { Cookie: cookie } }),
      ctx,
      { id: later.id },
    );
    expect(laterPage.data.texts.replies).toEqual([]);

    const board = await callRoute(
      boardLoader,
      new Request(`${TEST_SITE}/office/schedule?date=${visitDate}&view=day`, { headers: { Cookie: cookie } }),
      ctx,
    );
    expect(board.data.replies[texted.id]).toEqual(replies);
    expect(board.data.replies[later.id]).toBeUndefined();

    // A number never texted is matched to the visit booked with it; an unknown number is kept with no visit.
    const quiet = nextPhone();
    const booked = (await book(quiet)).row;
    await textIn(inboundText(e164(quiet), "Is Tuesday still ok?"));
    const stranger = e164(nextPhone());
    await textIn(inboundText(stranger, "Who is this?"));
    const kept = await db
      .selectFrom("sms_inbound")
      .select(["phone", "body", "kind", "appointment_id"])
      .where("phone", "in", [e164(quiet), stranger])
      .orderBy("phone")
      .execute();
    expect(kept.toSorted((a, b) => a.phone.localeCompare(b.phone))).toEqual(
      [
        { phone: e164(quiet), body: "Is Tuesday still ok?", kind: "reply", appointment_id: booked.id },
        { phone: stranger, body: "Who is this?", kind: "reply", appointment_id: null },
      ].toSorted((a, b) => a.phone.localeCompare(b.phone)),
    );
  });

  it("notes in the history what became of the on-the-way text: texted, or not and why; a text skipped when sent is noted too", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const cookie = await signIn(ctx);
    const status = (id: string, to: string) =>
      callRoute(
        boardAction,
        formRequest("/office/schedule", { intent: "status", id, status: to }, { Cookie: cookie }),
        ctx,
      );
    const agreed = (await book(nextPhone(), { smsConsent: "yes" })).row;
    const stoppedPhone = nextPhone();
    const stopped = (await book(stoppedPhone, { smsConsent: "yes" })).row;
    const silent = (await book(nextPhone())).row;
    await textIn(inboundText(e164(stoppedPhone), "STOP"));
    for (const id of [agreed.id, stopped.id, silent.id]) expect((await status(id, "confirmed")).status).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(houstonTimeToUtc(visitDate, "07:30"));
    for (const id of [agreed.id, stopped.id, silent.id]) expect((await status(id, "en_route")).status).toBe(200);
    const enRoute = async (id: string) =>
      (
        await db
          .selectFrom("appointment_history")
          .select("details")
          .where("appointment_id", "=", id)
          .where("action", "=", "status")
          .orderBy("id")
          .execute()
      ).at(-1)!.details;
    expect(await enRoute(agreed.id)).toBe("Confirmed → En route; customer texted");
    expect(await enRoute(stopped.id)).toBe("Confirmed → En route; not texted: the number opted out (STOP)");
    expect(await enRoute(silent.id)).toBe("Confirmed → En route; not texted: no consent to texts");
    expect((await textsOf(stopped.id)).map((t) => t.kind)).toEqual(["sms-confirmation"]);

    // The confirmation text queued before the STOP is skipped when its turn comes, and the history says so.
    await deliver();
    const [confirmation] = await textsOf(stopped.id);
    expect(confirmation!.status).toBe("skipped");
    const notes = await db
      .selectFrom("appointment_history")
      .select(["actor", "details"])
      .where("appointment_id", "=", stopped.id)
      .where("action", "=", "text not sent")
      .orderBy("id")
      .execute();
    // Several lanes send at once, so the two are noted in either order.
    expect(notes.toSorted((a, b) => a.details.localeCompare(b.details))).toEqual([
      { actor: "system", details: "Confirmation text skipped: the number opted out (STOP)" },
      { actor: "system", details: "Reminder text skipped: the number opted out (STOP)" },
    ]);
  });

  it("refuses every inbound text when no auth token is configured", async () => {
    const ctx = testContext(get().db);
    expect((await callRoute(webhookAction, inbound(inboundText(e164(nextPhone()), "STOP")), ctx)).status).toBe(403);
  });

  it("skips, at send time, a text queued before its number opted out; emails still go", async () => {
    const { db } = get();
    const phone = nextPhone();
    const { row } = await book(phone, { smsConsent: "yes" });
    await callRoute(webhookAction, inbound(inboundText(e164(phone), "STOP")), withTwilio(testContext(db)));
    const { report, requests } = await deliver();
    expect(requests.filter((r) => new URLSearchParams(r.body).get("To") === e164(phone))).toEqual([]);
    expect(report.skipped).toBeGreaterThanOrEqual(1);
    const [text] = await textsOf(row.id);
    expect([text!.status, text!.last_error, text!.sent_at]).toEqual(["skipped", OPTED_OUT_ERROR, null]);
    const mails = await db
      .selectFrom("email_outbox")
      .select(["kind", "status"])
      .where("appointment_id", "=", row.id)
      .where("channel", "=", "email")
      .orderBy("id")
      .execute();
    expect(mails.map((m) => [m.kind, m.status])).toEqual([
      ["appointment-notification", "logged"],
      ["appointment-confirmation", "logged"],
      ["reminder", "pending"],
    ]);
  });

  it("texts the customer who agreed when staff set the visit en route on its day, and nobody else; days before it is refused", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const cookie = await signIn(ctx);
    const status = (id: string, to: string) =>
      callRoute(
        boardAction,
        formRequest("/office/schedule", { intent: "status", id, status: to }, { Cookie: cookie }),
        ctx,
      );
    const phone = nextPhone();
    const agreed = (await book(phone, { smsConsent: "yes" })).row;
    const silent = (await book(nextPhone())).row;
    for (const id of [agreed.id, silent.id]) expect((await status(id, "confirmed")).status).toBe(200);
    // Days before the visit, en route is refused: the status stays, nothing is recorded or texted.
    expect(await status(agreed.id, "en_route")).toMatchObject({
      status: 409,
      data: {
        formError: `A visit can be marked en route only on its day (${formatLongDate(visitDate)}); nothing was changed and the customer was not texted.`,
      },
    });
    expect((await textsOf(agreed.id)).map((t) => t.kind)).toEqual(["sms-confirmation"]);
    expect(
      await db.selectFrom("appointments").select("status").where("id", "=", agreed.id).executeTakeFirstOrThrow(),
    ).toEqual({ status: "confirmed" });

    // On the visit's day it goes through.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(houstonTimeToUtc(visitDate, "07:30"));
    for (const id of [agreed.id, silent.id])
      expect((await status(id, "en_route")).data).toMatchObject({ notice: "Status changed to En route." });
    const texts = await textsOf(agreed.id);
    expect(texts.map((t) => t.kind)).toEqual(["sms-confirmation", "sms-en-route"]);
    expect(JSON.parse(texts[1]!.payload).body).toBe(
      `Bayou City Appliance Repair: your technician is on the way for ${agreed.id} (2-4 PM window). Questions? Call (713) 555-0147.`,
    );
    expect(await textsOf(silent.id)).toEqual([]);
    const history = await db
      .selectFrom("appointment_history")
      .select("details")
      .where("appointment_id", "=", agreed.id)
      .where("action", "=", "status")
      .orderBy("id")
      .execute();
    expect(history.map((h) => h.details)).toEqual(["Requested → Confirmed", "Confirmed → En route; customer texted"]);
    const { requests } = await deliver();
    // On the visit's day the reminder is due as well.
    const reminder = await db
      .selectFrom("email_outbox")
      .select("payload")
      .where("appointment_id", "=", agreed.id)
      .where("kind", "=", "sms-reminder")
      .executeTakeFirstOrThrow();
    // Several lanes send at once, so the texts may arrive in any order.
    expect(
      requests
        .filter((r) => new URLSearchParams(r.body).get("To") === e164(phone))
        .map((r) => new URLSearchParams(r.body).get("Body"))
        .toSorted(),
    ).toEqual(
      [
        JSON.parse(texts[0]!.payload).body.replace(slotIn(texts[0]!.payload), manageUrl(agreed)),
        JSON.parse(texts[1]!.payload).body,
        JSON.parse(reminder.payload).body.replace(slotIn(reminder.payload), manageUrl(agreed)),
      ].toSorted(),
    );
  });

  it("queues the reminder text for 6 PM Houston time the day before, with the reminder email; a move replaces both, a cancellation drops both", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const cookie = await signIn(ctx);
    const board = (fields: Record<string, string>) =>
      callRoute(boardAction, formRequest("/office/schedule", fields, { Cookie: cookie }), ctx);
    const { row } = await book(nextPhone(), { smsConsent: "yes" });
    const reminders = () =>
      db
        .selectFrom("email_outbox")
        .select(["channel", "kind", "next_attempt_at", "payload"])
        .where("appointment_id", "=", row.id)
        .where("kind", "in", ["reminder", "sms-reminder"])
        .orderBy("id")
        .execute();
    expect((await reminders()).map((r) => [r.channel, r.kind, r.next_attempt_at])).toEqual([
      ["email", "reminder", reminderAt(visitDate)],
      ["sms", "sms-reminder", reminderAt(visitDate)],
    ]);
    const reminderText = (await reminders())[1]!.payload;
    expect(JSON.parse(reminderText).body).toBe(
      `Bayou City Appliance Repair: reminder, your visit ${row.id} is on ${new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" }).format(new Date(`${visitDate}T00:00:00Z`)).replace(",", "")}, 2-4 PM. Manage: ${slotIn(reminderText)}`,
    );

    const later = openDayFrom(addDays(visitDate, 2));
    expect((await board({ intent: "move", id: row.id, date: later, window: "4-6 PM" })).status).toBe(200);
    const moved = await reminders();
    expect(moved.map((r) => [r.channel, r.next_attempt_at])).toEqual([
      ["email", reminderAt(later)],
      ["sms", reminderAt(later)],
    ]);
    expect(JSON.parse(moved[1]!.payload).body).toContain(", 4-6 PM. Manage: ");

    expect((await board({ intent: "status", id: row.id, status: "cancelled" })).status).toBe(200);
    expect(await reminders()).toEqual([]);
  });

  it("queues no reminder text without consent", async () => {
    const { row } = await book(nextPhone());
    const kinds = await get()
      .db.selectFrom("email_outbox")
      .select("kind")
      .where("appointment_id", "=", row.id)
      .orderBy("id")
      .execute();
    expect(kinds.map((k) => k.kind)).not.toContain("sms-reminder");
    expect(kinds.map((k) => k.kind)).toContain("reminder");
  });

  it("lets staff send the manage link again by email, and by text only with consent and no opt-out, noting each in the history", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const cookie = await signIn(ctx);
    const resend = (id: string, channel: string, headers: Record<string, string> = { Cookie: cookie }) =>
      callRoute(detailAction, formRequest(`/office/appointments/${id}`, { intent: "resend", channel }, headers), ctx, {
        id,
      });
    const phone = nextPhone();
    const agreed = (await book(phone, { smsConsent: "yes" })).row;
    const silent = (await book(nextPhone())).row;

    expect((await resend(agreed.id, "email", { Cookie: cookie, Origin: "https://evil.example" })).status).toBe(403);
    expect((await resend(agreed.id, "fax")).data).toMatchObject({
      status: 400,
      fieldErrors: { channel: "Choose email or text." },
    });

    const byEmail = await resend(silent.id, "email");
    expect(byEmail.data).toMatchObject({
      status: 200,
      notice: "The manage link is on its way by email to dana@example.com.",
    });
    const mail = await db
      .selectFrom("email_outbox")
      .selectAll()
      .where("appointment_id", "=", silent.id)
      .where("kind", "=", "manage-link")
      .executeTakeFirstOrThrow();
    expect([mail.channel, mail.recipient, mail.subject]).toEqual([
      "email",
      "dana@example.com",
      `Your appointment ${silent.id} - Bayou City Appliance Repair`,
    ]);
    // The outbox keeps the slot, never a working link; it is filled in when sent.
    expect(JSON.parse(mail.payload).text).toContain(`\n${slotIn(mail.payload)}\n`);
    expect(ctx.woken).toBe(1);

    expect((await resend(silent.id, "sms")).data).toMatchObject({
      status: 409,
      formError: "This customer did not ask for texts. Send the link by email.",
    });
    expect(await textsOf(silent.id)).toEqual([]);

    expect((await resend(agreed.id, "sms")).data).toMatchObject({
      status: 200,
      notice: `The manage link is on its way by text to ${phone}.`,
    });
    const texts = await textsOf(agreed.id);
    expect(texts.map((t) => [t.kind, t.recipient])).toEqual([
      ["sms-confirmation", e164(phone)],
      ["sms-manage-link", e164(phone)],
    ]);
    expect(JSON.parse(texts[1]!.payload).body).toBe(
      `Bayou City Appliance Repair: manage your appointment ${agreed.id} here: ${slotIn(texts[1]!.payload)}`,
    );
    const { requests } = await deliver();
    expect(
      requests
        .filter((r) => new URLSearchParams(r.body).get("To") === e164(phone))
        .map((r) => new URLSearchParams(r.body).get("Body")),
    ).toContain(`Bayou City Appliance Repair: manage your appointment ${agreed.id} here: ${manageUrl(agreed)}`);

    await callRoute(webhookAction, inbound(inboundText(e164(phone), "STOP")), withTwilio(testContext(db)));
    expect((await resend(agreed.id, "sms")).data).toMatchObject({
      status: 409,
      formError: "This customer's number has opted out of texts (STOP). Send the link by email.",
    });
    expect(await textsOf(agreed.id)).toHaveLength(2);

    const history = await db
      .selectFrom("appointment_history")
      .select(["actor", "action", "details"])
      .where("action", "=", "manage link sent")
      .where("appointment_id", "in", [agreed.id, silent.id])
      .orderBy("id")
      .execute();
    expect(history).toEqual([
      { actor: "Pat Lee", action: "manage link sent", details: "by email" },
      { actor: "Pat Lee", action: "manage link sent", details: "by text" },
    ]);

    const page = await callRoute(
      detailLoader,
      new Request(`${TEST_SITE}/office/appointments/${agreed.id}`, { headers: { Cookie: cookie } }),
      ctx,
      {
        id: agreed.id,
      },
    );
    expect(page.data).toMatchObject({
      texts: { consentAt: agreed.sms_consent_at, optedOut: true },
      hasManageLink: true,
    });
  });
});
