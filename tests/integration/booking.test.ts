import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { action, loader } from "#app/routes/book-online.tsx";
import { addDays, houstonTimeToUtc, todayInHouston, WEEKDAYS } from "#app/domain/time.ts";
import { bookingSchema } from "#app/domain/booking/schema.ts";
import { createAppointment } from "#app/server/appointments.server.ts";
import { setCapacity } from "#app/server/dispatch.server.ts";
import { deliverDueEmails } from "#app/server/email/outbox.server.ts";
import { createLogger } from "#app/server/logger.server.ts";
import { createRateLimiter } from "#app/server/rate-limit.server.ts";
import type { EmailTransport } from "#app/server/email/transports.server.ts";
import { describeEachEngine } from "./support/databases.ts";
import { formRequest, TEST_LINKS, TEST_SITE, testContext } from "./support/context.ts";
import { callRoute } from "./support/routes.ts";
import { bookingFormFields } from "./support/booking.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import { company } from "#content/company.ts";
import { openDayAhead } from "./support/dates.ts";

const visitDate = openDayAhead(1);
const valid = (key = crypto.randomUUID()) =>
  bookingFormFields({
    submissionKey: key,
    appliance: "Washing Machine",
    issue: "Leaking water",
    preferredDate: visitDate,
  });

const call = (fields: Record<string, string>, ctx: ReturnType<typeof testContext>) =>
  callRoute(action, formRequest("/book-online", fields), ctx);
const call2 = (request: Request, ctx: ReturnType<typeof testContext>) => callRoute(action, request, ctx);
const load = (query: string, ctx: ReturnType<typeof testContext>) =>
  callRoute(loader, new Request(`${TEST_SITE}/book-online${query}`), ctx);

/** Books a valid request and answers the stored appointment's ID. */
async function book(ctx: ReturnType<typeof testContext>, fields = valid()): Promise<string> {
  const result = await call(fields, ctx);
  expect(result.headers.get("Location")).toBe(`/book-online?confirmation=${fields.submissionKey}`);
  const row = await ctx.db
    .selectFrom("appointments")
    .select("id")
    .where("submission_key", "=", fields.submissionKey)
    .executeTakeFirstOrThrow();
  return row.id;
}

