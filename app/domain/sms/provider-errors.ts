/** What a refused text becomes: tried again later, failed for good, or failed with its number opted out. */
export type TextRefusal = "temporary" | "permanent" | "unsubscribed";

/** The provider's error for a number that replied STOP to it: it refuses every text to that number. */
export const UNSUBSCRIBED_CODE = 21610;

/**
 * The provider's errors that say the recipient itself cannot get the text (invalid number, cannot
 * be reached, not a mobile number); sending it again would be refused again.
 */
const RECIPIENT_CODES: ReadonlySet<number> = new Set([21211, 21214, 21217, 21612, 21614]);

/**
 * How a refusal carrying the provider's error `code` is handled. Only an error about the recipient
 * is permanent; anything else (the service busy or down, too many requests, the account's settings,
 * an unknown code) is tried again, as the office can fix it or it passes.
 */
export function textRefusal(code: number | null): TextRefusal {
  if (code === UNSUBSCRIBED_CODE) return "unsubscribed";
  return code !== null && RECIPIENT_CODES.has(code) ? "permanent" : "temporary";
}
