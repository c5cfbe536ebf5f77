/** How long a confirmation link works, and how long before a second sign-up with the address sends another. */
export const NEWSLETTER_CONFIRMATION = {
  linkValidDays: 7,
  resendAfterHours: 24,
} as const;

const HOUR_MS = 3_600_000;

/** When a confirmation link sent at `sentAt` stops working. */
export function confirmationExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + NEWSLETTER_CONFIRMATION.linkValidDays * 24 * HOUR_MS);
}

/** A sign-up still unconfirmed whose last link went out before this time can no longer be confirmed. */
export function unconfirmedSentBefore(now: Date): Date {
  return new Date(now.getTime() - NEWSLETTER_CONFIRMATION.linkValidDays * 24 * HOUR_MS);
}

/**
 * Whether a sign-up for an address still waiting for confirmation sends the link again: at most
 * once per `resendAfterHours`, so that the form cannot be used to flood someone's inbox.
 */
export function mayResendConfirmation(lastSentAt: string | null, now: Date): boolean {
  return (
    lastSentAt === null || now.getTime() - Date.parse(lastSentAt) >= NEWSLETTER_CONFIRMATION.resendAfterHours * HOUR_MS
  );
}

/** What a confirmation link leads to: the subscription to confirm, or why it cannot be. */
export type ConfirmationLink =
  { state: "valid"; id: number; email: string; confirmed: boolean } | { state: "expired" } | { state: "invalid" };

/** A link's token: the subscription's id, when the link stops working (Unix seconds) and the signature of both with the address. */
const TOKEN_SHAPE = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export interface ConfirmationToken {
  id: number;
  expiresAt: Date;
  signature: string;
}

export function parseConfirmationToken(token: string): ConfirmationToken | null {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return null;
  return { id: Number(match[1]), expiresAt: new Date(Number(match[2]) * 1000), signature: match[3]! };
}

/** The text a confirmation link's signature covers. */
export function signedConfirmationText(id: number, expiresAt: Date, email: string): string {
  return `${id}.${Math.floor(expiresAt.getTime() / 1000)}.${email}`;
}

export function formatConfirmationToken(id: number, expiresAt: Date, signature: string): string {
  return `${id}.${Math.floor(expiresAt.getTime() / 1000)}.${signature}`;
}
