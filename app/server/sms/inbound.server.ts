import type { Transaction } from "kysely";
import { type Locale, localeOf } from "#app/domain/i18n/locale.ts";
import type { InboundIntent } from "#app/domain/sms/keywords.ts";
import type { DB } from "../db.server.ts";
import type { Database } from "../db-types.server.ts";
import { optIn, optOut } from "./opt-outs.server.ts";

type Executor = DB | Transaction<Database>;

export interface InboundText {
  /** The provider's id of the message, the same on every post of it. */
  messageSid: string;
  /** E.164 for a US number, otherwise as the provider gave it. */
  phone: string;
  body: string;
  intent: InboundIntent;
}

/** What an inbound text did: nothing (the provider posted it before), or its kind and the visit it answers. */
export type InboundOutcome = { repeated: true } | { repeated: false; visit: { id: string; language: Locale } | null };

/**
 * The visit a text from `phone` answers: the one our last text to the number was about, else the
 * last one booked with the number.
 */
async function visitOfNumber(db: Executor, phone: string): Promise<{ id: string; language: Locale } | null> {
  const texted = await db
    .selectFrom("email_outbox")
    .innerJoin("appointments", "appointments.id", "email_outbox.appointment_id")
    .select(["appointments.id", "appointments.language"])
    .where("email_outbox.channel", "=", "sms")
    .where("email_outbox.recipient", "=", phone)
    .orderBy("email_outbox.id", "desc")
    .limit(1)
    .executeTakeFirst();
  const booked =
    texted ??
    (phone.startsWith("+1")
      ? await db
          .selectFrom("appointments")
          .select(["id", "language"])
          .where("phone", "=", phone.slice(2))
          .orderBy("created_at", "desc")
          .limit(1)
          .executeTakeFirst()
      : undefined);
  return booked ? { id: booked.id, language: localeOf(booked.language) } : null;
}

/**
 * Records an inbound text once per provider message id, in one transaction with what it does: a
 * stop word opts the number out, a start word back in, anything else is kept for the office on the
 * visit it answers. A message id seen before changes nothing.
 */
export async function recordInboundText(db: DB, text: InboundText, now = new Date()): Promise<InboundOutcome> {
  return db.transaction().execute(async (trx): Promise<InboundOutcome> => {
    const visit = await visitOfNumber(trx, text.phone);
    const stored = await trx
      .insertInto("sms_inbound")
      .values({
        message_sid: text.messageSid,
        phone: text.phone,
        body: text.body,
        kind: text.intent?.action ?? "reply",
        appointment_id: visit?.id ?? null,
        received_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column("message_sid").doNothing())
      .returning("message_sid")
      .executeTakeFirst();
    if (!stored) return { repeated: true };
    if (text.intent?.action === "stop") await optOut(trx, text.phone, text.intent.keyword, now);
    else if (text.intent?.action === "start") await optIn(trx, text.phone);
    return { repeated: false, visit };
  });
}

export interface TextReply {
  body: string;
  receivedAt: string;
}

/** The customer's own replies (not stop or start words) about each of the visits, oldest first. */
export async function textRepliesFor(db: DB, appointmentIds: readonly string[]): Promise<Map<string, TextReply[]>> {
  const replies = new Map<string, TextReply[]>();
  if (appointmentIds.length === 0) return replies;
  const rows = await db
    .selectFrom("sms_inbound")
    .select(["appointment_id", "body", "received_at"])
    .where("appointment_id", "in", appointmentIds)
    .where("kind", "=", "reply")
    .orderBy("received_at")
    .orderBy("message_sid")
    .execute();
  for (const row of rows) {
    const list = replies.get(row.appointment_id!) ?? [];
    list.push({ body: row.body, receivedAt: row.received_at });
    replies.set(row.appointment_id!, list);
  }
  return replies;
}
