import { company } from "#content/company.ts";
import { chatUrl } from "#app/domain/chat.ts";
import { localeOf } from "#app/domain/i18n/locale.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import { outboundPage } from "#app/server/outbound.server.ts";
import type { Route } from "./+types/chat";

/** Opens the external chat with the visitor's message (the default one, in the form's language, when empty). */
export function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const words = uiWords[localeOf(params.get("lang"))];
  return outboundPage(chatUrl(company.chat.baseUrl, params.get("text"), words.chat.defaultMessage), "our chat");
}
