import { randomBytes, randomUUID } from "node:crypto";
import type { Selectable, Transaction } from "kysely";
import { company } from "#content/company.ts";
import type { SendResult } from "#app/domain/email/results.ts";
import { UNSUBSCRIBED_CODE } from "#app/domain/sms/provider-errors.ts";
import { TEXT_NAMES, type TextKind, WITHHELD_REASONS } from "#app/domain/sms/texts.ts";
import { type DB, engineOfDb } from "../db.server.ts";
import type { Database, EmailOutboxTable } from "../db-types.server.ts";
import { isOptedOut, optOut } from "../sms/opt-outs.server.ts";
import type { SmsTransport, TextMessage, TextSendResult } from "../sms/transports.server.ts";
import { type ManageLinkSettings, manageLinkFor } from "../manage-links.server.ts";
import type { OutboxMessage } from "./message.server.ts";
import type { EmailTransport } from "./transports.server.ts";

export const MAX_ATTEMPTS = 8;

/**
 * pending → sending (claimed, with a lease) → sent; failures go back to pending, then failed (at
 * once when the SMS provider says the number itself cannot get it); the log transport leaves
 * logged; a text to a number that has opted out is skipped.
 */
export type OutboxStatus = "pending" | "sending" | "sent" | "logged" | "failed" | "skipped";

/** The outbox carries emails and text messages alike (docs/decisions/0055-texts-in-the-email-outbox.md). */
export type OutboxChannel = "email" | "sms";

export const OPTED_OUT_ERROR = "Not sent: the number has opted out of texts (STOP)";

/** Delay before the next try after `attempts` failures: 30 s, 1 min, 2 min, … capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

type Executor = DB | Transaction<Database>;

/** Queues an email, sent as soon as possible or, with `sendAt`, not before then (a reminder). */
export async function enqueueEmail(
  db: Executor,
  message: OutboxMessage,
  appointmentId: string | null,
  now = new Date(),
  sendAt: Date = now,
): Promise<void> {
  await db
    .insertInto("email_outbox")
    .values({
      channel: "email",
      kind: message.kind,
      recipient: message.to,
      subject: message.subject,
      payload: JSON.stringify({ ...message, manageLinkSlot: message.manageLinkSlot ?? null }),
      appointment_id: appointmentId,
      status: "pending",
      attempts: 0,
      last_error: null,
      next_attempt_at: sendAt.toISOString(),
      sent_at: null,
      created_at: now.toISOString(),
    })
    .execute();
}

/** Queues a text to an E.164 number, due at once or at `sendAt` (a reminder), with the slot its body holds for the manage link. */
export async function enqueueText(
  db: Executor,
  message: TextMessage,
  appointmentId: string | null,
  options: { now?: Date; sendAt?: Date; manageLinkSlot?: string | null } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  await db
    .insertInto("email_outbox")
    .values({
      channel: "sms",
      kind: message.kind,
      recipient: message.to,
      subject: "",
      payload: JSON.stringify({ ...message, manageLinkSlot: options.manageLinkSlot ?? null }),
      appointment_id: appointmentId,
      status: "pending",
      attempts: 0,
      last_error: null,
      next_attempt_at: (options.sendAt ?? now).toISOString(),
      sent_at: null,
      created_at: now.toISOString(),
    })
    .execute();
}

export interface DeliveryReport {
  sent: number;
  logged: number;
  failed: number;
  /** Texts not sent because their number had opted out. */
  skipped: number;
}

export interface DeliveryOptions {
  /** Builds the manage links the emails carry only as a slot (the worker passes the server's settings). */
  links?: ManageLinkSettings;
  /** How many emails are sent at the same time. */
  concurrency?: number;
  /** How long one send may take before it counts as failed. */
  timeoutMs?: number;
  /** Checked before each claim: true stops taking new emails (shutdown). */
  stopping?: () => boolean;
  /** Sends the texts; without it, texts stay queued. */
  sms?: SmsTransport;
}

export const DEFAULT_SEND_TIMEOUT_MS = 20_000;
export const DEFAULT_CONCURRENCY = 8;

/**
 * A claimed email belongs to its worker until the lease ends. The lease outlasts a send's time
 * limit several times over, so a live worker always finishes first; a crashed worker's emails are
 * taken by another worker once it has ended.
 */
export function leaseMs(timeoutMs: number): number {
  return 4 * timeoutMs;
}

type OutboxRow = Selectable<EmailOutboxTable>;

