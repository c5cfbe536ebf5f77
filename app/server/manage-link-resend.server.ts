import { company } from "#content/company.ts";
import { emailWordsOf, manageLinkEmailText, manageLinkParams } from "#app/domain/booking/emails.ts";
import { formatPhone } from "#app/domain/validation/messages.ts";
import type { DB } from "./db.server.ts";
import { enqueueEmail } from "./email/outbox.server.ts";
import { recordHistory } from "./scheduling.server.ts";
import { isOptedOut } from "./sms/opt-outs.server.ts";
import { enqueueManageLinkText, textRecipient } from "./sms/texts.server.ts";
import { customerEmailShape } from "./visit-emails.server.ts";
import { templatedEmail } from "./email/message.server.ts";

export type ResendChannel = "email" | "sms";

export const resendMessages = {
  notFound: "That appointment was not found.",
  noLink: "This visit was booked before manage links existed, so it has none to send.",
  noConsent: "This customer did not ask for texts. Send the link by email.",
  optedOut: "This customer's number has opted out of texts (STOP). Send the link by email.",
  sentByEmail: (email: string) => `The manage link is on its way by email to ${email}.`,
  sentByText: (phone: string) => `The manage link is on its way by text to ${formatPhone(phone)}.`,
} as const;

export type ResendResult = { success: true; message: string } | { success: false; message: string; status: number };

/**
 * Sends the visit's manage link again, by email or (only with the customer's consent and while the
 * number has not opted out) by text, and notes it in the visit's history. The outbox fills in the
 * link when it sends.
 */
export async function resendManageLink(
  db: DB,
  id: string,
  channel: ResendChannel,
  actor: string,
  now = new Date(),
): Promise<ResendResult> {
  return db.transaction().execute(async (trx): Promise<ResendResult> => {
    const visit = await trx.selectFrom("appointments").selectAll().where("id", "=", id).executeTakeFirst();
    if (!visit) return { success: false, message: resendMessages.notFound, status: 404 };
    if (!visit.manage_nonce) return { success: false, message: resendMessages.noLink, status: 409 };
    if (channel === "sms") {
      const to = textRecipient(visit);
      if (!to) return { success: false, message: resendMessages.noConsent, status: 409 };
      if (await isOptedOut(trx, to)) return { success: false, message: resendMessages.optedOut, status: 409 };
      await enqueueManageLinkText(trx, visit, { now });
    } else {
      const shape = customerEmailShape(visit);
      const params = manageLinkParams(shape, company);
      await enqueueEmail(
        trx,
        {
          ...templatedEmail(
            "manage-link",
            visit.email,
            emailWordsOf(params).manageLinkSubject(visit.id, company.name),
            params,
            manageLinkEmailText,
          ),
          manageLinkSlot: shape.manageUrl,
        },
        visit.id,
        now,
      );
    }
    await recordHistory(trx, {
      appointmentId: id,
      actor,
      action: "manage link sent",
      details: channel === "sms" ? "by text" : "by email",
      at: now,
    });
    return {
      success: true,
      message: channel === "sms" ? resendMessages.sentByText(visit.phone) : resendMessages.sentByEmail(visit.email),
    };
  });
}
