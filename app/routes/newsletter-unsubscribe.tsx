import { company, telHref } from "#content/company.ts";
import { MailX } from "lucide-react";
import { data } from "react-router";
import { z } from "zod";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { formReply, submitForm } from "#app/server/forms.server.ts";
import { logError } from "#app/server/logger.server.ts";
import { isValidUnsubscribeToken, unsubscribe } from "#app/server/newsletter.server.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

export const UNSUBSCRIBED_MESSAGE = "You have been unsubscribed. You will get no more newsletters from us.";
export const INVALID_LINK_MESSAGE = `This unsubscribe link is not valid. Use the link in the newsletter itself, or write to ${company.email} and we will remove your address.`;
export const FAILED_MESSAGE = `We could not unsubscribe you just now. Please try again, or write to ${company.email}.`;

function linkFields(url: URL, form?: FormData) {
  const read = (name: string) => String(form?.get(name) ?? url.searchParams.get(name) ?? "");
  return { email: read("email"), token: read("token") };
}

/** Opening the link only asks: mail scanners and link previews follow links, and a GET changes nothing. */
export function loader({ url, context }: Route.LoaderArgs) {
  const { email, token } = linkFields(url);
  const valid = email !== "" && isValidUnsubscribeToken(email, token, context.env.SESSION_SECRET);
  return data({ email: valid ? email : "", token: valid ? token : "", valid }, { status: valid ? 200 : 400 });
}

const UNSUBSCRIBE_FIELDS = ["email", "token"] as const;

/**
 * Unsubscribes the signed address: from the confirm button, or from a mail app's one-click POST
 * (RFC 8058, body `List-Unsubscribe=One-Click`, the address and signature in the URL). The
 * signature is the proof, so no same-origin check: mail providers post from their own servers.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const signedLink = z
    .object({ email: z.string(), token: z.string() })
    .refine(
      (v) => v.email !== "" && isValidUnsubscribeToken(v.email, v.token, context.env.SESSION_SECRET),
      INVALID_LINK_MESSAGE,
    );
  const submission = await submitForm(
    { request, context },
    { fields: UNSUBSCRIBE_FIELDS, fromUrl: UNSUBSCRIBE_FIELDS, schema: signedLink, rateLimit: "unsubscribe" },
  );
  if (!submission.ok) return submission.reply;
  try {
    await unsubscribe(context.db, submission.data.email);
  } catch (error) {
    logError(context.logger, error, "newsletter unsubscribe failed");
    return formReply(submission.values, { status: 500, formError: FAILED_MESSAGE });
  }
  context.logger.info("newsletter address unsubscribed");
  return formReply(submission.values, { notice: UNSUBSCRIBED_MESSAGE });
}

export const meta: Route.MetaFunction = () => [
  { title: `Unsubscribe | ${company.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const message = actionData?.notice ?? actionData?.formError ?? (loaderData.valid ? null : INVALID_LINK_MESSAGE);
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-xl px-4 py-12">
        <Card>
          <h1 className="flex items-center gap-3 text-2xl font-bold">
            <MailX aria-hidden="true" className="h-7 w-7 text-brand-700" /> Unsubscribe from our newsletter
          </h1>
          {message ? (
            <p role={actionData?.notice ? "status" : "alert"} className="mt-4 text-slate-800">
              {message}
            </p>
          ) : (
            <form method="post" className="mt-4 space-y-4">
              <p className="text-slate-800">
                Stop sending appliance tips and news to <strong>{loaderData.email}</strong>?
              </p>
              <input type="hidden" name="email" value={loaderData.email} />
              <input type="hidden" name="token" value={loaderData.token} />
              <button type="submit" className={buttonClass("primary", "md")}>
                Unsubscribe
              </button>
            </form>
          )}
          <p className="mt-6 text-sm text-slate-700">
            Questions? Call{" "}
            <a href={telHref} className="underline">
              {company.phone}
            </a>
            .
          </p>
        </Card>
      </div>
    </div>
  );
}