describeEachEngine("booking", (get) => {
  afterEach(() => {
    vi.useRealTimers();
  });
  // These tests book one window many times; window capacity has its own tests (scheduling.test.ts).
  beforeAll(async () => {
    for (const weekday of WEEKDAYS)
      await setCapacity(get().db, { weekday, region: "", window: "", capacity: 100 }, "test");
  });

  it("stores a valid request as pending with an APT- ID, queues both emails in the same step, and redirects", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const fields = valid();
    const result = await call(fields, ctx);
    expect(result.status).toBe(303);
    expect(result.headers.get("Location")).toBe(`/book-online?confirmation=${fields.submissionKey}`);
    const { id } = await db
      .selectFrom("appointments")
      .select("id")
      .where("submission_key", "=", fields.submissionKey)
      .executeTakeFirstOrThrow();
    expect(id).toMatch(/^APT-\d{6}$/);
    const row = await db.selectFrom("appointments").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: "Dana Reyes",
      phone: "8325550134",
      email: "dana@example.com",
      zip_code: "77006",
      appliance: "Washing Machine",
      issue: "Leaking water",
      status: "pending",
      preferred_date: visitDate,
      preferred_time: "2-4 PM",
    });
    // The reminder, when its time is still ahead, has its own tests (self-service.test.ts).
    const emails = await db
      .selectFrom("email_outbox")
      .selectAll()
      .where("appointment_id", "=", id)
      .where("kind", "!=", "reminder")
      .orderBy("id")
      .execute();
    expect(emails.map((e) => [e.kind, e.recipient, e.status])).toEqual([
      ["appointment-notification", "office@example.com", "pending"],
      ["appointment-confirmation", "dana@example.com", "pending"],
    ]);
    const notification = JSON.parse(emails[0]!.payload);
    expect(notification.subject).toBe(`[HIGH PRIORITY] New appointment request ${id} - Washing Machine`);
    expect(notification.templateParams).toMatchObject({
      priority: "HIGH",
      additional_details: "No additional details provided",
      appointment_id: id,
    });
    const confirmation = JSON.parse(emails[1]!.payload);
    expect(confirmation.text).toContain("We will call you within 30 minutes to confirm your appointment.");
    expect(confirmation.attachments[0].filename).toBe(`appointment-${id}.ics`);
    expect(ctx.woken).toBe(1);
  });

  it("books from the Spanish page: the language and the consent's Spanish words are stored, the confirmation is queued in Spanish, the office's in English", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const fields = { ...valid(), smsConsent: "yes" };
    const result = await call2(formRequest("/es/reservar", fields), ctx);
    expect(result.status).toBe(303);
    expect(result.headers.get("Location")).toBe(`/es/reservar?confirmation=${fields.submissionKey}`);
    const row = await db
      .selectFrom("appointments")
      .selectAll()
      .where("submission_key", "=", fields.submissionKey)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe("es");
    expect(row.appliance).toBe("Washing Machine");
    expect(row.sms_consent_text).toBe(uiWords.es.bookingPage.smsConsent);
    const emails = await db
      .selectFrom("email_outbox")
      .selectAll()
      .where("appointment_id", "=", row.id)
      .where("kind", "like", "appointment-%")
      .orderBy("id")
      .execute();
    const [notification, confirmation] = emails.map((e) => JSON.parse(e.payload) as { subject: string; text: string });
    expect(notification!.text).toContain("Language: Spanish");
    expect(confirmation!.subject).toBe(`Su solicitud de cita ${row.id} - ${company.name}`);
    expect(confirmation!.text).toContain("Electrodoméstico: Lavadora\nProblema: Gotea agua");

    const page = await callRoute(
      loader,
      new Request(`${TEST_SITE}/es/reservar?confirmation=${fields.submissionKey}`),
      ctx,
    );
    expect(page.data).toMatchObject({ locale: "es", path: "/es/reservar", confirmation: { id: row.id } });
  });

  it("answers a Spanish form's errors in Spanish and stores nothing", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const fields = { ...valid(), phone: "123", zipCode: "99999" };
    const result = await call2(formRequest("/es/reservar", fields), ctx);
    expect(result.status).toBe(400);
    expect(result.data.fieldErrors).toMatchObject({
      phone: "Escriba un número de teléfono válido de 10 dígitos",
      zipCode: "Lo sentimos, por ahora no damos servicio en esta zona",
    });
    expect(
      await db
        .selectFrom("appointments")
        .select("id")
        .where("submission_key", "=", fields.submissionKey)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it("creates one appointment when the same form is submitted twice", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const fields = valid();
    const [a, b] = await Promise.all([call(fields, ctx), call(fields, ctx)]);
    expect(a.headers.get("Location")).toBe(b.headers.get("Location"));
    const rows = await db
      .selectFrom("appointments")
      .select("id")
      .where("submission_key", "=", fields.submissionKey)
      .execute();
    expect(rows).toHaveLength(1);
    const again = await call(fields, ctx);
    expect(again.headers.get("Location")).toBe(a.headers.get("Location"));
  });

  it("draws a new ID when the one drawn is taken, so no two bookings share an ID", async () => {
    const { db } = get();
    const first = await createAppointment(db, bookingSchema(todayInHouston()).parse(valid()), {
      submissionKey: crypto.randomUUID(),
      officeEmail: "office@example.com",
      links: TEST_LINKS,
      newId: () => "APT-111111",
    });
    expect(first.appointment.id).toBe("APT-111111");
    const drawn = ["APT-111111", "APT-111111", "APT-222222"];
    const second = await createAppointment(db, bookingSchema(todayInHouston()).parse(valid()), {
      submissionKey: crypto.randomUUID(),
      officeEmail: "office@example.com",
      links: TEST_LINKS,
      newId: () => drawn.shift()!,
    });
    expect(second).toMatchObject({ created: true, appointment: { id: "APT-222222" } });
    expect(drawn).toEqual([]);
    const emails = await db
      .selectFrom("email_outbox")
      .select("appointment_id")
      .where("appointment_id", "in", ["APT-111111", "APT-222222"])
      .where("kind", "!=", "reminder")
      .execute();
    expect(emails).toHaveLength(4);
  });

  it("answers 400 with the field errors and the values, and stores nothing", async () => {
    const { db } = get();
    const before = (await db.selectFrom("appointments").select("id").execute()).length;
    const result = await call(
      { ...valid(), email: "dana@", zipCode: "10001", preferredDate: "2020-01-01" },
      testContext(db),
    );
    expect(result.status).toBe(400);
    expect(result.data.fieldErrors).toMatchObject({
      email: "Please enter a valid email address",
      zipCode: "Sorry, we don't currently service this area",
      preferredDate: "Please select a future date",
    });
    expect(result.data.values.name).toBe("Dana Reyes");
    expect((await db.selectFrom("appointments").select("id").execute()).length).toBe(before);
  });

  it("refuses the honeypot and the rate limit in plain words, storing nothing", async () => {
    const { db } = get();
    const before = (await db.selectFrom("appointments").select("id").execute()).length;
    const bot = await call({ ...valid(), website: "http://spam.example" }, testContext(db));
    expect(bot.status).toBe(400);
    expect(bot.data.formError).toBe(
      "Your request looked automated, so it was not sent. Please call us at (713) 555-0147.",
    );
    expect((await db.selectFrom("appointments").select("id").execute()).length).toBe(before);
    const ctx = testContext(db, { clientAddress: "10.9.9.9" });
    // Corrections of invalid input never count towards the limit.
    for (let i = 0; i < 10; i++) expect((await call({ ...valid(), name: "" }, ctx)).status).toBe(400);
    for (let i = 0; i < 5; i++) await book(ctx);
    const limited = await call(valid(), ctx);
    expect(limited.status).toBe(429);
    expect(limited.data.formError).toBe(
      "You have sent several booking requests in a short time. Please wait a few minutes, or call us at (713) 555-0147.",
    );
    expect((await db.selectFrom("appointments").select("id").execute()).length).toBe(before + 5);
  });

  it("shows the spec's failure message with the phone and keeps the values when saving fails", async () => {
    const { db } = get();
    const broken = new Proxy(db, {
      get(target, prop) {
        if (prop === "transaction")
          return () => ({
            execute: async () => {
              throw new Error("disk full");
            },
          });
        return Reflect.get(target, prop);
      },
    });
    const result = await call(valid(), testContext(broken, { rateLimiter: createRateLimiter(db) }));
    expect(result.status).toBe(500);
    expect(result.data.formError).toBe(
      "Failed to submit appointment. Please try calling us directly at (713) 555-0147.",
    );
    expect(result.data.values.email).toBe("dana@example.com");
  });

  it("keeps the booking and retries the emails when the transport fails", async () => {
    const { db } = get();
    const id = await book(testContext(db));
    let fail = true;
    const flaky: EmailTransport = {
      name: "smtp",
      delivers: true,
      send: async (m) =>
        fail
          ? { success: false, message: "Failed to send email: connection refused" }
          : { success: true, message: `${m.kind} ok` },
    };
    await deliverDueEmails(db, flaky, new Date(Date.now() + 1000));
    let rows = await db
      .selectFrom("email_outbox")
      .selectAll()
      .where("appointment_id", "=", id)
      .where("kind", "!=", "reminder")
      .execute();
    expect(
      rows.every(
        (r) =>
          r.status === "pending" && r.attempts === 1 && r.last_error === "Failed to send email: connection refused",
      ),
    ).toBe(true);
    expect(await db.selectFrom("appointments").select("status").where("id", "=", id).executeTakeFirstOrThrow()).toEqual(
      { status: "pending" },
    );
    fail = false;
    await deliverDueEmails(db, flaky, new Date(Date.now() + 10_000)); // too early for the retry
    rows = await db
      .selectFrom("email_outbox")
      .selectAll()
      .where("appointment_id", "=", id)
      .where("kind", "!=", "reminder")
      .execute();
    expect(rows.every((r) => r.status === "pending")).toBe(true);
    await deliverDueEmails(db, flaky, new Date(Date.now() + 31_000));
    rows = await db
      .selectFrom("email_outbox")
      .selectAll()
      .where("appointment_id", "=", id)
      .where("kind", "!=", "reminder")
      .execute();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["sent", 2],
      ["sent", 2],
    ]);
  });

  it("prefills from the query and shows the confirmation only to the form that made it", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const { data: prefilled } = await load(
      "?appliance=washing-machine&issue=not-draining&estimate=%24162%20-%20%24315",
      ctx,
    );
    expect(prefilled.values).toMatchObject({
      appliance: "Washing Machine",
      issue: "Not draining",
      description: "Estimated cost: $162 - $315",
    });
    expect(prefilled.submissionKey).toMatch(/^[0-9a-f-]{36}$/);
    const fields = valid();
    const id = await book(ctx, fields);
    const { data: confirmation } = await load(`?confirmation=${fields.submissionKey}`, ctx);
    expect(confirmation.confirmation).toMatchObject({ id, preferredTime: "2-4 PM" });
    const { data: guessed } = await load(`?confirmation=${crypto.randomUUID()}&appointment=${id}`, ctx);
    expect(guessed.confirmation).toBeNull();
  });

  it("drops a leading +1 or 1 as the country code and refuses any other length with the spec's message", async () => {
    const { db } = get();
    const ctx = testContext(db);
    for (const phone of ["+1 (713) 555-0199", "1-713-555-0199"]) {
      const fields = valid();
      const result = await call({ ...fields, phone }, ctx);
      expect(result.status, phone).toBe(303);
      const row = await db
        .selectFrom("appointments")
        .select("phone")
        .where("submission_key", "=", fields.submissionKey)
        .executeTakeFirstOrThrow();
      expect(row.phone).toBe("7135550199");
    }
    for (const phone of ["12345678901234", "71355501991", "0000000000", "(713) 555-019"]) {
      const result = await call({ ...valid(), phone }, ctx);
      expect(result.status, phone).toBe(400);
      expect(result.data.fieldErrors.phone, phone).toBe("Please enter a valid 10-digit phone number");
    }
  });

  it("refuses dates that are not on the calendar, in the past or beyond the horizon, and such posts do not count towards the limit", async () => {
    const { db } = get();
    const ctx = testContext(db, { clientAddress: "10.8.8.8" });
    // Friday, November 20, 2026: the horizon's last day, January 19, 2027, is an ordinary Tuesday.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(houstonTimeToUtc("2026-11-20", "12:00"));
    const before = (await db.selectFrom("appointments").select("id").execute()).length;
    const cases: [string, string][] = [
      ["2027-13-01", "Please select a future date"],
      ["2027-02-30", "Please select a future date"],
      ["2027-00-00", "Please select a future date"],
      [addDays(todayInHouston(), -1), "Please select a future date"],
      ["9999-12-31", "Please select a date within the next 60 days"],
      [addDays(todayInHouston(), 61), "Please select a date within the next 60 days"],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [preferredDate, message] of cases) {
        const result = await call({ ...valid(), preferredDate }, ctx);
        expect(result.status, preferredDate).toBe(400);
        expect(result.data.fieldErrors.preferredDate, preferredDate).toBe(message);
      }
    }
    expect((await db.selectFrom("appointments").select("id").execute()).length).toBe(before);
    expect((await call({ ...valid(), preferredDate: addDays(todayInHouston(), 60) }, ctx)).status).toBe(303);
  });

  it("refuses an issue that belongs to another appliance, and takes Other with any appliance", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const wrong = await call({ ...valid(), appliance: "Refrigerator", issue: "Not spinning" }, ctx);
    expect(wrong.status).toBe(400);
    expect(wrong.data.fieldErrors).toEqual({ issue: "Please choose an issue listed for this appliance" });
    expect((await call({ ...valid(), appliance: "Microwave", issue: "Error code on display" }, ctx)).status).toBe(303);
    const other = valid();
    expect(
      (await call({ ...other, appliance: "Ice Machine", issue: "Other", issueOther: "Makes no ice" }, ctx)).status,
    ).toBe(303);
    expect(
      await db
        .selectFrom("appointments")
        .select(["appliance", "issue"])
        .where("submission_key", "=", other.submissionKey)
        .executeTakeFirstOrThrow(),
    ).toEqual({ appliance: "Ice Machine", issue: "Makes no ice" });
  });

  it("refuses junk in every text field with a message naming the field, and stores nothing", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const before = (await db.selectFrom("appointments").select("id").execute()).length;
    const cases: [string, string, string][] = [
      ["name", "Dana\u0000Reyes", "Name contains characters we can't accept. Please type it again."],
      ["name", "Dana\r\nBcc: x@example.com", "Name contains characters we can't accept. Please type it again."],
      ["name", "Dana\u200bReyes", "Name contains characters we can't accept. Please type it again."],
      ["name", "Dana \u202eseyeR", "Name contains characters we can't accept. Please type it again."],
      ["address", "4410 Montrose\u0000 Blvd", "Address contains characters we can't accept. Please type it again."],
      ["description", "Leaks\u0000", "Description contains characters we can't accept. Please type it again."],
      ["email", '"><script>@example.com', "Please enter a valid email address"],
      ["phone", "0000000000", "Please enter a valid 10-digit phone number"],
    ];
    for (const [field, value, message] of cases) {
      const result = await call({ ...valid(), [field]: value }, ctx);
      expect(result.status, JSON.stringify(value)).toBe(400);
      expect(result.data.fieldErrors, JSON.stringify(value)).toEqual({ [field]: message });
    }
    expect((await db.selectFrom("appointments").select("id").execute()).length).toBe(before);
    // Line breaks belong in a description; Windows line ends are stored as \n.
    const fields = valid();
    expect((await call({ ...fields, description: "Leaks under the door.\r\nStarted Monday." }, ctx)).status).toBe(303);
    expect(
      await db
        .selectFrom("appointments")
        .select("description")
        .where("submission_key", "=", fields.submissionKey)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      description: "Leaks under the door.\nStarted Monday.",
    });
  });

  it("refuses what it would store differently from what was typed, in the page's language, and stores nothing", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const count = async () => (await db.selectFrom("appointments").select("id").execute()).length;
    const before = await count();
    const cases: [string, string, string, string][] = [
      ["zipCode", "770011", "Please enter a valid 5-digit ZIP code", "Escriba un código postal válido de 5 dígitos"],
      ["zipCode", "77001abc", "Please enter a valid 5-digit ZIP code", "Escriba un código postal válido de 5 dígitos"],
      ["zipCode", "x77001", "Please enter a valid 5-digit ZIP code", "Escriba un código postal válido de 5 dígitos"],
      [
        "zipCode",
        "77001' OR 1=1",
        "Please enter a valid 5-digit ZIP code",
        "Escriba un código postal válido de 5 dígitos",
      ],
      [
        "phone",
        "7a1b3c5d5e5f0g1h4i7",
        "Please enter a valid 10-digit phone number",
        "Escriba un número de teléfono válido de 10 dígitos",
      ],
      ["email", "an..n@example.com", "Please enter a valid email address", "Escriba un correo electrónico válido"],
      ["email", "ann@1.2", "Please enter a valid email address", "Escriba un correo electrónico válido"],
      [
        "name",
        "Dana\u3164Reyes",
        "Name contains characters we can't accept. Please type it again.",
        "Nombre: tiene caracteres que no podemos aceptar. Escríbalo de nuevo.",
      ],
      [
        "address",
        "4410 Montrose\u{E0041} Blvd",
        "Address contains characters we can't accept. Please type it again.",
        "Dirección: tiene caracteres que no podemos aceptar. Escríbalo de nuevo.",
      ],
    ];
    for (const [field, value, english, spanish] of cases) {
      for (const [path, message] of [
        ["/book-online", english],
        ["/es/reservar", spanish],
      ] as const) {
        const result = await call2(formRequest(path, { ...valid(), [field]: value }), ctx);
        expect(result.status, `${path} ${value}`).toBe(400);
        expect(result.data.fieldErrors, `${path} ${value}`).toEqual({ [field]: message });
      }
    }
    // A name that is not valid UTF-8 (0xC3 0x28) is refused, not stored with U+FFFD in its place.
    const body = `${new URLSearchParams({ ...valid(), name: "" }).toString().replace("name=", "name=Jos%C3%28")}`;
    const invalid = await call2(
      new Request(`${TEST_SITE}/book-online`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: TEST_SITE },
        body,
      }),
      ctx,
    );
    expect(invalid.status).toBe(400);
    expect(invalid.data.fieldErrors).toEqual({
      name: "Name contains characters we can't accept. Please type it again.",
    });
    expect(await count()).toBe(before);
  });

  it("answers a post that is not a form with 415, a broken one with 400 and a file with 400, never 500", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const post = (body: BodyInit | null, contentType?: string) =>
      call2(
        new Request(`${TEST_SITE}/book-online`, {
          method: "POST",
          body,
          headers: contentType ? { "Content-Type": contentType } : {},
        }),
        ctx,
      );
    for (const [body, type] of [
      [JSON.stringify(valid()), "application/json"],
      ["name=Dana", "text/plain"],
      ["", undefined],
    ] as const) {
      const result = await post(body, type);
      expect(result.status, String(type)).toBe(415);
      expect(result.data.formError).toBe("This address accepts form posts from our pages only.");
    }
    const broken = await post(
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nDana',
      "multipart/form-data; boundary=x",
    );
    expect(broken.status).toBe(400);
    expect(broken.data.formError).toBe("We could not read this form. Please try again from the page.");
    const multipart = new FormData();
    for (const [k, v] of Object.entries(valid())) multipart.set(k, v);
    multipart.set("name", new File(["Dana"], "name.txt"));
    const file = await call2(new Request(`${TEST_SITE}/book-online`, { method: "POST", body: multipart }), ctx);
    expect(file.status).toBe(400);
    expect(file.data.formError).toBe("This form accepts typed text only; files cannot be sent with it.");
    expect(JSON.stringify(file.data.values)).not.toContain("[object File]");
    // A real multipart form is read like an encoded one.
    const form = new FormData();
    const fields = valid();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    expect((await call2(new Request(`${TEST_SITE}/book-online`, { method: "POST", body: form }), ctx)).status).toBe(
      303,
    );
  });

  it("answers 413 to a body over 64 KB without reading it all or sending any of it back", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const huge = "x".repeat(200_000);
    const declared = await call({ ...valid(), description: huge }, ctx);
    expect(declared.status).toBe(413);
    expect(declared.data.formError).toBe(
      "This form was too large to send. Please shorten what you typed and try again, or call us at (713) 555-0147.",
    );
    expect(JSON.stringify(declared.data).length).toBeLessThan(2_000);
    // Without a Content-Length the body is counted as it arrives.
    const encoded = new TextEncoder().encode(new URLSearchParams({ ...valid(), description: huge }).toString());
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < encoded.length; i += 16_384) c.enqueue(encoded.slice(i, i + 16_384));
        c.close();
      },
    });
    const streamed = await call2(
      new Request(`${TEST_SITE}/book-online`, {
        method: "POST",
        body: stream,
        duplex: "half",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      } as RequestInit),
      ctx,
    );
    expect(streamed.status).toBe(413);
    // A value longer than any field allows, in a body under the limit, is refused and not echoed.
    const long = await call({ ...valid(), name: "y".repeat(20_000) }, ctx);
    expect(long.status).toBe(400);
    expect(long.data.fieldErrors.name).toBe("Name must be no more than 100 characters");
    expect(long.data.values.name).toBe("");
  });

  it("answers the same request sent again with its confirmation, and refuses a changed one without showing anything of the first", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const fields = valid();
    const id = await book(ctx, fields);
    const same = await call(fields, ctx);
    expect(same.headers.get("Location")).toBe(`/book-online?confirmation=${fields.submissionKey}`);
    // Another customer's booking under the same key, in either language.
    const other = {
      ...fields,
      name: "Luis Ortega",
      phone: "(281) 555-0190",
      email: "luis@example.com",
      address: "900 Heights Blvd",
      zipCode: "77008",
      preferredTime: "8-10 AM",
    };
    for (const [path, message] of [
      [
        "/book-online",
        "This form was already sent, so nothing you changed was saved. If you sent it, your confirmation email has your appointment and a link to change it. To request another visit, reload this page, or call us at (713) 555-0147.",
      ],
      [
        "/es/reservar",
        "Este formulario ya se había enviado, así que no se guardó ningún cambio. Si usted lo envió, su correo de confirmación tiene su cita y un enlace para cambiarla. Para pedir otra visita, vuelva a cargar esta página o llámenos al (713) 555-0147.",
      ],
    ] as const) {
      const refused = await callRoute(action, formRequest(path, other), ctx);
      expect(refused.status).toBe(409);
      expect(refused.headers.get("Location")).toBeNull();
      expect(refused.data.formError).toBe(message);
      const shown = JSON.stringify(refused.data);
      for (const secret of [id, "Dana", "dana@example.com", "4410 Montrose", "0134", "appointments/"])
        expect(shown).not.toContain(secret);
      expect(refused.data.values.name).toBe("Luis Ortega");
    }
    const rows = await db
      .selectFrom("appointments")
      .select(["name", "preferred_time"])
      .where("submission_key", "=", fields.submissionKey)
      .execute();
    expect(rows).toEqual([{ name: "Dana Reyes", preferred_time: "2-4 PM" }]);
  });

  it("shows the call-us message, not a blank form, and logs it when the confirmation cannot be read", async () => {
    const { db } = get();
    const logged: string[] = [];
    const logger = createLogger("silent");
    logger.error = ((_obj: unknown, msg: string) => {
      logged.push(msg);
    }) as typeof logger.error;
    const broken = new Proxy(db, {
      get: (t, p) =>
        p === "selectFrom"
          ? () => {
              throw new Error("db down");
            }
          : Reflect.get(t, p),
    });
    const page = await load(`?confirmation=${crypto.randomUUID()}`, testContext(broken, { logger }));
    expect(page.data.confirmation).toBeNull();
    expect(page.data.submissionKey).toBe("");
    expect(page.data.confirmationError).toBe(
      "We received your request, but we can't show its confirmation right now. Please don't book again: call us at (713) 555-0147 if you have not heard from us within 30 minutes.",
    );
    expect(logged).toEqual(["booking confirmation lookup failed"]);
  });
});
