import nodemailer from "nodemailer";
import { emailServiceFailureReason, type SendResult, sendFailed, sendSucceeded } from "#app/domain/email/results.ts";
import type { Env } from "../env.server.ts";
import type { Logger } from "../logger.server.ts";
import type { OutboxMessage } from "./message.server.ts";
import { DEFAULT_CONCURRENCY } from "./outbox.server.ts";

export interface EmailTransport {
  readonly name: "log" | "smtp" | "emailjs";
  /** False for the log transport: its emails are recorded as "logged", so they can be sent again once delivery is set up. */
  readonly delivers: boolean;
  send(message: OutboxMessage): Promise<SendResult>;
  /** Closes open connections. */
  close?(): Promise<void>;
}

/** With nothing configured, emails are only logged (without their content) and stay in the outbox. */
export function logTransport(logger: Logger): EmailTransport {
  return {
    name: "log",
    delivers: false,
    async send(message) {
      logger.info({ kind: message.kind, subject: message.subject }, "email (log transport, not delivered)");
      return sendSucceeded(message.kind);
    },
  };
}

/**
 * SMTP through a small pool of reused connections; a server that accepts the connection and then
 * says nothing fails the send after `timeoutMs` instead of holding it.
 */
export function smtpTransport(
  smtpUrl: string,
  from: string,
  options: { timeoutMs?: number; maxConnections?: number } = {},
): EmailTransport {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const mailer = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    // As many connections as the outbox sends at once, so that no send waits for a connection.
    maxConnections: options.maxConnections ?? DEFAULT_CONCURRENCY,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const fromDomain = /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";
  return {
    name: "smtp",
    delivers: true,
    async send(message) {
      try {
        await mailer.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          ...(message.messageId ? { messageId: `<${message.messageId}@${fromDomain}>` } : {}),
          text: message.text,
          attachments: message.attachments?.map((a) => ({
            filename: a.filename,
            content: a.content,
            contentType: a.contentType,
          })),
          headers: message.headers,
        });
        return sendSucceeded(message.kind);
      } catch (error) {
        return sendFailed(message.kind, error instanceof Error ? error.message : undefined);
      }
    },
    async close() {
      mailer.close();
    },
  };
}

export interface EmailJsSettings {
  apiUrl: string;
  publicKey: string;
  privateKey?: string;
  serviceId: string;
  /** A cancellation, reminder, manage link or newsletter confirmation without a template of its own goes through the confirmation template (its text is in `intro`). */
  templateIds: Record<"appointment-notification" | "appointment-confirmation" | "test", string> &
    Partial<Record<"appointment-cancellation" | "reminder" | "manage-link" | "newsletter-confirmation", string>>;
  timeoutMs?: number;
}

export const EMAILJS_LIB_VERSION = "4.4.1";

/** The spec's EmailJS REST call: success only on HTTP 200. */
export function emailJsTransport(settings: EmailJsSettings, fetchImpl: typeof fetch = fetch): EmailTransport {
  return {
    name: "emailjs",
    delivers: true,
    async send(message) {
      const body = {
        lib_version: EMAILJS_LIB_VERSION,
        user_id: settings.publicKey,
        ...(settings.privateKey ? { accessToken: settings.privateKey } : {}),
        service_id: settings.serviceId,
        template_id: settings.templateIds[message.kind] ?? settings.templateIds["appointment-confirmation"],
        template_params: { ...message.templateParams, to_email: message.to },
      };
      try {
        const response = await fetchImpl(`${settings.apiUrl.replace(/\/+$/, "")}/api/v1.0/email/send`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
        });
        if (response.status === 200) return sendSucceeded(message.kind);
        return sendFailed(
          message.kind,
          emailServiceFailureReason(response.status, await response.text().catch(() => "")),
        );
      } catch {
        return sendFailed(message.kind, emailServiceFailureReason(0));
      }
    },
  };
}

export function transportFromEnv(env: Env, logger: Logger): EmailTransport {
  if (env.EMAIL_TRANSPORT === "smtp" && env.SMTP_URL) {
    return smtpTransport(env.SMTP_URL, env.EMAIL_FROM ?? "no-reply@localhost", {
      timeoutMs: env.EMAIL_SEND_TIMEOUT_MS,
    });
  }
  if (
    env.EMAIL_TRANSPORT === "emailjs" &&
    env.EMAILJS_PUBLIC_KEY &&
    env.EMAILJS_SERVICE_ID &&
    env.EMAILJS_NOTIFICATION_TEMPLATE_ID &&
    env.EMAILJS_CONFIRMATION_TEMPLATE_ID
  ) {
    return emailJsTransport({
      apiUrl: env.EMAILJS_API_URL,
      publicKey: env.EMAILJS_PUBLIC_KEY,
      privateKey: env.EMAILJS_PRIVATE_KEY,
      serviceId: env.EMAILJS_SERVICE_ID,
      timeoutMs: env.EMAIL_SEND_TIMEOUT_MS,
      templateIds: {
        "appointment-notification": env.EMAILJS_NOTIFICATION_TEMPLATE_ID,
        "appointment-confirmation": env.EMAILJS_CONFIRMATION_TEMPLATE_ID,
        test: env.EMAILJS_NOTIFICATION_TEMPLATE_ID,
      },
    });
  }
  return logTransport(logger);
}
