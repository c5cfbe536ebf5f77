import { MessageCircle, Wrench } from "lucide-react";
import type { ComponentProps } from "react";
import { chatHref } from "#app/domain/chat.ts";

type ChatLinkProps = { message: string } & Omit<ComponentProps<"a">, "href" | "target" | "rel">;

/** A link that opens a WhatsApp chat with the office in a new tab, with `message` already typed. */
export function ChatLink({ message, ...props }: ChatLinkProps) {
  return <a {...props} href={chatHref(message)} target="_blank" rel="noopener noreferrer" />;
}

const CHAT_BUTTONS = {
  /** The large green button that opens the chat. */
  start: {
    icon: MessageCircle,
    link: "inline-flex items-center gap-2 rounded-lg bg-green-700 px-6 py-3 text-lg font-semibold text-white hover:bg-green-800",
    iconSize: "h-5 w-5",
  },
  /** An outlined tile with a ready-made question. */
  question: {
    icon: Wrench,
    link: "flex h-full items-center justify-center gap-2 rounded-xl border-2 border-green-700 p-4 font-semibold text-green-900 hover:bg-green-50",
    iconSize: "h-4 w-4",
  },
} as const;

/** A chat link drawn as a button with its icon. */
export function ChatButton({
  message,
  kind,
  label,
}: {
  message: string;
  kind: keyof typeof CHAT_BUTTONS;
  label: string;
}) {
  const { icon: Icon, link, iconSize } = CHAT_BUTTONS[kind];
  return (
    <ChatLink message={message} className={link}>
      <Icon aria-hidden="true" className={iconSize} />
      {label}
    </ChatLink>
  );
}
