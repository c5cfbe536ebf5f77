import type { SendResult } from "#app/domain/email/results.ts";
import { type TextRefusal, textRefusal } from "#app/domain/sms/provider-errors.ts";
import type { TextKind } from "#app/domain/sms/texts.ts";
import type { Env } from "../env.server.ts";
import type { Logger } from "../logger.server.ts";

/** What the outbox keeps for one text. `to` is an E.164 number. */
export interface TextMessage {
  kind: TextKind;
  to: string;
  body: string;
}

/** A send's outcome; a refusal says whether trying again could help (a failure without one is tried again). */
export interface TextSendResult extends SendResult {
  refusal?: Exclude<TextRefusal, "temporary">;
}

export interface SmsTransport {
  readonly name: "log" | "twilio";
  /** False for the log transport: its texts are recorded as "logged", not sent. */
  readonly delivers: boolean;
  send(message: TextMessage): Promise<TextSendResult>;
}

const sent = (message: TextMessage): TextSendResult => ({ success: true, message: `Text ${message.kind} sent` });

/** With no provider configured, texts are logged by kind and length only: never the number or the words. */
export function logSmsTransport(logger: Logger): SmsTransport {
  return {
    name: "log",
    delivers: false,
    async send(message) {
      logger.info({ kind: message.kind, length: message.body.length }, "text message (log transport, not delivered)");
      return sent(message);
    },
  };
}

export interface TwilioSettings {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  timeoutMs?: number;
}

/** Why the provider refused, from its JSON error ("message" and "code") or the bare status, and whether to try again. */
async function refusal(response: Response): Promise<TextSendResult> {
  const body = (await response.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
  const detail =
    typeof body?.message === "string" ? ` (${body.code ? `${String(body.code)}: ` : ""}${body.message})` : "";
  const kind = textRefusal(typeof body?.code === "number" ? body.code : null);
  return {
    success: false,
    message: `Failed to send text: SMS service responded with status ${response.status}${detail}`,
    ...(kind === "temporary" ? {} : { refusal: kind }),
  };
}

/** The provider's REST call: a form-encoded POST of To, From and Body, with the account's basic auth. */
export function twilioTransport(settings: TwilioSettings, fetchImpl: typeof fetch = fetch): SmsTransport {
  const endpoint = `${settings.baseUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;
  return {
    name: "twilio",
    delivers: true,
    async send(message) {
      try {
        const response = await fetchImpl(endpoint, {
          method: "POST",
          headers: { Authorization: authorization, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ To: message.to, From: settings.from, Body: message.body }).toString(),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
        });
        if (response.ok) return sent(message);
        return await refusal(response);
      } catch (error) {
        return {
          success: false,
          message: `Failed to send text: ${error instanceof Error ? error.message : "Network Error"}`,
        };
      }
    },
  };
}

export function smsTransportFromEnv(env: Env, logger: Logger): SmsTransport {
  if (env.SMS_TRANSPORT === "twilio" && env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.SMS_FROM) {
    return twilioTransport({
      baseUrl: env.TWILIO_BASE_URL,
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      from: env.SMS_FROM,
      timeoutMs: env.EMAIL_SEND_TIMEOUT_MS,
    });
  }
  return logSmsTransport(logger);
}
