import type { EmailKind } from "#app/domain/email/results.ts";

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
  /** Extra header fields, such as a newsletter's List-Unsubscribe pair (newsletterHeaders). */
  headers?: Record<string, string>;
  /**
   * The same for every try of one outbox email, so that a message sent twice (a server that died
   * between the mail server's acceptance and recording it) is recognised as one by mail systems.
   */
  messageId?: string;
  /** The slot (newManageLinkSlot) where the words show the visit's manage link, filled when sent. */
  manageLinkSlot?: string | null;
}

/** An email whose text is written from its template parameters; the outbox keeps both, as every transport needs one or the other. */
export function templatedEmail(
  kind: EmailKind,
  to: string,
  subject: string,
  params: Record<string, string>,
  write: (params: Record<string, string>) => string,
  attachments?: EmailAttachment[],
): OutboxMessage {
  return { kind, to, subject, text: write(params), templateParams: params, ...(attachments ? { attachments } : {}) };
}
