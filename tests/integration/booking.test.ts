import { expect, it } from "vitest";
import { action, loader } from "~/routes/book-online";
import { addDays, todayInHouston } from "~/domain/time";
import { bookingSchema } from "~/domain/booking/schema";
import { createAppointment } from "~/server/appointments.server";
import { deliverDueEmails } from "~/server/email/outbox.server";
import type { EmailTransport } from "~/server/email/transports.server";
import { describeEachEngine } from "./support/databases";
import { formRequest, testContext, unwrap } from "./support/context";

const tomorrow = addDays(todayInHouston(), 1);
const valid = (key = crypto.randomUUID()) => ({
  submissionKey: key,
  website: "",
  name: "Dana Reyes",
  phone: "(832) 555-0134",
  email: "dana@example.com",
  address: "4410 Montrose Blvd",
  zipCode: "77006",
  appliance: "Washing Machine",
  issue: "Leaking water",
  issueOther: "",
  description: "",
  preferredDate: tomorrow,
  preferredTime: "2-4 PM",
});

const call = async (fields: Record<string, string>, ctx: ReturnType<typeof testContext>) =>
  unwrap(await action({ request: formRequest("/book-online", fields), context: ctx, params: {} } as never));

/** Books a valid request and answers the stored appointment's ID. */
async function book(ctx: ReturnType<typeof testContext>, fields = valid()): Promise<string> {
  const result = await call(fields, ctx);
  expect(result.headers.get("Location")).toBe(`/book-online?confirmation=${fields.submissionKey}`);
  const row = await ctx.db.selectFrom("appointments").select("id").where("submission_key", "=", fields.submissionKey).executeTakeFirstOrThrow();
  return row.id;
}

