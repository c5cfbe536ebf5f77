import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { bookingSchema } from "#app/domain/booking/schema.ts";
import { reminderTime, windowStart } from "#app/domain/scheduling/self-service.ts";
import { schedulingDefaults } from "#app/domain/scheduling/settings.ts";
import { addDays, formatLongDate, todayInHouston } from "#app/domain/time.ts";
import { loader as calendarFile } from "#app/routes/appointment-calendar.ts";
import { action, loader } from "#app/routes/appointment-manage.tsx";
import { createAppointment } from "#app/server/appointments.server.ts";
import type { DB } from "#app/server/db.server.ts";
import { CUSTOMER_ACTOR, moveVisit, setVisitStatus } from "#app/server/dispatch.server.ts";
import { deliverDueEmails } from "#app/server/email/outbox.server.ts";
import type { OutboxMessage } from "#app/server/email/message.server.ts";
import type { EmailTransport } from "#app/server/email/transports.server.ts";
import { findByManageToken, manageLinkFor } from "#app/server/manage-links.server.ts";
import { availabilityFor } from "#app/server/scheduling.server.ts";
import { formRequest, TEST_EMAILS, TEST_LINKS, TEST_SECRET, TEST_SITE, testContext } from "./support/context.ts";
import { describeEachEngine } from "./support/databases.ts";
import { callRoute } from "./support/routes.ts";
import { weekdayAhead } from "./support/dates.ts";

const today = todayInHouston();

const UID = (id: string) => `UID:${id}@bayoucityappliancerepair.com`;

/** A transport that keeps what it was given. */
function capturing(): EmailTransport & { sent: OutboxMessage[] } {
  const sent: OutboxMessage[] = [];
  return {
    name: "smtp",
    delivers: true,
    sent,
    send: async (m) => {
      sent.push(m);
      return { success: true, message: "ok" };
    },
  };
}

async function snapshot(db: DB) {
  const [appointments, counters, claims, emails, history] = await Promise.all([
    db.selectFrom("appointments").selectAll().orderBy("id").execute(),
    db.selectFrom("window_counters").selectAll().orderBy("service_date").orderBy("time_window").execute(),
    db.selectFrom("window_claims").selectAll().orderBy("appointment_id").execute(),
    db.selectFrom("email_outbox").selectAll().orderBy("id").execute(),
    db.selectFrom("appointment_history").selectAll().orderBy("id").execute(),
  ]);
  return { appointments, counters, claims, emails, history };
}