/** Takes one due email for this worker: pending and due, or left "sending" by a worker whose lease ended. */
async function claimOne(db: DB, now: Date, lease: number, channels: OutboxChannel[]): Promise<OutboxRow | undefined> {
  const nowIso = now.toISOString();
  let due = db
    .selectFrom("email_outbox")
    .select("id")
    .where("channel", "in", channels)
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", nowIso)]),
        eb.and([eb("status", "=", "sending"), eb.or([eb("lease_until", "is", null), eb("lease_until", "<", nowIso)])]),
      ]),
    )
    .orderBy("id")
    .limit(1);
  // PostgreSQL: rows another worker is claiming right now are skipped, not waited for. SQLite runs one write at a time.
  if (engineOfDb(db) === "postgres") due = due.forUpdate().skipLocked();
  return db
    .updateTable("email_outbox")
    .set({ status: "sending", lease_until: new Date(now.getTime() + lease).toISOString(), claim_token: randomUUID() })
    .where("id", "=", due)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The transports end a silent connection after `timeoutMs` themselves; this outer limit, twice as
 * long, only guards against a transport that never settles. Cutting a slow send that is still
 * progressing would risk the email arriving and then being sent again.
 */
function withTimeout(send: Promise<SendResult>, timeoutMs: number, what: string): Promise<SendResult> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<SendResult>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          success: false,
          message: `Failed to send ${what}: no answer within ${Math.round(timeoutMs / 1000)} s`,
        }),
      timeoutMs,
    );
  });
  return Promise.race([send, timedOut]).finally(() => clearTimeout(timer));
}

/**
 * Where an email or a text shows a visit's manage link, the outbox stores a slot instead, so that
 * the database never holds a working link; the link is derived again when it is sent. Each message
 * gets its own random slot, stored beside it, and only that slot is filled: a customer who types
 * something like a slot into a name or an address sees it printed as typed, never made a link.
 */
export function newManageLinkSlot(): string {
  return `{{manage_link:${randomBytes(16).toString("base64url")}}}`;
}

/** The one slot of messages queued before slots were random; the office's copies never held it but by a customer's hand. */
const FIXED_MANAGE_LINK_SLOT = "{{manage_link}}";

/** What the outbox keeps of a message besides its words: the slot its template put the manage link in. */
interface SlotField {
  manageLinkSlot?: string | null;
}

function slotOf(row: OutboxRow, stored: SlotField): string | null {
  if ("manageLinkSlot" in stored) return stored.manageLinkSlot ?? null;
  return row.kind === "appointment-notification" ? null : FIXED_MANAGE_LINK_SLOT;
}

async function manageUrlOf(
  db: DB,
  appointmentId: string | null,
  links: ManageLinkSettings | undefined,
): Promise<string | null> {
  if (!appointmentId || !links) return null;
  const row = await db
    .selectFrom("appointments")
    .select(["id", "manage_nonce", "language"])
    .where("id", "=", appointmentId)
    .executeTakeFirst();
  const path = row ? manageLinkFor(row, links.secret) : null;
  return path ? `${links.siteUrl}${path}` : null;
}

/** Fills in the manage link; without one (the visit is gone), the phone number is given instead. */
function fillManageLink(text: string, slot: string, url: string | null): string {
  return text.replaceAll(slot, url ?? `call us at ${company.phone}`);
}

function withManageLink(message: OutboxMessage, slot: string, url: string | null): OutboxMessage {
  const fill = (text: string) => fillManageLink(text, slot, url);
  return {
    ...message,
    text: fill(message.text),
    templateParams: Object.fromEntries(Object.entries(message.templateParams).map(([k, v]) => [k, fill(v)])),
  };
}

/**
 * Sends every due email (and, given `options.sms`, every due text), several at a time. A failure is
 * recorded with its message and retried later with a growing delay; after MAX_ATTEMPTS the email is marked failed and waits for the
 * office to resend. Only the worker holding an email's claim records its outcome.
 */
