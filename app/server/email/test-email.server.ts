import { company } from "#content/company.ts";
import type { SendResult } from "#app/domain/email/results.ts";
import type { OutboxMessage } from "./message.server.ts";
import type { EmailTransport } from "./transports.server.ts";

/** A short message that proves the configured delivery works. */
function testEmail(to: string, now = new Date()): OutboxMessage {
  const sentAt = now.toISOString();
  return {
    kind: "test",
    to,
    subject: `Test email from ${company.name}`,
    text: `This is a test email from the ${company.name} website, sent at ${sentAt}. If you can read it, email delivery works.`,
    templateParams: {
      customer_name: "Test",
      message: "Email delivery test",
      company_name: company.name,
      submission_date: sentAt,
    },
  };
}

/** Sends a test email straight through the transport (not the outbox): "Email test successful" or "Email test failed: …". */
export function sendTestEmail(transport: EmailTransport, to: string): Promise<SendResult> {
  return transport.send(testEmail(to));
}
