import type { Transaction } from "kysely";
import type { DB } from "../db.server";
import type { Database } from "../db-types.server";
import type { OutboxMessage } from "./message.server";
import type { EmailTransport } from "./transports.server";

export const MAX_ATTEMPTS = 8;

/** pending → sending → sent; failures go back to pending, then failed; the log transport leaves logged. */
export type OutboxStatus = "pending" | "sending" | "sent" | "logged" | "failed";

/** Delay before the next try after `attempts` failures: 30 s, 1 min, 2 min, … capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

type Executor = DB | Transaction<Database>;

export async function enqueueEmail(db: Executor, message: OutboxMessage, appointmentId: string | null, now = new Date()): Promise<void> {
  await db
    .insertInto("email_outbox")
    .values({
      kind: message.kind,
      recipient: message.to,
      subject: message.subject,
      payload: JSON.stringify(message),
      appointment_id: appointmentId,
      status: "pending",
      attempts: 0,
      last_error: null,
      next_attempt_at: now.toISOString(),
      sent_at: null,
      created_at: now.toISOString(),
    })
    .execute();
}

export interface DeliveryReport {
  sent: number;
  logged: number;
  failed: number;
}

/**
 * Sends every due email once. A failure is recorded with its message and retried later with a
 * growing delay; after MAX_ATTEMPTS the email is marked failed and waits for the office to resend.
 */
export async function deliverDueEmails(db: DB, transport: EmailTransport, now = new Date()): Promise<DeliveryReport> {
  const due = await db
    .selectFrom("email_outbox")
    .selectAll()
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now.toISOString())
    .orderBy("id")
    .limit(20)
    .execute();
  const report: DeliveryReport = { sent: 0, logged: 0, failed: 0 };
  for (const row of due) {
    // Claim the row so that a second worker does not send it too.
    const claimed = await db
      .updateTable("email_outbox")
      .set({ status: "sending" })
      .where("id", "=", row.id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const message = JSON.parse(row.payload) as OutboxMessage;
    const result = await transport.send(message).catch((error: unknown) => ({
      success: false,
      message: error instanceof Error ? error.message : "Unknown error",
    }));
    const attempts = row.attempts + 1;
    if (result.success) {
      await db
        .updateTable("email_outbox")
        .set({ status: transport.delivers ? "sent" : "logged", attempts, last_error: null, sent_at: transport.delivers ? new Date().toISOString() : null })
        .where("id", "=", row.id)
        .execute();
      if (transport.delivers) report.sent += 1;
      else report.logged += 1;
    } else {
      await db
        .updateTable("email_outbox")
        .set({
          status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
          attempts,
          last_error: result.message,
          next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
        })
        .where("id", "=", row.id)
        .execute();
      report.failed += 1;
    }
  }
  return report;
}

/** Puts an email back in the queue to be sent at once (the office's "send again"). */
export async function requeueEmail(db: DB, id: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("email_outbox")
    .set({ status: "pending", next_attempt_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "in", ["failed", "pending", "sent", "logged"] satisfies OutboxStatus[])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Rows left in "sending" by a process that stopped mid-send go back to the queue. */
export async function releaseStuckEmails(db: DB): Promise<void> {
  await db.updateTable("email_outbox").set({ status: "pending" }).where("status", "=", "sending").execute();
}
