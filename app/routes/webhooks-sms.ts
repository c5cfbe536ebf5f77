import { z } from "zod";
import { inboundIntent } from "#app/domain/sms/keywords.ts";
import { toE164 } from "#app/domain/sms/phone.ts";
import { isValidTwilioSignature } from "#app/domain/sms/signature.ts";
import { submitForm } from "#app/server/forms.server.ts";
import { logError } from "#app/server/logger.server.ts";
import { optIn, optOut } from "#app/server/sms/opt-outs.server.ts";
import type { Route } from "./+types/webhooks-sms";

/** The answer that tells the provider to send no reply of ours. */
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

const INBOUND_FIELDS = ["From", "Body"] as const;
const inboundSchema = z.object({ From: z.string(), Body: z.string() });

/**
 * Inbound texts from the SMS provider. The post is signed with the account's auth token over the
 * address the provider was given, which is the public one (SITE_URL), not the one this server sees
 * behind a proxy. A stop word records the number's opt-out, a start word removes it; anything else
 * is only acknowledged.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { pathname, search } = new URL(request.url);
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
  const phone = toE164(submission.data.From);
  const intent = inboundIntent(submission.data.Body);
  if (phone && intent) {
    try {
      if (intent.action === "stop") await optOut(context.db, phone, intent.keyword);
      else await optIn(context.db, phone);
      context.logger.info({ action: intent.action }, "inbound text: texts preference recorded");
    } catch (error) {
      // A 500 makes the provider retry the webhook.
      logError(context.logger, error, "inbound text could not be recorded");
      return new Response("", { status: 500 });
    }
  }
  return new Response(EMPTY_TWIML, {
    headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" },
  });
}
