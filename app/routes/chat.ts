import { company } from "@content/company";
import { chatUrl } from "~/domain/chat";
import { outboundPage } from "~/server/outbound.server";
import type { Route } from "./+types/chat";

/** Opens the external chat with the visitor's message (the default one when empty). */
export function loader({ request }: Route.LoaderArgs) {
  const text = new URL(request.url).searchParams.get("text");
  return outboundPage(chatUrl(company.chat.baseUrl, text), "our chat");
}
