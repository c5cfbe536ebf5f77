import { redirect } from "react-router";
import { z } from "zod";
import { clearSessionCookie, signOut } from "#app/server/auth.server.ts";
import { assertSameOrigin, submitForm } from "#app/server/forms.server.ts";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const submission = await submitForm({ request, context }, { fields: [], schema: z.object({}), rateLimit: "office" });
  if (!submission.ok) return submission.reply;
  await signOut(context.db, request, context.env.SESSION_SECRET);
  return redirect("/office/login", { headers: { "Set-Cookie": clearSessionCookie(context.env.SITE_URL) } });
}

export function loader() {
  return redirect("/office");
}
