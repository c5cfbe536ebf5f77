/** The message sent when the visitor sends an empty chat message (spec 000 §2). */
export const DEFAULT_CHAT_MESSAGE = "Hi! I need help with my appliance repair. Can you assist me?";

/** The chat panel's six quick messages (spec 000 §2). */
export const QUICK_CHAT_MESSAGES = [
  { label: "Repair service", text: "Hi! I need an appliance repaired. Can you help?" },
  { label: "Service hours", text: "Hi! What are your service hours?" },
  { label: "Same-day service", text: "Hi! Do you offer same-day service today?" },
  { label: "Get a quote", text: "Hi! Can I get a quote for an appliance repair?" },
  { label: "Area coverage", text: "Hi! Do you service my area?" },
  { label: "Emergency repair", text: "Hi! I have an appliance emergency and need help right away." },
] as const;

/** The external chat's address with the message as the URL-encoded `text` parameter; empty sends the default (the page language's). */
export function chatUrl(baseUrl: string, message: string | null | undefined, defaultMessage: string = DEFAULT_CHAT_MESSAGE): string {
  const text = message?.trim() ? message.trim() : defaultMessage;
  return `${baseUrl}?text=${encodeURIComponent(text)}`;
}

/** Our own link to the chat: /chat redirects to the external service, so forms work without JavaScript. */
export function chatHref(message: string): string {
  return `/chat?text=${encodeURIComponent(message)}`;
}
