import { company } from "#content/company.ts";
import type { Transaction } from "kysely";
import { localeOf } from "#app/domain/i18n/locale.ts";
import { toE164 } from "#app/domain/sms/phone.ts";
import {
  confirmationText,
  enRouteText,
  manageLinkText,
  reminderText,
  type TextWithheld,
  type VisitForText,
} from "#app/domain/sms/texts.ts";
import type { DB } from "../db.server.ts";
import type { AppointmentsTable, Database } from "../db-types.server.ts";
import { enqueueText, newManageLinkSlot } from "../email/outbox.server.ts";
import { isOptedOut } from "./opt-outs.server.ts";
import type { TextMessage } from "./transports.server.ts";

type Executor = DB | Transaction<Database>;
type Visit = Pick<
  AppointmentsTable,
  "id" | "phone" | "preferred_date" | "preferred_time" | "manage_nonce" | "sms_consent_at" | "language"
>;

/** The number texts about this visit go to: only with the customer's consent, and only a real US number. */
export function textRecipient(visit: Pick<AppointmentsTable, "phone" | "sms_consent_at">): string | null {
  return visit.sms_consent_at ? toE164(visit.phone) : null;
}

/**
 * The visit as the texts name it, its manage link as the slot the outbox fills when sending; null
 * for a visit without a manage link (stored before links existed).
 */
function visitForText(visit: Visit): VisitForText | null {
  return visit.manage_nonce
    ? {
        id: visit.id,
        date: visit.preferred_date,
        window: visit.preferred_time,
        manageUrl: newManageLinkSlot(),
        language: localeOf(visit.language),
      }
    : null;
}

/** Queues one text about the visit, when the customer asked for texts and the visit can be managed. */
async function enqueueVisitText(
  trx: Executor,
  visit: Visit,
  kind: TextMessage["kind"],
  write: (shown: VisitForText) => string,
  when: { now: Date; sendAt?: Date },
): Promise<boolean> {
  const to = textRecipient(visit);
  const shown = visitForText(visit);
  if (!to || !shown) return false;
  await enqueueText(trx, { kind, to, body: write(shown) }, visit.id, { ...when, manageLinkSlot: shown.manageUrl });
  return true;
}

/** The booking's confirmation text, when the customer asked for texts. */
export function enqueueConfirmationText(trx: Executor, visit: Visit, { now }: { now: Date }): Promise<boolean> {
  return enqueueVisitText(trx, visit, "sms-confirmation", (shown) => confirmationText(company, shown), { now });
}

/** The reminder the day before, sent at `sendAt` together with the reminder email. */
export function enqueueReminderText(trx: Executor, visit: Visit, when: { now: Date; sendAt: Date }): Promise<boolean> {
  return enqueueVisitText(trx, visit, "sms-reminder", (shown) => reminderText(company, shown), when);
}

/**
 * "Technician on the way", when staff set the visit en route: queued only with the customer's
 * consent and while the number has not opted out; otherwise the reason, for the visit's history.
 */
export async function enqueueEnRouteText(
  trx: Executor,
  visit: Visit,
  { now }: { now: Date },
): Promise<"queued" | TextWithheld> {
  const to = textRecipient(visit);
  if (!to) return "no-consent";
  if (await isOptedOut(trx, to)) return "opted-out";
  await enqueueText(
    trx,
    {
      kind: "sms-en-route",
      to,
      body: enRouteText(company, { id: visit.id, window: visit.preferred_time, language: localeOf(visit.language) }),
    },
    visit.id,
    { now },
  );
  return "queued";
}

/** The office sends the visit's manage link again by text. */
export function enqueueManageLinkText(trx: Executor, visit: Visit, { now }: { now: Date }): Promise<boolean> {
  return enqueueVisitText(trx, visit, "sms-manage-link", (shown) => manageLinkText(company, shown), { now });
}
