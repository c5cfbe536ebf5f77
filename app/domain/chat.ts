import { DEFAULT_CHAT_MESSAGE } from "#content/chat.ts";

/** The external chat's address with the message as the URL-encoded `text` parameter; empty sends the default (the page language's). */
export function chatUrl(
  baseUrl: string,
  message: string | null | undefined,
  defaultMessage: string = DEFAULT_CHAT_MESSAGE,
): string {
  const text = message?.trim() ? message.trim() : defaultMessage;
  return `${baseUrl}?text=${encodeURIComponent(text)}`;
}

/** Our own link to the chat: /chat redirects to the external service, so forms work without JavaScript. */
export function chatHref(message: string): string {
  return `/chat?text=${encodeURIComponent(message)}`;
}
