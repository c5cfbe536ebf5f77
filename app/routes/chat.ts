import { company } from "@content/company";
import { redirect } from "react-router";
import { chatUrl } from "~/domain/chat";
import type { Route } from "./+types/chat";

/** Opens the external chat with the visitor's message (the default one when empty). */
export function loader({ request }: Route.LoaderArgs) {
  const text = new URL(request.url).searchParams.get("text");
  return redirect(chatUrl(company.chat.baseUrl, text), 302);
}
