import { company } from "#content/company.ts";
import { chatUrl } from "#app/domain/chat.ts";
import { outboundPage } from "#app/server/outbound.server.ts";
import type { Route } from "./+types/chat";

/** Opens the external chat with the visitor's message (the default one when empty). */
export function loader({ request }: Route.LoaderArgs) {
  const text = new URL(request.url).searchParams.get("text");
  return outboundPage(chatUrl(company.chat.baseUrl, text), "our chat");
}