export async function deliverDueEmails(
  db: DB,
  transport: EmailTransport,
  now = new Date(),
  options: DeliveryOptions = {},
): Promise<DeliveryReport> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;
  const lease = leaseMs(timeoutMs);
  const report: DeliveryReport = { sent: 0, logged: 0, failed: 0, skipped: 0 };
  // The clock moves on during a long round; emails are due against the caller's "now" shifted by the time spent.
  const started = Date.now();
  const clock = () => new Date(now.getTime() + (Date.now() - started));

  const channels: OutboxChannel[] = options.sms ? ["email", "sms"] : ["email"];

  const attempt = (sending: Promise<SendResult>, what: string) =>
    withTimeout(
      sending.catch((error: unknown) => ({
        success: false,
        message: error instanceof Error ? error.message : "Unknown error",
      })),
      2 * timeoutMs,
      what,
    );
  /** Sends one claimed row through its channel's transport. */
  const send = async (
    row: OutboxRow,
    sms: SmsTransport | undefined,
  ): Promise<{ result: TextSendResult; delivers: boolean } | "skipped"> => {
    const stored = JSON.parse(row.payload) as (OutboxMessage | TextMessage) & SlotField;
    const slot = slotOf(row, stored);
    const withSlot = slot !== null && row.payload.includes(slot);
    const url = withSlot ? await manageUrlOf(db, row.appointment_id, options.links) : null;
    if (row.channel === "sms" && sms) {
      // Checked at send time: a STOP that arrived after the text was queued still stops it.
      if (await isOptedOut(db, row.recipient)) return "skipped";
      const { manageLinkSlot: _, ...text } = stored as TextMessage & SlotField;
      const body = withSlot ? fillManageLink(text.body, slot, url) : text.body;
      return { result: await attempt(sms.send({ ...text, body }), "text"), delivers: sms.delivers };
    }
    const { manageLinkSlot: _, ...email } = stored as OutboxMessage;
    const identified: OutboxMessage = { ...email, messageId: `outbox-${row.id}-${Date.parse(row.created_at)}` };
    const message = withSlot ? withManageLink(identified, slot, url) : identified;
    return { result: await attempt(transport.send(message), "email"), delivers: transport.delivers };
  };

  const lane = async () => {
    // Each lane claims, sends and records one message after another; the lanes run side by side.
    /* oxlint-disable no-await-in-loop */
    while (!options.stopping?.()) {
      const row = await claimOne(db, clock(), lease, channels);
      if (!row) return;
      const outcome = await send(row, options.sms);
      const mine = db.updateTable("email_outbox").where("id", "=", row.id).where("claim_token", "=", row.claim_token);
      if (outcome === "skipped") {
        const skipped = await mine
          .set({ status: "skipped", last_error: OPTED_OUT_ERROR, lease_until: null, claim_token: null })
          .executeTakeFirst();
        if (Number(skipped.numUpdatedRows) === 1)
          await noteUnsentText(db, row, `skipped: ${WITHHELD_REASONS["opted-out"]}`, clock());
        report.skipped += 1;
        continue;
      }
      const { result, delivers } = outcome;
      const attempts = row.attempts + 1;
      if (result.success) {
        await mine
          .set({
            status: delivers ? "sent" : "logged",
            attempts,
            last_error: null,
            sent_at: delivers ? new Date().toISOString() : null,
            lease_until: null,
            claim_token: null,
          })
          .execute();
        if (delivers) report.sent += 1;
        else report.logged += 1;
      } else {
        const final = result.refusal !== undefined || attempts >= MAX_ATTEMPTS;
        const recorded = await mine
          .set({
            status: final ? "failed" : "pending",
            attempts,
            last_error: result.message,
            next_attempt_at: new Date(clock().getTime() + retryDelayMs(attempts)).toISOString(),
            lease_until: null,
            claim_token: null,
          })
          .executeTakeFirst();
        report.failed += 1;
        if (Number(recorded.numUpdatedRows) !== 1) continue;
        // The provider refuses texts to a number that replied STOP to it: it is opted out here too.
        if (result.refusal === "unsubscribed") await optOut(db, row.recipient, String(UNSUBSCRIBED_CODE), clock());
        if (final)
          await noteUnsentText(db, row, `failed: ${result.message.replace(/^Failed to send text: /, "")}`, clock());
      }
    }
    /* oxlint-enable no-await-in-loop */
  };
  await Promise.all(Array.from({ length: options.concurrency ?? DEFAULT_CONCURRENCY }, lane));
  return report;
}

/** Notes in the visit's history that one of its texts will not reach the customer, and why; a visit deleted meanwhile gets none. */
async function noteUnsentText(db: DB, row: OutboxRow, what: string, at: Date): Promise<void> {
  if (row.channel !== "sms" || !row.appointment_id) return;
  const details = `${TEXT_NAMES[row.kind as TextKind] ?? "Text"} ${what}`;
  await db
    .insertInto("appointment_history")
    .columns(["appointment_id", "at", "actor", "action", "details"])
    .expression(
      db
        .selectFrom("appointments")
        .select((eb) => [
          "id",
          eb.val(at.toISOString()).as("at"),
          eb.val("system").as("actor"),
          eb.val("text not sent").as("action"),
          eb.val(details).as("details"),
        ])
        .where("id", "=", row.appointment_id),
    )
    .execute();
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
