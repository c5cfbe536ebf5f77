import { company } from "#content/company.ts";
import { z } from "zod";
import { inboundIntent, replyLanguage } from "#app/domain/sms/keywords.ts";
import { toE164 } from "#app/domain/sms/phone.ts";
import { isValidTwilioSignature } from "#app/domain/sms/signature.ts";
import { keywordReplyText } from "#app/domain/sms/texts.ts";
import { submitForm } from "#app/server/forms.server.ts";
import { logError } from "#app/server/logger.server.ts";
import { type InboundOutcome, recordInboundText } from "#app/server/sms/inbound.server.ts";
import type { Route } from "./+types/webhooks-sms";

/** The answer that tells the provider to send no reply of ours. */
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

const xmlText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** The answer that has the provider send `reply` to the number that texted. */
function replyTwiml(reply: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${xmlText(reply)}</Message></Response>`;
}

const INBOUND_FIELDS = ["MessageSid", "From", "Body"] as const;
const inboundSchema = z.object({
  MessageSid: z.string().regex(/^[A-Za-z0-9]{1,64}$/, "MessageSid is required"),
  From: z.string(),
  Body: z.string(),
});

/**
 * Inbound texts from the SMS provider. The post is signed with the account's auth token over the
 * address the provider was given, which is the public one (SITE_URL), not the one this server sees
 * behind a proxy. Each message is recorded once under the provider's message id, so a post repeated
 * (by the provider, or by anyone replaying it) changes nothing and is answered as received. A stop
 * word records the number's opt-out and a start word removes it, each answered in the customer's
 * language; any other text is kept for the office on the customer's visit.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { pathname, search } = url;
  const signedUrl = `${context.env.SITE_URL}${pathname}${search}`;
  const signature = request.headers.get("X-Twilio-Signature");
  const submission = await submitForm(
    { request, context },
    {
      fields: INBOUND_FIELDS,
      schema: inboundSchema,
      rateLimit: "smsWebhook",
      authenticate: (params) =>
        isValidTwilioSignature(signature, signedUrl, params, context.env.TWILIO_AUTH_TOKEN ?? ""),
    },
  );
  if (!submission.ok) return submission.reply;
  const { MessageSid, From, Body } = submission.data;
  const intent = inboundIntent(Body);
  let outcome: InboundOutcome;
  try {
    outcome = await recordInboundText(context.db, {
      messageSid: MessageSid,
      phone: toE164(From) ?? From.trim(),
      body: Body,
      intent,
    });
  } catch (error) {
    // A 500 makes the provider retry the webhook.
    logError(context.logger, error, "inbound text could not be recorded");
    return new Response("", { status: 500 });
  }
  context.logger.info(
    {
      kind: outcome.repeated ? "repeated" : (intent?.action ?? "reply"),
      appointmentId: outcome.repeated ? undefined : outcome.visit?.id,
    },
    "inbound text",
  );
  const reply =
    intent && !outcome.repeated
      ? keywordReplyText(company, intent, replyLanguage(intent, outcome.visit?.language ?? null))
      : null;
  return new Response(reply ? replyTwiml(reply) : EMPTY_TWIML, {
    headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" },
  });
}