describeEachEngine("booking", (get) => {
  it("stores a valid request as pending with an APT- ID, queues both emails in the same step, and redirects", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const fields = valid();
    const result = await call(fields, ctx);
    expect(result.status).toBe(303);
    expect(result.headers.get("Location")).toBe(`/book-online?confirmation=${fields.submissionKey}`);
    const { id } = await db.selectFrom("appointments").select("id").where("submission_key", "=", fields.submissionKey).executeTakeFirstOrThrow();
    expect(id).toMatch(/^APT-\d{6}$/);
    const row = await db.selectFrom("appointments").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Dana Reyes", phone: "8325550134", email: "dana@example.com", zip_code: "77006", appliance: "Washing Machine", issue: "Leaking water", status: "pending", preferred_date: tomorrow, preferred_time: "2-4 PM" });
    const emails = await db.selectFrom("email_outbox").selectAll().where("appointment_id", "=", id).orderBy("id").execute();
    expect(emails.map((e) => [e.kind, e.recipient, e.status])).toEqual([
      ["appointment-notification", "office@example.com", "pending"],
      ["appointment-confirmation", "dana@example.com", "pending"],
    ]);
    const notification = JSON.parse(emails[0]!.payload);
    expect(notification.subject).toBe(`[HIGH PRIORITY] New appointment request ${id} - Washing Machine`);
    expect(notification.templateParams).toMatchObject({ priority: "HIGH", additional_details: "No additional details provided", appointment_id: id });
    const confirmation = JSON.parse(emails[1]!.payload);
    expect(confirmation.text).toContain("We will call you within 30 minutes to confirm your appointment.");
    expect(confirmation.attachments[0].filename).toBe(`appointment-${id}.ics`);
    expect(ctx.woken).toBe(1);
  });

  it("creates one appointment when the same form is submitted twice", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const fields = valid();
    const [a, b] = await Promise.all([call(fields, ctx), call(fields, ctx)]);
    expect(a.headers.get("Location")).toBe(b.headers.get("Location"));
    const rows = await db.selectFrom("appointments").select("id").where("submission_key", "=", fields.submissionKey).execute();
    expect(rows).toHaveLength(1);
    const again = await call(fields, ctx);
    expect(again.headers.get("Location")).toBe(a.headers.get("Location"));
  });

  it("draws a new ID when the one drawn is taken, so no two bookings share an ID", async () => {
    const { db } = get();
    const first = await createAppointment(db, bookingSchema(todayInHouston()).parse(valid()), { submissionKey: crypto.randomUUID(), officeEmail: "office@example.com", newId: () => "APT-111111" });
    expect(first.appointment.id).toBe("APT-111111");
    const drawn = ["APT-111111", "APT-111111", "APT-222222"];
    const second = await createAppointment(db, bookingSchema(todayInHouston()).parse(valid()), { submissionKey: crypto.randomUUID(), officeEmail: "office@example.com", newId: () => drawn.shift()! });
    expect(second).toMatchObject({ created: true, appointment: { id: "APT-222222" } });
    expect(drawn).toEqual([]);
    const emails = await db.selectFrom("email_outbox").select("appointment_id").where("appointment_id", "in", ["APT-111111", "APT-222222"]).execute();
    expect(emails).toHaveLength(4);
  });

  it("answers 400 with the field errors and the values, and stores nothing", async () => {
    const { db } = get();
    const before = (await db.selectFrom("appointments").select("id").execute()).length;
    const result = await call({ ...valid(), email: "dana@", zipCode: "10001", preferredDate: "2020-01-01" }, testContext(db));
    expect(result.status).toBe(400);
    expect(result.data.errors).toMatchObject({ email: "Please enter a valid email address", zipCode: "Sorry, we don't currently service this area", preferredDate: "Please select a future date" });
    expect(result.data.values.name).toBe("Dana Reyes");
    expect((await db.selectFrom("appointments").select("id").execute()).length).toBe(before);
  });

  it("refuses the honeypot and the rate limit in plain words, storing nothing", async () => {
    const { db } = get();
    const before = (await db.selectFrom("appointments").select("id").execute()).length;
    const bot = await call({ ...valid(), website: "http://spam.example" }, testContext(db));
    expect(bot.status).toBe(400);
    expect(bot.data.formError).toBe("Your request looked automated, so it was not sent. Please call us at (713) 555-0147 to book.");
    expect((await db.selectFrom("appointments").select("id").execute()).length).toBe(before);
    const ctx = testContext(db, { clientAddress: "10.9.9.9" });
    // Corrections of invalid input never count towards the limit.
    for (let i = 0; i < 10; i++) expect((await call({ ...valid(), name: "" }, ctx)).status).toBe(400);
    for (let i = 0; i < 5; i++) await book(ctx);
    const limited = await call(valid(), ctx);
    expect(limited.status).toBe(429);
    expect(limited.data.formError).toBe("You have sent several booking requests in a short time. Please wait a few minutes, or call us at (713) 555-0147.");
    expect((await db.selectFrom("appointments").select("id").execute()).length).toBe(before + 5);
  });

  it("shows the spec's failure message with the phone and keeps the values when saving fails", async () => {
    const { db } = get();
    const broken = new Proxy(db, {
      get(target, prop) {
        if (prop === "transaction") return () => ({ execute: async () => { throw new Error("disk full"); } });
        return Reflect.get(target, prop);
      },
    });
    const result = await call(valid(), testContext(broken));
    expect(result.status).toBe(500);
    expect(result.data.formError).toBe("Failed to submit appointment. Please try calling us directly at (713) 555-0147.");
    expect(result.data.values.email).toBe("dana@example.com");
  });

  it("keeps the booking and retries the emails when the transport fails", async () => {
    const { db } = get();
    const id = await book(testContext(db));
    let fail = true;
    const flaky: EmailTransport = {
      name: "smtp",
      delivers: true,
      send: async (m) => (fail ? { success: false, message: "Failed to send email: connection refused" } : { success: true, message: `${m.kind} ok` }),
    };
    await deliverDueEmails(db, flaky, new Date(Date.now() + 1000));
    let rows = await db.selectFrom("email_outbox").selectAll().where("appointment_id", "=", id).execute();
    expect(rows.every((r) => r.status === "pending" && r.attempts === 1 && r.last_error === "Failed to send email: connection refused")).toBe(true);
    expect(await db.selectFrom("appointments").select("status").where("id", "=", id).executeTakeFirstOrThrow()).toEqual({ status: "pending" });
    fail = false;
    await deliverDueEmails(db, flaky, new Date(Date.now() + 10_000)); // too early for the retry
    rows = await db.selectFrom("email_outbox").selectAll().where("appointment_id", "=", id).execute();
    expect(rows.every((r) => r.status === "pending")).toBe(true);
    await deliverDueEmails(db, flaky, new Date(Date.now() + 31_000));
    rows = await db.selectFrom("email_outbox").selectAll().where("appointment_id", "=", id).execute();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([["sent", 2], ["sent", 2]]);
  });

  it("prefills from the query and shows the confirmation only to the form that made it", async () => {
    const { db } = get();
    const ctx = testContext(db);
    const prefilled = await loader({ request: new Request("http://localhost:3000/book-online?appliance=washing-machine&issue=not-draining&estimate=%24162%20-%20%24315"), context: ctx, params: {} } as never);
    expect(prefilled.values).toMatchObject({ appliance: "Washing Machine", issue: "Not draining", description: "Estimated cost: $162 - $315" });
    expect(prefilled.submissionKey).toMatch(/^[0-9a-f-]{36}$/);
    const fields = valid();
    const id = await book(ctx, fields);
    const confirmation = await loader({ request: new Request(`http://localhost:3000/book-online?confirmation=${fields.submissionKey}`), context: ctx, params: {} } as never);
    expect(confirmation.confirmation).toMatchObject({ id, preferredTime: "2-4 PM" });
    const guessed = await loader({ request: new Request(`http://localhost:3000/book-online?confirmation=${crypto.randomUUID()}&appointment=${id}`), context: ctx, params: {} } as never);
    expect(guessed.confirmation).toBeNull();
  });
});
