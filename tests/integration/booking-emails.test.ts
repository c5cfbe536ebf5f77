import { afterAll, beforeAll, expect, it } from "vitest";
import { action } from "#app/routes/book-online.tsx";
import { formatLongDate } from "#app/domain/time.ts";
import { deliverDueEmails, requeueEmail } from "#app/server/email/outbox.server.ts";
import {
  EMAILJS_LIB_VERSION,
  emailJsTransport,
  logTransport,
  smtpTransport,
} from "#app/server/email/transports.server.ts";
import { createLogger } from "#app/server/logger.server.ts";
import { manageLinkFor } from "#app/server/manage-links.server.ts";
import { describeEachEngine } from "./support/databases.ts";
import { formRequest, TEST_SITE, testContext } from "./support/context.ts";
import { callRoute } from "./support/routes.ts";
import { startEmailJsServer, startSmtpServer } from "./support/mail-servers.ts";
import { openDayAhead } from "./support/dates.ts";

const visitDate = openDayAhead(1);
// Emails go out several at a time, so they may arrive in either order: the office's first here.
const officeFirst =
  <T>(to: (m: T) => string) =>
  (a: T, b: T) =>
    Number(to(b) === "office@example.com") - Number(to(a) === "office@example.com");
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let emailJs: Awaited<ReturnType<typeof startEmailJsServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  emailJs = await startEmailJsServer();
});
afterAll(async () => {
  await smtp.close();
  await emailJs.close();
});

