import { afterAll, beforeAll, expect, it } from "vitest";
import type { DB } from "#app/server/db.server.ts";
import { deliverDueEmails, enqueueEmail } from "#app/server/email/outbox.server.ts";
import type { OutboxMessage } from "#app/server/email/message.server.ts";
import { smtpTransport } from "#app/server/email/transports.server.ts";
import { describeEachEngine } from "./support/databases.ts";
import { startSmtpServer } from "./support/mail-servers.ts";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

const message = (to: string): OutboxMessage => ({
  kind: "appointment-confirmation",
  to,
  subject: `Test ${to}`,
  text: "Hello",
  templateParams: {},
});

async function queue(db: DB, tag: string, count: number): Promise<string[]> {
  const recipients = Array.from({ length: count }, (_, i) => `${tag}-${i}@example.com`);
  for (const to of recipients) await enqueueEmail(db, message(to), null, new Date(Date.now() - 1000));
  return recipients;
}

describeEachEngine("the outbox draining a backlog", (get) => {
  it("delivers a backlog of 1,760 emails to a real SMTP server in well under a minute", async () => {
    const { db, engine } = get();
    await db.updateTable("email_outbox").set({ status: "failed" }).where("status", "=", "pending").execute();
    const recipients = await queue(db, `backlog-${engine}`, 1760);
    const transport = smtpTransport(smtp.url, "bookings@example.com");
    const before = smtp.received.length;
    const started = Date.now();
    const report = await deliverDueEmails(db, transport);
    const seconds = (Date.now() - started) / 1000;
    await transport.close?.();
    expect(report).toEqual({ sent: 1760, logged: 0, failed: 0, skipped: 0 });
    const received = smtp.received.slice(before).flatMap((m) => m.to);
    expect(received.toSorted()).toEqual(recipients.toSorted());
    expect(seconds).toBeLessThan(60);
    console.log(`outbox backlog [${engine}]: 1760 emails in ${seconds.toFixed(1)} s (${Math.round(1760 / seconds)}/s)`);
  }, 90_000);
});