describeEachEngine("a customer managing a visit", (get) => {
  async function book(
    date: string,
    window: string,
    options: { now?: Date; zipCode?: string; language?: "en" | "es" } = {},
  ) {
    const request = bookingSchema(todayInHouston(options.now)).parse({
      name: "Marisol Vega",
      phone: "(713) 555-0142",
      email: "marisol@example.com",
      address: "1214 Memorial Dr",
      zipCode: options.zipCode ?? "77007",
      appliance: "Dryer",
      issue: "Not heating",
      issueOther: "",
      description: "",
      preferredDate: date,
      preferredTime: window,
    });
    const { appointment } = await createAppointment(get().db, request, {
      submissionKey: crypto.randomUUID(),
      officeEmail: "office@example.com",
      links: TEST_LINKS,
      now: options.now,
      language: options.language,
    });
    const path = manageLinkFor(appointment, TEST_SECRET)!;
    return { id: appointment.id, path, token: path.split("/").pop()! };
  }

  const row = (id: string) =>
    get().db.selectFrom("appointments").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const outbox = (id: string) =>
    get().db.selectFrom("email_outbox").selectAll().where("appointment_id", "=", id).orderBy("id").execute();
  const messages = async (id: string) =>
    (await outbox(id)).map((e) => Object.assign(e, { message: JSON.parse(e.payload) as OutboxMessage }));
  const counter = async (date: string, window: string) =>
    Number(
      (
        await get()
          .db.selectFrom("window_counters")
          .select("claimed")
          .where("service_date", "=", date)
          .where("time_window", "=", window)
          .executeTakeFirst()
      )?.claimed ?? 0,
    );
  const post = (path: string, fields: Record<string, string>, ctx = testContext(get().db)) =>
    callRoute(
      action,
      formRequest(path, { website: "", intent: "", date: "", window: "", reason: "", ...fields }),
      ctx,
      { token: path.split("/").pop()! },
    );
  const view = (path: string) =>
    callRoute(loader, new Request(`${TEST_SITE}${path}`), testContext(get().db), {
      token: new URL(path, TEST_SITE).pathname.split("/").pop()!,
    });

  it("gets a link whose token the database holds only as a SHA-256 hash, and that stays the same", async () => {
    const date = weekdayAhead(0);
    const { id, path, token } = await book(date, "10 AM-12 PM");
    expect(path).toMatch(/^\/appointments\/[A-Za-z0-9_-]{43}$/);
    const stored = await row(id);
    expect(stored.manage_token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(stored.manage_nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(manageLinkFor(stored, TEST_SECRET)).toBe(path);
    // Neither the appointment nor its emails (the outbox keeps a slot) hold the token.
    const everything = JSON.stringify(await snapshot(get().db));
    expect(everything).not.toContain(token);
    expect(everything).toContain(id);
    expect(await findByManageToken(get().db, token)).toMatchObject({ id });
    // A changed character, the APT id, or a token made with another secret find nothing.
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await findByManageToken(get().db, flipped)).toBeNull();
    expect(await findByManageToken(get().db, id)).toBeNull();
    expect(
      await findByManageToken(
        get().db,
        manageLinkFor(stored, "another-secret-of-at-least-thirty-two-chars")!.split("/").pop()!,
      ),
    ).toBeNull();
    // Valid until 30 days after the visit's date (Houston), not after.
    expect(await findByManageToken(get().db, token, new Date(`${addDays(date, 30)}T23:00:00-06:00`))).toMatchObject({
      id,
    });
    expect(await findByManageToken(get().db, token, new Date(`${addDays(date, 31)}T00:30:00-06:00`))).toBeNull();
    const missing = await view(`/appointments/${flipped}`);
    expect([missing.status, missing.thrown]).toEqual([404, true]);
    expect((await post(`/appointments/${flipped}`, { intent: "cancel" })).status).toBe(404);
  });

  it("shows the visit with a masked address, the status in words and the open windows, and a GET changes nothing", async () => {
    const db = get().db;
    const date = weekdayAhead(2);
    const { id, path } = await book(date, "2-4 PM");
    const before = await snapshot(db);
    const page = await view(path);
    expect(page.status).toBe(200);
    expect(page.data.visit).toMatchObject({
      id,
      appliance: "Dryer",
      issue: "Not heating",
      date: formatLongDate(date),
      window: "2-4 PM",
      address: "1••• M••••••• Dr, 77007",
      label: "Requested",
      technician: null,
    });
    expect(JSON.stringify(page.data)).not.toContain("Marisol");
    expect(JSON.stringify(page.data)).not.toContain("1214");
    expect(page.data.canChange).toBe(true);
    expect(page.data.availability?.windows.find((w) => w.label === "2-4 PM")).toMatchObject({ remaining: 2 });
    for (const query of [
      "?done=cancelled",
      "?done=moved",
      `?date=${addDays(date, 1)}`,
      "?intent=cancel",
      `?intent=reschedule&date=${addDays(date, 1)}&window=8-10+AM`,
    ]) {
      expect((await view(`${path}${query}`)).status).toBe(200);
    }
    expect((await view(`${path}?date=${addDays(date, 1)}`)).data.availability?.date).toBe(addDays(date, 1));
    // "Show times" and "Choose <first open date>" without JavaScript: the page again, with only the date in its address.
    const shown = await view(`${path}?intent=reschedule&website=&date=${addDays(date, 1)}&show=times&window=`);
    expect([shown.status, shown.headers.get("Location")]).toEqual([303, `${path}?date=${addDays(date, 1)}`]);
    const first = await view(`${path}?intent=reschedule&date=${addDays(date, 1)}&firstOpen=${addDays(date, 2)}`);
    expect([first.status, first.headers.get("Location")]).toEqual([303, `${path}?date=${addDays(date, 2)}`]);
    expect(await snapshot(db)).toEqual(before);
  });

  it("shows the banner an address names only when the stored visit bears it out", async () => {
    const { id, path } = await book(weekdayAhead(3), "12-2 PM");
    for (const done of ["cancelled", "moved"])
      expect((await view(`${path}?done=${done}`)).data).toMatchObject({
        notice: null,
        visit: { label: "Requested" },
        canChange: true,
      });
    expect((await row(id)).status).toBe("pending");
  });

  it("tells of a visit today that it arrives today, with no reminder promised; a later one is promised its reminder", async () => {
    const db = get().db;
    const later = await book(weekdayAhead(3), "4-6 PM");
    expect((await view(later.path)).data.visit.next).toBe(
      "We call you within 30 minutes of your booking to confirm the visit. Your technician arrives within the window shown, and the day before we email you a reminder.",
    );
    // The visit's day comes (its date becomes today), as for a visit booked the same day.
    await db.updateTable("appointments").set({ preferred_date: today }).where("id", "=", later.id).execute();
    expect((await view(later.path)).data.visit.next).toBe(
      "We call you within 30 minutes of your booking to confirm the visit. Your technician arrives today within the window shown.",
    );
    const spanish = await book(weekdayAhead(3), "4-6 PM", { language: "es" });
    await db
      .updateTable("appointments")
      .set({ preferred_date: today, status: "confirmed" })
      .where("id", "=", spanish.id)
      .execute();
    expect((await view(spanish.path)).data.visit.next).toBe(
      "Su visita está confirmada. Su técnico llega hoy dentro del horario indicado.",
    );
  });

  it("reschedules by POST: the new place taken, the old freed, a new confirmation (PUBLISH, same UID, SEQUENCE 1), the office told, the reminder replaced", async () => {
    const db = get().db;
    const from = weekdayAhead(4);
    const to = weekdayAhead(5);
    const { id, path, token } = await book(from, "8-10 AM");
    const answer = await post(path, { intent: "reschedule", date: to, window: "4-6 PM" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(`${path}?done=moved`);
    expect(await row(id)).toMatchObject({
      preferred_date: to,
      preferred_time: "4-6 PM",
      calendar_sequence: 1,
      status: "pending",
    });
    expect([await counter(from, "8-10 AM"), await counter(to, "4-6 PM")]).toEqual([0, 1]);
    const emails = await messages(id);
    const moved = emails.find((e) => e.kind === "appointment-confirmation" && e.subject.startsWith("Your visit"))!;
    expect(moved.subject).toBe(`Your visit ${id} has moved - ${formatLongDate(to)}, 4-6 PM`);
    expect(moved.message.text).toContain(`Your visit ${id} has moved to a new arrival window.`);
    expect(moved.message.text).toContain(`Booked: ${formatLongDate(to)}, 4-6 PM (arrival window)`);
    const ics = moved.message.attachments![0]!;
    expect(ics.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(ics.content).toContain(`METHOD:PUBLISH\r\nBEGIN:VEVENT\r\n${UID(id)}\r\nSEQUENCE:1\r\n`);
    // The call back was promised at booking: the move does not promise it again, nor does its calendar file.
    expect(moved.message.text).not.toContain("We will call");
    expect(moved.message.templateParams.callback_message).toBe("");
    expect(ics.content.replace(/\r\n /g, "")).toContain(
      `DESCRIPTION:Appointment ${id}: Not heating. (713) 555-0147\r\n`,
    );
    const office = emails.findLast((e) => e.recipient === "office@example.com")!;
    expect(office.subject).toBe(`Visit ${id} rescheduled by the customer - Dryer`);
    expect(office.message.text.split("\n")[0]).toBe(`Visit ${id} rescheduled by the customer`);
    expect(office.message.text).not.toContain("New appointment request");
    expect(office.message.text).toContain(`Visit ${id} rescheduled by the customer: ${from}, 8-10 AM → ${to}, 4-6 PM`);
    expect(office.message.templateParams).toMatchObject({
      title: `Visit ${id} rescheduled by the customer`,
      message: `Visit ${id} rescheduled by the customer: ${from}, 8-10 AM → ${to}, 4-6 PM`,
    });
    // The visit's page offers the moved visit to calendars without the promise, and its calendar file too.
    const after = await view(path);
    expect(new URL(after.data.calendar!.google).searchParams.get("details")).toBe(
      `Appointment ${id}: Not heating. (713) 555-0147`,
    );
    const file = await callRoute(calendarFile, new Request(`${TEST_SITE}${path}/calendar.ics`), testContext(db), {
      token,
    });
    expect((await file.response!.text()).replace(/\r\n /g, "")).toContain(
      `DESCRIPTION:Appointment ${id}: Not heating. (713) 555-0147\r\n`,
    );
    // The page says it moved, as the stored visit bears out.
    expect((await view(`${path}?done=moved`)).data.notice).toBe(
      "Your visit has moved. We have emailed you a new confirmation with an updated calendar file.",
    );
    const reminders = emails.filter((e) => e.kind === "reminder");
    expect(reminders.map((r) => [r.status, r.next_attempt_at])).toEqual([
      ["pending", reminderTime(schedulingDefaults, to).toISOString()],
    ]);
    const history = await db
      .selectFrom("appointment_history")
      .select(["actor", "action", "details"])
      .where("appointment_id", "=", id)
      .orderBy("id")
      .execute();
    expect(history.at(-1)).toEqual({ actor: "customer", action: "moved", details: `${from}, 8-10 AM → ${to}, 4-6 PM` });
    // The link still works after the move.
    expect(await findByManageToken(db, token)).toMatchObject({ id, preferred_date: to });
  });

  it("keeps the visit and the typed date when the last place goes to a new booking first, and lets exactly one of a race win", async () => {
    const db = get().db;
    const date = weekdayAhead(7);
    const { id, path } = await book(date, "8-10 AM");
    await book(date, "12-2 PM");
    await book(date, "12-2 PM");
    await book(date, "12-2 PM");
    const refused = await post(path, { intent: "reschedule", date, window: "12-2 PM" });
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      formError: "That time was just booked. Please choose another time.",
      values: { intent: "reschedule", date, window: "" },
    });
    expect(
      (refused.data as { result: { windows: { label: string; available: boolean }[] } }).result.windows.find(
        (w) => w.label === "12-2 PM",
      ),
    ).toMatchObject({
      available: false,
    });
    expect(await row(id)).toMatchObject({ preferred_time: "8-10 AM", calendar_sequence: 0 });
    expect(await counter(date, "8-10 AM")).toBe(1);

    // One place left in 4-6 PM: race the move against a new booking for it.
    await book(date, "4-6 PM");
    await book(date, "4-6 PM");
    const request = bookingSchema(today).parse({
      name: "Lee Tran",
      phone: "(281) 555-0177",
      email: "lee@example.com",
      address: "9 Oak Ln",
      zipCode: "77007",
      appliance: "Dryer",
      issue: "Not heating",
      issueOther: "",
      description: "",
      preferredDate: date,
      preferredTime: "4-6 PM",
    });
    const [move, booking] = await Promise.allSettled([
      moveVisit(db, id, { date, window: "4-6 PM", overCapacity: false }, CUSTOMER_ACTOR, { emails: TEST_EMAILS }),
      createAppointment(db, request, {
        submissionKey: crypto.randomUUID(),
        officeEmail: "office@example.com",
        links: TEST_LINKS,
      }),
    ]);
    const moveWon = move.status === "fulfilled" && move.value.success;
    const bookingWon = booking.status === "fulfilled";
    expect(Number(moveWon) + Number(bookingWon)).toBe(1);
    expect(await counter(date, "4-6 PM")).toBe(3);
    expect(await counter(date, "8-10 AM")).toBe(moveWon ? 0 : 1);
    expect((await row(id)).preferred_time).toBe(moveWon ? "4-6 PM" : "8-10 AM");
  });

  it("cancels by POST: the place given back, the reminder dropped, a cancellation (CANCEL) to the customer and a notice to the office", async () => {
    const db = get().db;
    const date = weekdayAhead(9);
    const { id, path } = await book(date, "10 AM-12 PM");
    expect((await outbox(id)).filter((e) => e.kind === "reminder")).toHaveLength(1);
    const answer = await post(path, { intent: "cancel", reason: "The appliance works again" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(`${path}?done=cancelled`);
    expect(await row(id)).toMatchObject({ status: "cancelled", calendar_sequence: 1 });
    expect(await counter(date, "10 AM-12 PM")).toBe(0);
    const answerOfApi = await availabilityFor(db, "77007", date);
    expect(answerOfApi.ok && answerOfApi.windows.find((w) => w.label === "10 AM-12 PM")?.remaining).toBe(3);
    const emails = await messages(id);
    expect(emails.filter((e) => e.kind === "reminder")).toEqual([]);
    const cancellation = emails.find((e) => e.kind === "appointment-cancellation")!;
    expect(cancellation.subject).toBe(`Your visit ${id} is cancelled - Bayou City Appliance Repair`);
    expect(cancellation.message.text).toContain(
      `Your visit ${id} on ${formatLongDate(date)}, 10 AM-12 PM is cancelled.`,
    );
    expect(cancellation.message.attachments![0]!.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(cancellation.message.attachments![0]!.content).toContain(
      `METHOD:CANCEL\r\nBEGIN:VEVENT\r\n${UID(id)}\r\nSEQUENCE:1\r\nSTATUS:CANCELLED\r\n`,
    );
    const office = emails.findLast((e) => e.recipient === "office@example.com")!;
    expect(office.subject).toBe(`Visit ${id} cancelled by the customer - Dryer`);
    expect(office.message.text.split("\n")[0]).toBe(`Visit ${id} cancelled by the customer`);
    expect(office.message.text).not.toContain("New appointment request");
    expect(office.message.text).toContain(
      `Visit ${id} cancelled by the customer: ${date}, 10 AM-12 PM; reason: The appliance works again`,
    );
    const history = await db
      .selectFrom("appointment_history")
      .select(["actor", "details"])
      .where("appointment_id", "=", id)
      .orderBy("id")
      .execute();
    expect(history.at(-1)).toEqual({
      actor: "customer",
      details: "Requested → Cancelled; place given back; reason: The appliance works again",
    });
    // A cancelled visit cannot be changed again; the page says it is cancelled and offers no form.
    const again = await post(path, { intent: "reschedule", date, window: "8-10 AM" });
    expect([again.status, again.data?.formError]).toEqual([
      409,
      "This visit was already cancelled, so it can no longer be changed.",
    ]);
    const page = await view(path);
    expect(page.data).toMatchObject({ canChange: false, visit: { label: "Cancelled" } });
    expect((await view(`${path}?done=cancelled`)).data.notice).toBe(
      "Your visit is cancelled. We have emailed you a confirmation.",
    );
    expect((await view(`${path}?done=moved`)).data.notice).toBeNull();
    // An unknown reason is refused and changes nothing.
    const other = await book(date, "12-2 PM");
    const bad = await post(other.path, { intent: "cancel", reason: "<script>" });
    expect([bad.status, bad.data?.fieldErrors]).toEqual([400, { reason: "Choose one of the reasons, or none." }]);
    expect((await row(other.id)).status).toBe("pending");
  });

  it("gives a visit booked in Spanish its page under /es/citas/, in Spanish, and its emails in Spanish", async () => {
    const db = get().db;
    const date = weekdayAhead(10);
    const { id, path } = await book(date, "12-2 PM", { language: "es" });
    expect(path).toMatch(/^\/es\/citas\/[A-Za-z0-9_-]{43}$/);
    const page = await view(path);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      locale: "es",
      canChange: true,
      visit: { appliance: "Secadora", issue: "No calienta", date: formatLongDate(date, "es"), label: "Solicitada" },
    });
    expect(page.data.visit.next).toContain("Le llamamos en menos de 30 minutos");
    // A bad change is answered in Spanish and changes nothing.
    const before = await snapshot(db);
    const bad = await post(path, { intent: "reschedule", date: "", window: "" });
    expect([bad.status, bad.data?.fieldErrors]).toEqual([
      400,
      { date: "Nueva fecha: este dato es obligatorio", window: "Elija uno de los horarios libres." },
    ]);
    expect(await snapshot(db)).toEqual(before);
    // A cancellation is confirmed in Spanish; the office still reads English.
    const answer = await post(path, { intent: "cancel", reason: "I booked by mistake" });
    expect(answer.headers.get("Location")).toBe(`${path}?done=cancelled`);
    const done = await view(`${path}?done=cancelled`);
    expect(done.data).toMatchObject({
      notice: "Su visita quedó cancelada. Le enviamos una confirmación por correo.",
      visit: { label: "Cancelada" },
    });
    const emails = await messages(id);
    expect(emails.find((e) => e.kind === "appointment-cancellation")!.subject).toBe(
      `Su visita ${id} quedó cancelada - Bayou City Appliance Repair`,
    );
    expect(emails.findLast((e) => e.recipient === "office@example.com")!.message.text).toContain(
      `Visit ${id} cancelled by the customer`,
    );
    const again = await post(path, { intent: "cancel" });
    expect([again.status, again.data?.formError]).toEqual([
      409,
      "Esta visita ya estaba cancelada, así que ya no se puede cambiar.",
    ]);
  });

  it("tells a Spanish customer in Spanish why a change is refused, and changes nothing", async () => {
    const db = get().db;
    const date = weekdayAhead(10);
    const { id, path } = await book(date, "8-10 AM", { language: "es" });
    const before = await snapshot(db);
    const same = await post(path, { intent: "reschedule", date, window: "8-10 AM" });
    expect([same.status, same.data?.formError]).toEqual([400, "Su visita ya está en ese horario. Elija otro."]);
    expect(await snapshot(db)).toEqual(before);
    // A visit under way can no longer change online.
    await db.updateTable("appointments").set({ status: "en_route" }).where("id", "=", id).execute();
    const over = await post(path, { intent: "cancel" });
    expect([over.status, over.data?.formError]).toEqual([
      409,
      "Esta visita ya no se puede cambiar en línea. Por favor llámenos al (713) 555-0147.",
    ]);
    expect((await row(id)).status).toBe("en_route");
  });

  it("tells a Spanish customer moving into a full window, in Spanish, that the time was just booked; the Evening window is named in Spanish", async () => {
    const date = weekdayAhead(11);
    const { id, path } = await book(date, "Evening (6-8 PM)", { language: "es" });
    await book(date, "12-2 PM");
    await book(date, "12-2 PM");
    await book(date, "12-2 PM");
    const refused = await post(path, { intent: "reschedule", date, window: "12-2 PM" });
    expect([refused.status, refused.data?.formError]).toEqual([
      409,
      "Alguien acaba de reservar ese horario. Por favor elija otro.",
    ]);
    expect((await row(id)).preferred_time).toBe("Evening (6-8 PM)");
    const page = await view(path);
    expect(page.data.visit.window).toBe("Noche (6-8 PM)");
    const confirmation = (await messages(id)).find((e) => e.kind === "appointment-confirmation")!;
    expect(confirmation.message.text).toContain("Noche (6-8 PM)");
    expect(confirmation.message.text).not.toContain("Evening");
    const calendar = String(confirmation.message.attachments![0]!.content).replace(/\r\n /g, "");
    expect(calendar).toContain("SUMMARY:Reparación de secadora - Bayou City Appliance Repair (agendada)");
    expect(calendar).toContain("Le llamamos en menos de 30 minutos para confirmar");
  });

  it("refuses changes within two hours of the window's start, naming the phone, while the office can still act", async () => {
    const db = get().db;
    const date = weekdayAhead(11);
    const { id } = await book(date, "2-4 PM");
    const soon = new Date(windowStart(schedulingDefaults, date, "2-4 PM").getTime() - 2 * 3_600_000 + 60_000);
    const before = await snapshot(db);
    const message = "This visit starts in less than 2 hours. Please call us at (713) 555-0147 to change it.";
    expect(
      await moveVisit(db, id, { date, window: "4-6 PM", overCapacity: false }, CUSTOMER_ACTOR, {
        emails: TEST_EMAILS,
        now: soon,
      }),
    ).toEqual({
      success: false,
      status: 409,
      message,
      refusal: "too-soon",
    });
    expect(await setVisitStatus(db, id, "cancelled", CUSTOMER_ACTOR, { emails: TEST_EMAILS, now: soon })).toEqual({
      success: false,
      status: 409,
      message,
      refusal: "too-soon",
    });
    expect(await snapshot(db)).toEqual(before);
    const earlier = new Date(soon.getTime() - 120_000);
    expect(
      (
        await moveVisit(db, id, { date, window: "4-6 PM", overCapacity: false }, CUSTOMER_ACTOR, {
          emails: TEST_EMAILS,
          now: earlier,
        })
      ).success,
    ).toBe(true);
    // The office moves and cancels at any time before the visit; the customer gets the same emails, the office no notice.
    const officeMove = await moveVisit(db, id, { date, window: "Evening (6-8 PM)", overCapacity: false }, "Pat Lee", {
      emails: TEST_EMAILS,
      now: soon,
    });
    expect(officeMove.success).toBe(true);
    expect(await setVisitStatus(db, id, "cancelled", "Pat Lee", { emails: TEST_EMAILS, now: soon })).toMatchObject({
      success: true,
    });
    const emails = await messages(id);
    const customer = emails
      .filter((e) => e.recipient === "marisol@example.com")
      .map((e) => [e.kind, e.message.attachments?.[0]?.content.match(/SEQUENCE:\d+/)?.[0] ?? null]);
    expect(customer).toEqual([
      ["appointment-confirmation", "SEQUENCE:0"],
      ["appointment-confirmation", "SEQUENCE:1"],
      ["appointment-confirmation", "SEQUENCE:2"],
      ["appointment-cancellation", "SEQUENCE:3"],
    ]);
    expect(emails.filter((e) => e.recipient === "office@example.com").map((e) => e.subject)).toEqual([
      `New appointment request ${id} - Dryer`,
      `Visit ${id} rescheduled by the customer - Dryer`,
    ]);
  });

  it("schedules the reminder for 6 PM the day before, skips it when that time has passed, and sends it once, when due, with the link", async () => {
    const db = get().db;
    const date = weekdayAhead(13);
    const at = reminderTime(schedulingDefaults, date);
    const late = await book(date, "4-6 PM", { now: new Date(at.getTime() + 60_000) });
    expect((await outbox(late.id)).map((e) => e.kind)).toEqual([
      "appointment-notification",
      "appointment-confirmation",
    ]);
    const { id, token } = await book(date, "4-6 PM", { now: new Date(at.getTime() - 1_200_000) });
    expect((await outbox(id)).filter((e) => e.kind === "reminder").map((e) => e.next_attempt_at)).toEqual([
      at.toISOString(),
    ]);

    const transport = capturing();
    // Ten minutes early: a delivery round's clock moves on while it runs, and a busy machine can take seconds.
    await deliverDueEmails(db, transport, new Date(at.getTime() - 600_000), { links: TEST_LINKS });
    const mine = () => transport.sent.filter((m) => m.text.includes(id));
    expect(
      mine()
        .map((m) => m.kind)
        .toSorted(),
    ).toEqual(["appointment-confirmation", "appointment-notification"]);
    expect(mine().find((m) => m.kind === "appointment-confirmation")!.text).toContain(
      `To reschedule or cancel this visit: ${TEST_SITE}/appointments/${token}`,
    );
    await deliverDueEmails(db, transport, at, { links: TEST_LINKS });
    await deliverDueEmails(db, transport, new Date(at.getTime() + 3_600_000), { links: TEST_LINKS });
    const reminders = mine().filter((m) => m.kind === "reminder");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain(`our technician arrives on ${formatLongDate(date)}, 4-6 PM (arrival window).`);
    expect(reminders[0]!.text).toContain(
      "The model number, if you can find it: it is on a sticker inside the door or on the back.",
    );
    expect(reminders[0]!.text).toContain(`${TEST_SITE}/appointments/${token}`);
    expect(reminders[0]!.templateParams.manage_url).toBe(`${TEST_SITE}/appointments/${token}`);
    expect((await outbox(id)).find((e) => e.kind === "reminder")!.status).toBe("sent");
  });
});
