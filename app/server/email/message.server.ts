import type { EmailKind } from "~/domain/email/results";

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** What the outbox keeps for one email: enough for every transport to send it. */
export interface OutboxMessage {
  kind: EmailKind;
  to: string;
  subject: string;
  text: string;
  /** The EmailJS template parameters (spec 000 §7). */
  templateParams: Record<string, string>;
  attachments?: EmailAttachment[];
}
