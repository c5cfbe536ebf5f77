import { data, Form, redirect } from "react-router";
import { buttonClass } from "~/components/ui/Button";
import { Field, inputClass } from "~/components/ui/Field";
import { officeMeta } from "~/office-meta";
import { assertSameOrigin, currentStaff, sessionCookie, signIn } from "~/server/auth.server";
import type { Route } from "./+types/login";

function safeNext(value: string | null): string {
  return value && value.startsWith("/office") && !value.startsWith("//") ? value : "/office";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await currentStaff(context.db, request, context.env.SESSION_SECRET)) throw redirect("/office");
  return { next: safeNext(new URL(request.url).searchParams.get("next")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context.env.SITE_URL);
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const password = String(form.get("password") ?? "");
  if (!context.rateLimiter.hit(`login:${context.clientAddress}`, 20, 15 * 60_000)) {
    return data({ error: "Too many sign-in attempts from your connection. Please wait 15 minutes.", email }, { status: 429 });
  }
  if (!email || !password) return data({ error: "Enter your email and password.", email }, { status: 400 });
  const result = await signIn(context.db, { email, password }, context.env.SESSION_SECRET);
  if (!result.ok) return data({ error: result.message, email }, { status: 401 });
  return redirect(safeNext(String(form.get("next") ?? "")), { headers: { "Set-Cookie": sessionCookie(result.sessionId, context.env.SITE_URL) } });
}

export const meta: Route.MetaFunction = () => officeMeta("Sign in");

export default function OfficeLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold">Office sign-in</h1>
      <p className="mt-2 text-slate-700">For staff only.</p>
      <Form method="post" className="mt-6 space-y-4">
        {actionData?.error ? <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">{actionData.error}</p> : null}
        <input type="hidden" name="next" value={loaderData.next} />
        <Field id="email" label="Email" required>
          {(a) => <input {...a} name="email" type="email" autoComplete="username" defaultValue={actionData?.email ?? ""} className={inputClass} />}
        </Field>
        <Field id="password" label="Password" required>
          {(a) => <input {...a} name="password" type="password" autoComplete="current-password" className={inputClass} />}
        </Field>
        <button type="submit" className={buttonClass("primary", "md", "w-full")}>Sign in</button>
      </Form>
    </div>
  );
}
