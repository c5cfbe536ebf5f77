import { company, telHref } from "#content/company.ts";
import { MailCheck } from "lucide-react";
import { data } from "react-router";
import { z } from "zod";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { TextLink } from "#app/components/ui/TextLink.tsx";
import { localeOfRequest } from "#app/domain/i18n/locale.ts";
import type { ConfirmationLink } from "#app/domain/newsletter/confirmation.ts";
import { formReply, submitForm } from "#app/server/forms.server.ts";
import { logError } from "#app/server/logger.server.ts";
import { confirmSubscription, readConfirmationLink } from "#app/server/newsletter.server.ts";
import { newsletterWords } from "#app/words/newsletter.ts";
import { pageHandle } from "#app/pages.ts";
import type { Route } from "./+types/newsletter-confirm";

/** No script: the confirm button is a plain form post. */
export const handle = pageHandle("newsletter-confirm");

/** A link that no longer works says why: gone (410) when it has expired, refused (400) when it is not ours. */
const LINK_STATUS: Record<Exclude<ConfirmationLink["state"], "valid">, number> = { expired: 410, invalid: 400 };

/** Opening the link only asks: mail scanners and link previews follow links, and a GET changes nothing. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const link = await readConfirmationLink(context.db, params.token, context.env.SESSION_SECRET);
  if (link.state !== "valid")
    return data({ locale, email: "", state: link.state }, { status: LINK_STATUS[link.state] });
  return { locale, email: link.email, state: link.confirmed ? ("confirmed" as const) : ("ask" as const) };
}

/** Confirms the subscription the signed link names; the signature is the proof. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const words = newsletterWords[locale].page;
  const submission = await submitForm(
    { request, context },
    { fields: [], schema: z.object({}), rateLimit: "newsletterConfirm", locale },
  );
  if (!submission.ok) return submission.reply;
  try {
    const link = await readConfirmationLink(context.db, params.token, context.env.SESSION_SECRET);
    if (link.state !== "valid") return formReply({}, { status: LINK_STATUS[link.state], formError: words[link.state] });
    await confirmSubscription(context.db, link.id);
  } catch (error) {
    logError(context.logger, error, "newsletter confirmation failed");
    return formReply({}, { status: 500, formError: words.failed(company.phone) });
  }
  context.logger.info("newsletter subscription confirmed");
  return formReply({}, { notice: words.confirmed });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${newsletterWords[loaderData?.locale ?? "en"].page.title} | ${company.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const words = newsletterWords[loaderData.locale].page;
  const { state } = loaderData;
  const message = actionData ? (actionData.notice ?? actionData.formError) : state === "ask" ? null : words[state];
  const done = actionData ? actionData.notice !== null : state === "confirmed";
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-xl px-4 py-12">
        <Card>
          <h1 className="flex items-center gap-3 text-2xl font-bold">
            <MailCheck aria-hidden="true" className="h-7 w-7 text-brand-700" /> {words.title}
          </h1>
          {message ? (
            <p role={done ? "status" : "alert"} className="mt-4 text-slate-800">
              {message}
            </p>
          ) : (
            <form method="post" className="mt-4 space-y-4">
              <p className="text-slate-800">{words.ask(loaderData.email)}</p>
              <button type="submit" className={buttonClass("primary", "md")}>
                {words.button}
              </button>
            </form>
          )}
          {message && !done ? (
            <p className="mt-4">
              <TextLink to="/blog">{words.blog}</TextLink>
            </p>
          ) : null}
          <p className="mt-6 text-sm text-slate-700">
            {words.questions}{" "}
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
