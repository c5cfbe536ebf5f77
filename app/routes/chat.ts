import { company } from "@content/company";
import { chatUrl } from "~/domain/chat";
import { uiWords } from "~/domain/i18n/words";
import { outboundPage } from "~/server/outbound.server";
import type { Route } from "./+types/chat";

/** Opens the external chat with the visitor's message (the default one, in the form's language, when empty). */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const words = uiWords[params.get("lang") === "es" ? "es" : "en"];
  return outboundPage(chatUrl(company.chat.baseUrl, params.get("text"), words.chat.defaultMessage), "our chat");
}
