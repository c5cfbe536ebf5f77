/** Replies that end all texts to the number, and those that start them again (the carriers' standard words). */
export const STOP_KEYWORDS = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"] as const;
export const START_KEYWORDS = ["START", "UNSTOP"] as const;

export type InboundIntent = { action: "stop" | "start"; keyword: string } | null;

/**
 * What an inbound text asks for. Only a reply that is the keyword itself counts (any case, outer
 * spaces and a trailing full stop or exclamation mark ignored): "Please don't cancel my visit" is
 * not an opt-out.
 */
export function inboundIntent(body: string): InboundIntent {
  const word = body
    .trim()
    .replace(/[.!]+$/, "")
    .toUpperCase();
  if ((STOP_KEYWORDS as readonly string[]).includes(word)) return { action: "stop", keyword: word };
  if ((START_KEYWORDS as readonly string[]).includes(word)) return { action: "start", keyword: word };
  return null;
}
