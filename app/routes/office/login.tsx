import { Form, redirect } from "react-router";
import { z } from "zod";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { Field, inputClass } from "#app/components/ui/Field.tsx";
import { officeMeta } from "#app/office-meta.ts";
import { hasJunk } from "#app/domain/validation/fields.ts";
import { currentStaff, SIGN_IN_FAILED, sessionCookie, signIn } from "#app/server/auth.server.ts";
import { assertSameOrigin, formReply, submitForm } from "#app/server/forms.server.ts";
import type { Route } from "./+types/login";

function safeNext(value: string | null): string {
  return value && value.startsWith("/office") && !value.startsWith("//") ? value : "/office";
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  if (await currentStaff(context.db, request, context.env.SESSION_SECRET)) throw redirect("/office");
  return { next: safeNext(url.searchParams.get("next")) };
}

const LOGIN_FIELDS = ["email", "password", "next"] as const;
const loginSchema = z
  .object({ email: z.string().trim(), password: z.string(), next: z.string() })
  .refine((v) => v.email !== "" && v.password !== "", "Enter your email and password.")
  // An address no account can have is refused like a wrong one, before it reaches the database.
  .refine((v) => v.email.length <= 254 && !hasJunk(v.email), SIGN_IN_FAILED);

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const submission = await submitForm(
    { request, context },
    { fields: LOGIN_FIELDS, schema: loginSchema, rateLimit: "officeLogin", secret: ["password"] },
  );
  if (!submission.ok) return submission.reply;
  const { email, password, next } = submission.data;
  const result = await signIn(context.db, { email, password }, context.env.SESSION_SECRET);
  if (!result.ok) return formReply({ ...submission.values, password: "" }, { status: 401, formError: result.message });
  return redirect(safeNext(next), { headers: { "Set-Cookie": sessionCookie(result.sessionId, context.env.SITE_URL) } });
}

export const meta: Route.MetaFunction = () => officeMeta("Sign in");

export default function OfficeLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold">Office sign-in</h1>
      <p className="mt-2 text-slate-700">For staff only.</p>
      <Form method="post" className="mt-6 space-y-4">
        {actionData?.formError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
            {actionData.formError}
          </p>
        ) : null}
        <input type="hidden" name="next" value={loaderData.next} />
        <Field id="email" label="Email" required>
          {(a) => (
            <input
              {...a}
              name="email"
              type="email"
              autoComplete="username"
              defaultValue={actionData?.values.email ?? ""}
              className={inputClass}
            />
          )}
        </Field>
        <Field id="password" label="Password" required>
          {(a) => (
            <input {...a} name="password" type="password" autoComplete="current-password" className={inputClass} />
          )}
        </Field>
        <button type="submit" className={buttonClass("primary", "md", "w-full")}>
          Sign in
        </button>
      </Form>
    </div>
  );
}