describeEachEngine("a booking's emails", (get) => {
  async function book(fields: Record<string, string> = {}) {
    const submissionKey = crypto.randomUUID();
    const { db } = get();
    const request = formRequest("/book-online", {
      submissionKey,
      website: "",
      name: "Ana Torres",
      phone: "7135550188",
      email: `ana.${submissionKey.slice(0, 8)}@example.com`,
      address: "2100 Yale St",
      zipCode: "77008",
      appliance: "Dishwasher",
      issue: "Not draining",
      issueOther: "",
      description: "",
      preferredDate: visitDate,
      preferredTime: "8-10 AM",
      ...fields,
    });
    const ctx = testContext(db);
    expect((await callRoute(action, request, ctx)).status).toBe(303);
    const row = await db
      .selectFrom("appointments")
      .selectAll()
      .where("submission_key", "=", submissionKey)
      .executeTakeFirstOrThrow();
    return { ...row, links: { siteUrl: TEST_SITE, secret: ctx.env.SESSION_SECRET } };
  }

  // The reminder waits for its time (self-service.test.ts follows it).
  const outboxOf = (id: string) =>
    get()
      .db.selectFrom("email_outbox")
      .selectAll()
      .where("appointment_id", "=", id)
      .where("kind", "!=", "reminder")
      .orderBy("id")
      .execute();

  it("are delivered through SMTP: the office's notification and the customer's confirmation with its calendar file", async () => {
    const appointment = await book();
    const before = smtp.received.length;
    const report = await deliverDueEmails(
      get().db,
      smtpTransport(smtp.url, "Bookings <bookings@example.com>"),
      new Date(Date.now() + 1000),
      {
        links: appointment.links,
      },
    );
    expect(report.failed).toBe(0);
    const mails = smtp.received
      .slice(before)
      .filter((m) => m.raw.includes(appointment.id))
      .toSorted(officeFirst((m: { to: string[] }) => m.to[0]!));
    expect(mails.map((m) => m.to)).toEqual([["office@example.com"], [appointment.email]]);
    expect(mails[0]!.raw).toContain(`Subject: New appointment request ${appointment.id} - Dishwasher`);
    expect(mails[0]!.raw).toContain("Details: No additional details provided");
    expect(mails[0]!.raw).toContain("Priority: NORMAL");
    expect(mails[1]!.raw).toContain(`Subject: Your appointment request ${appointment.id}`);
    // Quoted-printable bodies wrap long lines with soft breaks ("=" at a line end).
    const confirmation = mails[1]!.raw.replace(/=\r?\n/g, "");
    expect(confirmation).toContain("We will call you within 30 minutes to confirm your appointment.");
    expect(confirmation).toContain("Every repair comes with our 90-day warranty on parts and labor.");
    expect(confirmation).toContain(`Booked: ${formatLongDate(visitDate)}, 8-10 AM (arrival window)`);
    expect(confirmation).toContain(
      `To reschedule or cancel this visit: ${TEST_SITE}${manageLinkFor(appointment, appointment.links.secret)}`,
    );
    expect(mails[1]!.raw).toContain(`filename=appointment-${appointment.id}.ics`);
    expect((await outboxOf(appointment.id)).map((e) => [e.status, e.attempts])).toEqual([
      ["sent", 1],
      ["sent", 1],
    ]);
  });

  it("fill the manage link only where their template puts it, never where a customer typed something like its slot", async () => {
    const typed = "{{manage_link}}";
    const appointment = await book({
      name: `Ana ${typed} Torres`,
      address: `2100 Yale St ${typed}`,
      description: `Call first ${typed}`,
      preferredTime: "10 AM-12 PM",
    });
    const before = smtp.received.length;
    await deliverDueEmails(get().db, smtpTransport(smtp.url, "bookings@example.com"), new Date(Date.now() + 1000), {
      links: appointment.links,
    });
    const link = `${TEST_SITE}${manageLinkFor(appointment, appointment.links.secret)}`;
    const mails = smtp.received
      .slice(before)
      .filter((m) => m.raw.includes(appointment.id))
      .toSorted(officeFirst((m: { to: string[] }) => m.to[0]!))
      .map((m) => m.raw.replace(/=\r?\n/g, "").replaceAll("=3D", "="));
    expect(mails).toHaveLength(2);
    const [office, customer] = mails as [string, string];
    expect(office).not.toContain(link.slice(TEST_SITE.length));
    expect(office).toContain(`Ana ${typed} Torres`);
    expect(office).toContain(`Call first ${typed}`);
    expect(customer.split(link)).toHaveLength(2);
    expect(customer).toContain(`To reschedule or cancel this visit: ${link}`);
  });

  it("fill the one fixed slot of customer emails queued before slots were random, and not the office's", async () => {
    const appointment = await book({ preferredTime: "4-6 PM" });
    const { db } = get();
    const now = new Date().toISOString();
    const queuedBefore = (kind: "reminder" | "appointment-notification", to: string) => ({
      channel: "email" as const,
      kind,
      recipient: to,
      subject: `Queued before ${appointment.id}`,
      payload: JSON.stringify({
        kind,
        to,
        subject: `Queued before ${appointment.id}`,
        text: "Manage: {{manage_link}}",
        templateParams: {},
      }),
      appointment_id: appointment.id,
      status: "pending" as const,
      attempts: 0,
      last_error: null,
      next_attempt_at: now,
      sent_at: null,
      created_at: now,
    });
    await db
      .insertInto("email_outbox")
      .values([
        queuedBefore("reminder", appointment.email),
        queuedBefore("appointment-notification", "office@example.com"),
      ])
      .execute();
    const before = smtp.received.length;
    await deliverDueEmails(db, smtpTransport(smtp.url, "bookings@example.com"), new Date(Date.now() + 1000), {
      links: appointment.links,
    });
    const sent = smtp.received.slice(before).filter((m) => m.raw.includes(`Queued before ${appointment.id}`));
    const textTo = (to: string) => sent.find((m) => m.to[0] === to)!.raw.replace(/=\r?\n/g, "");
    expect(textTo(appointment.email)).toContain(
      `Manage: ${TEST_SITE}${manageLinkFor(appointment, appointment.links.secret)}`,
    );
    expect(textTo("office@example.com")).toContain("Manage: {{manage_link}}");
  });

  it("are delivered through the EmailJS call with the spec's fields and every template parameter", async () => {
    const appointment = await book({
      issue: "Other",
      issueOther: "Smells of gas near the door",
      description: "Started after a power cut",
    });
    const before = emailJs.requests.length;
    const transport = emailJsTransport({
      apiUrl: emailJs.base,
      publicKey: "public-key-1",
      serviceId: "service_1",
      templateIds: {
        "appointment-notification": "template_notify",
        "appointment-confirmation": "template_confirm",
        test: "template_notify",
      },
    });
    await deliverDueEmails(get().db, transport, new Date(Date.now() + 1000));
    const sent = emailJs.requests
      .slice(before)
      .filter((r) => r.body.template_params.appointment_id === appointment.id)
      .toSorted(
        officeFirst((r: { body: { template_params: { to_email: string } } }) => r.body.template_params.to_email),
      );
    expect(
      sent.map((r) => [r.method, r.url, r.body.lib_version, r.body.user_id, r.body.service_id, r.body.template_id]),
    ).toEqual([
      ["POST", "/api/v1.0/email/send", EMAILJS_LIB_VERSION, "public-key-1", "service_1", "template_notify"],
      ["POST", "/api/v1.0/email/send", EMAILJS_LIB_VERSION, "public-key-1", "service_1", "template_confirm"],
    ]);
    expect(sent[0]!.body.template_params).toMatchObject({
      customer_name: "Ana Torres",
      customer_phone: "(713) 555-0188",
      customer_email: appointment.email,
      customer_address: "2100 Yale St",
      zip_code: "77008",
      appliance: "Dishwasher",
      issue: "Smells of gas near the door",
      additional_details: "Started after a power cut",
      preferred_date: formatLongDate(visitDate),
      preferred_time: "8-10 AM",
      priority: "HIGH",
      service_type: "Dishwasher Repair",
      service_area: "Houston (Houston Metro)",
      full_address: "2100 Yale St, 77008",
      customer_info: `Ana Torres | (713) 555-0188 | ${appointment.email}`,
      to_email: "office@example.com",
    });
    expect(sent[1]!.body.template_params).toMatchObject({
      to_email: appointment.email,
      appointment_id: appointment.id,
      callback_message: "We will call you within 30 minutes to confirm your appointment.",
    });
  });

  it("stay in the outbox as logged with the log transport, and go out once the office sends them again", async () => {
    const appointment = await book();
    const { db } = get();
    await deliverDueEmails(db, logTransport(createLogger("silent")), new Date(Date.now() + 1000));
    const logged = await outboxOf(appointment.id);
    expect(logged.map((e) => [e.status, e.sent_at])).toEqual([
      ["logged", null],
      ["logged", null],
    ]);
    for (const e of logged) expect(await requeueEmail(db, e.id)).toBe(true);
    const before = smtp.received.length;
    await deliverDueEmails(db, smtpTransport(smtp.url, "bookings@example.com"), new Date(Date.now() + 1000));
    expect(smtp.received.slice(before).filter((m) => m.raw.includes(appointment.id))).toHaveLength(2);
    expect((await outboxOf(appointment.id)).map((e) => e.status)).toEqual(["sent", "sent"]);
  });
});
