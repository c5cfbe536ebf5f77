import type { ComponentProps } from "react";
import { chatHref } from "#app/domain/chat.ts";

/** A link that opens a WhatsApp chat with the office in a new tab, with `message` already typed. */
export function ChatLink({ message, ...props }: { message: string } & Omit<ComponentProps<"a">, "href" | "target" | "rel">) {
  return <a {...props} href={chatHref(message)} target="_blank" rel="noopener noreferrer" />;
}
