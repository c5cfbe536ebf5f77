import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboxMessage } from "#app/server/email/message.server.ts";
import { EMAILJS_LIB_VERSION, emailJsTransport, smtpTransport } from "#app/server/email/transports.server.ts";
import { sendTestEmail } from "#app/server/email/test-email.server.ts";
import { startEmailJsServer, startSmtpServer } from "./support/mail-servers.ts";

const message: OutboxMessage = {
  kind: "appointment-confirmation",
  to: "dana@example.com",
  subject: "Your appointment request APT-123456",
  text: "We will call you within 30 minutes to confirm your appointment.",
  templateParams: { appointment_id: "APT-123456", customer_name: "Dana Reyes" },
  attachments: [
    {
      filename: "appointment-APT-123456.ics",
      contentType: "text/calendar",
      content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
    },
  ],
};

describe("SMTP transport", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it("delivers the message with its calendar attachment and returns the spec's success message", async () => {
    const result = await smtpTransport(smtp.url, "Bookings <bookings@example.com>").send(message);
    expect(result).toEqual({ success: true, message: "Customer confirmation sent successfully" });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(["dana@example.com"]);
    expect(smtp.received[0]!.raw).toContain("Subject: Your appointment request APT-123456");
    expect(smtp.received[0]!.raw).toContain("filename=appointment-APT-123456.ics");
  });

  it("sends the test email with the spec's messages for success and failure", async () => {
    const before = smtp.received.length;
    expect(await sendTestEmail(smtpTransport(smtp.url, "bookings@example.com"), "office@example.com")).toEqual({
      success: true,
      message: "Email test successful",
    });
    expect(smtp.received.slice(before).map((m) => m.to)).toEqual([["office@example.com"]]);
    expect(smtp.received.at(-1)!.raw).toContain("Subject: Test email from Bayou City Appliance Repair");
    const failed = await sendTestEmail(
      smtpTransport("smtp://127.0.0.1:1", "bookings@example.com"),
      "office@example.com",
    );
    expect(failed.success).toBe(false);
    expect(failed.message).toMatch(/^Email test failed: .*ECONNREFUSED/);
  });

  it("reports a failure with the reason when the server cannot be reached", async () => {
    const result = await smtpTransport("smtp://127.0.0.1:1", "x@example.com").send({
      ...message,
      kind: "appointment-notification",
    });
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/^Failed to send email: .+/);
  });
});

describe("EmailJS transport", () => {
  let emailJs: Awaited<ReturnType<typeof startEmailJsServer>>;
  beforeAll(async () => {
    emailJs = await startEmailJsServer();
  });
  afterAll(() => emailJs.close());

  const transport = () =>
    emailJsTransport({
      apiUrl: emailJs.base,
      publicKey: "public-key-1",
      serviceId: "service_1",
      templateIds: {
        "appointment-notification": "template_notify",
        "appointment-confirmation": "template_confirm",
        test: "template_notify",
      },
    });

  it("posts lib_version, user_id, service_id, template_id and template_params to /api/v1.0/email/send", async () => {
    const result = await transport().send(message);
    expect(result).toEqual({ success: true, message: "Customer confirmation sent successfully" });
    expect(emailJs.requests).toHaveLength(1);
    const r = emailJs.requests[0]!;
    expect(r.method).toBe("POST");
    expect(r.url).toBe("/api/v1.0/email/send");
    expect(r.contentType).toBe("application/json");
    expect(r.body).toEqual({
      lib_version: EMAILJS_LIB_VERSION,
      user_id: "public-key-1",
      service_id: "service_1",
      template_id: "template_confirm",
      template_params: { appointment_id: "APT-123456", customer_name: "Dana Reyes", to_email: "dana@example.com" },
    });
  });

  it("treats any status but 200 as a failure naming the status", async () => {
    emailJs.state.status = 429;
    expect(await transport().send({ ...message, kind: "appointment-notification" })).toEqual({
      success: false,
      message: "Failed to send email: Email service responded with status 429 (Too Many Requests)",
    });
    emailJs.state.status = 200;
  });

  it("reports a network error as status 0", async () => {
    const down = emailJsTransport({
      apiUrl: "http://127.0.0.1:1",
      publicKey: "k",
      serviceId: "s",
      templateIds: { "appointment-notification": "a", "appointment-confirmation": "b", test: "c" },
    });
    expect((await down.send(message)).message).toBe(
      "Failed to send customer confirmation: Email service responded with status 0 (Network Error)",
    );
  });
});
