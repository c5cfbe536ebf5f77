import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboxMessage } from "~/server/email/message.server";
import { EMAILJS_LIB_VERSION, emailJsTransport, smtpTransport } from "~/server/email/transports.server";

const message: OutboxMessage = {
  kind: "appointment-confirmation",
  to: "dana@example.com",
  subject: "Your appointment request APT-123456",
  text: "We will call you within 30 minutes to confirm your appointment.",
  templateParams: { appointment_id: "APT-123456", customer_name: "Dana Reyes" },
  attachments: [{ filename: "appointment-APT-123456.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" }],
};

describe("SMTP transport", () => {
  const received: { to: string[]; raw: string }[] = [];
  let smtp: SMTPServer;
  let port = 0;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

  it("delivers the message with its calendar attachment and returns the spec's success message", async () => {
    const result = await smtpTransport(`smtp://127.0.0.1:${port}`, "Bookings <bookings@example.com>").send(message);
    expect(result).toEqual({ success: true, message: "Customer confirmation sent successfully" });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(["dana@example.com"]);
    expect(received[0]!.raw).toContain("Subject: Your appointment request APT-123456");
    expect(received[0]!.raw).toContain('filename=appointment-APT-123456.ics');
  });

  it("reports a failure with the reason when the server cannot be reached", async () => {
    const result = await smtpTransport("smtp://127.0.0.1:1", "x@example.com").send({ ...message, kind: "appointment-notification" });
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/^Failed to send email: .+/);
  });
});

describe("EmailJS transport", () => {
  let server: Server;
  let base = "";
  let requests: { method: string; url: string; contentType: string; body: any }[] = [];
  let answer = 200;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        requests.push({ method: req.method!, url: req.url!, contentType: req.headers["content-type"] ?? "", body: JSON.parse(body) });
        res.statusCode = answer;
        res.end(answer === 200 ? "OK" : "Limit reached");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const transport = () =>
    emailJsTransport({
      apiUrl: base,
      publicKey: "public-key-1",
      serviceId: "service_1",
      templateIds: { "appointment-notification": "template_notify", "appointment-confirmation": "template_confirm", test: "template_notify" },
    });

  it("posts lib_version, user_id, service_id, template_id and template_params to /api/v1.0/email/send", async () => {
    requests = [];
    answer = 200;
    const result = await transport().send(message);
    expect(result).toEqual({ success: true, message: "Customer confirmation sent successfully" });
    expect(requests).toHaveLength(1);
    const r = requests[0]!;
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
    answer = 429;
    expect(await transport().send({ ...message, kind: "appointment-notification" })).toEqual({
      success: false,
      message: "Failed to send email: Email service responded with status 429 (Too Many Requests)",
    });
    answer = 200;
  });

  it("reports a network error as status 0", async () => {
    const down = emailJsTransport({ apiUrl: "http://127.0.0.1:1", publicKey: "k", serviceId: "s", templateIds: { "appointment-notification": "a", "appointment-confirmation": "b", test: "c" } });
    expect((await down.send(message)).message).toBe("Failed to send customer confirmation: Email service responded with status 0 (Network Error)");
  });
});
