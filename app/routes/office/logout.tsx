import { redirect } from "react-router";
import { assertSameOrigin, clearSessionCookie, signOut } from "~/server/auth.server";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context.env.SITE_URL);
  await signOut(context.db, request, context.env.SESSION_SECRET);
  return redirect("/office/login", { headers: { "Set-Cookie": clearSessionCookie(context.env.SITE_URL) } });
}

export function loader() {
  return redirect("/office");
}
