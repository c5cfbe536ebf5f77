import { company, telHref } from "#content/company.ts";
import { CallUsNotice } from "#app/components/CallUsNotice.tsx";
import { CalendarClock, XCircle } from "lucide-react";
import { useState } from "react";
import { Form, redirect, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import {
  closureMessages,
  NoTimesLeft,
  noTimesLeft,
  ShowTimesButton,
  useOfferedDay,
  WindowOptions,
} from "#app/components/booking/WindowChoice.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { Field, inputClass } from "#app/components/ui/Field.tsx";
import { Honeypot } from "#app/components/ui/Honeypot.tsx";
import { useHydrated } from "#app/components/useHydrated.ts";
import type { OfferedDay } from "#app/domain/scheduling/availability.ts";
import { parseServiceDate } from "#app/domain/scheduling/dates.ts";
import { technicianBySlug } from "#app/domain/scheduling/dispatch.ts";
import { CANCEL_REASONS } from "#app/domain/scheduling/customer-status.ts";
import {
  changeNotice,
  changeRefusal,
  type CustomerRefusal,
  MANAGE_FIELDS,
  manageChangeSchema,
  maskAddress,
  visitAhead,
} from "#app/domain/scheduling/self-service.ts";
import { schedulingDefaults } from "#app/domain/scheduling/settings.ts";
import { isVisitStatus } from "#app/domain/scheduling/status.ts";
import { bookingLabels } from "#app/domain/i18n/booking-labels.ts";
import { type Locale, localeOfRequest } from "#app/domain/i18n/locale.ts";
import { windowName } from "#app/domain/scheduling/window-name.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import { useWords } from "#app/components/i18n.ts";
import { addDays, formatLongDate, todayInHouston } from "#app/domain/time.ts";
import { pageHandle } from "#app/pages.ts";
import { CUSTOMER_ACTOR, moveVisit, setVisitStatus } from "#app/server/dispatch.server.ts";
import { assertSameOrigin, formReply, submitForm } from "#app/server/forms.server.ts";
import { findByManageToken } from "#app/server/manage-links.server.ts";
import { availabilityFor, scheduleSettings } from "#app/server/scheduling.server.ts";
import { visitEmailSettings } from "#app/server/visit-emails.server.ts";
import type { Route } from "./+types/appointment-manage";
import { AddToCalendar } from "#app/components/booking/AddToCalendar.tsx";
import { visitCalendarLinks } from "#app/domain/booking/calendar-links.ts";
import { calendarEventOf } from "#app/domain/booking/emails.ts";
import { foundOr404 } from "#app/server/not-found.server.ts";

export const handle = pageHandle("appointment-manage");

/**
 * After a change is sent, the visit is read again even when the change was refused: a refusal may
 * come from a change made meanwhile elsewhere (another tab, the office), and the page then shows
 * the visit as it is now, as it does without JavaScript.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

/** A wrong or expired token is the site's ordinary 404. */
async function visitOr404(context: Route.LoaderArgs["context"], token: string) {
  const row = foundOr404(await findByManageToken(context.db, token));
  return row;
}

/** Why a change is refused, in the page's language. */
function refusalText(locale: Locale, reason: CustomerRefusal, cutoffHours: number): string {
  const refusals = uiWords[locale].managePage.refusals;
  if (reason === "over") return refusals.over(company.phone);
  if (reason === "too-soon") return refusals["too-soon"](cutoffHours, company.phone);
  return refusals[reason];
}

async function offeredDay(
  context: Route.LoaderArgs["context"],
  zipCode: string,
  date: string,
  locale: Locale,
): Promise<OfferedDay | null> {
  const answer = await availabilityFor(context.db, zipCode, date, new Date(), locale);
  if (!answer.ok) return null;
  const { ok: _, ...day } = answer;
  return day;
}

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const row = await visitOr404(context, params.token);
  const locale = localeOfRequest(request);
  const words = uiWords[locale].managePage;
  const now = new Date();
  const today = todayInHouston(now);
  const settings = await scheduleSettings(context.db);
  const refusal = changeRefusal(settings, row, now, company);
  // "Show times" and "Choose <first open date>" without JavaScript send the whole form as a GET: keep only the date.
  if (url.searchParams.has("show") || url.searchParams.has("firstOpen")) {
    const chosen = parseServiceDate(url.searchParams.get("firstOpen") ?? url.searchParams.get("date"));
    throw redirect(chosen.ok ? `${url.pathname}?date=${chosen.date}` : url.pathname, 303);
  }
  const asked = parseServiceDate(url.searchParams.get("date"));
  const date = asked.ok ? asked.date : row.preferred_date < today ? today : row.preferred_date;
  const technician = technicianBySlug(row.technician)?.name.split(" ")[0] ?? null;
  const notice = changeNotice(url.searchParams.get("done"), row);
  const status = isVisitStatus(row.status) ? words.statuses[row.status] : null;
  return {
    locale,
    visit: {
      id: row.id,
      ...bookingLabels(locale, row),
      date: formatLongDate(row.preferred_date, locale),
      window: windowName(row.preferred_time, locale),
      address: maskAddress(row.address, row.zip_code),
      technician,
      label: status?.label ?? row.status,
      // The reminder follows the content's settings, as the emails do (app/server/visit-emails.server.ts).
      next: status?.next(technician, visitAhead(schedulingDefaults, row.preferred_date, now)) ?? "",
    },
    // A cancelled visit has nothing to add; its calendar file, fetched again, removes it.
    calendar:
      row.status === "cancelled"
        ? null
        : visitCalendarLinks(
            {
              id: row.id,
              appliance: row.appliance,
              issue: row.issue,
              preferredDate: row.preferred_date,
              preferredTime: row.preferred_time,
              moved: calendarEventOf(row) === "moved",
            },
            locale,
            company,
            url.pathname,
          ),
    // A cancelled visit says so in its status; the other refusals are said in place of the forms.
    refusal:
      refusal === null || refusal.reason === "cancelled"
        ? null
        : refusalText(locale, refusal.reason, settings.changeCutoffHours),
    canChange: refusal === null,
    notice: notice ? words[notice] : null,
    path: url.pathname,
    zipCode: row.zip_code,
    today,
    lastDate: addDays(today, settings.horizonDays),
    date,
    availability: refusal ? null : await offeredDay(context, row.zip_code, date, locale),
  };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const row = await visitOr404(context, params.token);
  const locale = localeOfRequest(request);
  const settings = await scheduleSettings(context.db);
  const submission = await submitForm(
    { request, context },
    {
      fields: MANAGE_FIELDS,
      schema: manageChangeSchema(settings, todayInHouston(), locale),
      rateLimit: "manage",
      locale,
    },
  );
  if (!submission.ok) return submission.reply;
  const change = submission.data;
  const emails = visitEmailSettings(context.env);
  const result =
    change.intent === "reschedule"
      ? await moveVisit(
          context.db,
          row.id,
          { date: change.date, window: change.window, overCapacity: false },
          CUSTOMER_ACTOR,
          { emails },
        )
      : await setVisitStatus(context.db, row.id, "cancelled", CUSTOMER_ACTOR, {
          emails,
          reason: change.reason || undefined,
        });
  if (!result.success) {
    const availability =
      change.intent === "reschedule" ? await offeredDay(context, row.zip_code, change.date, locale) : null;
    return formReply(
      {
        ...submission.values,
        window: result.status === 409 && change.intent === "reschedule" ? "" : submission.values.window,
      },
      {
        status: result.status,
        // A busy database asks to try again; a refused window is explained in the visit's language, a
        // refused change in the page's; any other dispatch rule answers in English, the office's
        // language, and a page in another language gives its gist.
        formError:
          result.status === 503
            ? uiWords[locale].managePage.busy(company.phone)
            : result.window
              ? result.message
              : result.refusal
                ? refusalText(locale, result.refusal, settings.changeCutoffHours)
                : locale === "en"
                  ? result.message
                  : uiWords[locale].managePage.changeFailed(company.phone),
        result: availability,
      },
    );
  }
  context.notifyOutbox();
  context.logger.info({ appointmentId: row.id, intent: change.intent }, "visit changed by the customer");
  return redirect(`${url.pathname}?done=${change.intent === "reschedule" ? "moved" : "cancelled"}`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: uiWords[loaderData?.locale ?? "en"].managePage.title },
  { name: "robots", content: "noindex, nofollow" },
];

type ActionData = Route.ComponentProps["actionData"];

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** What the action answered for this form's intent, and whether that form is being sent now. */
function useIntent(actionData: ActionData, intent: "reschedule" | "cancel") {
  const navigation = useNavigation();
  return {
    posted: actionData?.values.intent === intent ? actionData : undefined,
    submitting: navigation.state === "submitting" && navigation.formData?.get("intent") === intent,
  };
}

/** A form of the page: its intent, the honeypot, and the form's own error above its fields. */
function IntentForm({
  intent,
  formError,
  children,
}: {
  intent: "reschedule" | "cancel";
  formError: string | null | undefined;
  children: React.ReactNode;
}) {
  const errorId = `${intent}-error`;
  return (
    <Form method="post" noValidate className="space-y-4" aria-describedby={formError ? errorId : undefined}>
      {formError ? (
        <p
          id={errorId}
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 font-medium text-red-800"
        >
          {formError}
        </p>
      ) : null}
      <input type="hidden" name="intent" value={intent} />
      <Honeypot form={intent} />
      {children}
    </Form>
  );
}

function RescheduleForm({
  loaderData,
  actionData,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  actionData: ActionData;
}) {
  const hydrated = useHydrated();
  const { posted, submitting } = useIntent(actionData, "reschedule");
  const [date, setDate] = useState(posted?.values.date || loaderData.date);
  const [chosenWindow, setWindow] = useState(posted?.values.window ?? "");
  const [shown, setShown] = useState(posted);
  if (posted !== shown) {
    // A refused move keeps the date; the window is chosen again when it went meanwhile.
    setShown(posted);
    if (posted) {
      setDate(posted.values.date);
      setWindow(posted.values.window);
    }
  }
  const day = useOfferedDay({
    availability: posted?.result ?? loaderData.availability,
    date,
    zipCode: loaderData.zipCode,
    hydrated,
  });
  const closures = closureMessages(day);
  const w = useWords().t.managePage;
  const chooseDate = (first: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    setDate(first);
    setWindow("");
  };
  return (
    <IntentForm intent="reschedule" formError={posted?.formError}>
      <Field id="date" label={w.newDate} required error={posted?.fieldErrors.date}>
        {(a) => (
          <div className="flex gap-2">
            <input
              {...a}
              name="date"
              type="date"
              min={loaderData.today}
              max={loaderData.lastDate}
              value={date}
              onChange={(e) => {
                setDate(e.target.value);
                setWindow("");
              }}
              className={inputClass}
            />
            {hydrated ? null : <ShowTimesButton formAction={loaderData.path} />}
          </div>
        )}
      </Field>
      <Field
        id="window"
        label={w.newWindow}
        required
        error={posted?.fieldErrors.window}
        hint={closures.length > 0 ? closures.join(" ") : null}
      >
        {(a) => (
          <select
            {...a}
            name="window"
            value={chosenWindow}
            onChange={(e) => setWindow(e.target.value)}
            className={inputClass}
          >
            <WindowOptions day={day} />
          </select>
        )}
      </Field>
      {noTimesLeft(day) ? (
        <NoTimesLeft day={day} formAction={loaderData.path} onChoose={hydrated ? chooseDate : undefined} />
      ) : null}
      <button type="submit" disabled={submitting} className={buttonClass("primary", "md", "w-full sm:w-auto")}>
        <CalendarClock aria-hidden="true" className="h-4 w-4" /> {submitting ? w.moving : w.move}
      </button>
    </IntentForm>
  );
}

function CancelForm({ actionData }: { actionData: ActionData }) {
  const { posted, submitting } = useIntent(actionData, "cancel");
  const w = useWords().t.managePage;
  return (
    <IntentForm intent="cancel" formError={posted?.formError}>
      <Field id="reason" label={w.reason} error={posted?.fieldErrors.reason}>
        {(a) => (
          <select {...a} name="reason" defaultValue={posted?.values.reason ?? ""} className={inputClass}>
            <option value="">{w.preferNotToSay}</option>
            {CANCEL_REASONS.map((r) => (
              <option key={r} value={r}>
                {w.cancelReasons[r]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button
        type="submit"
        disabled={submitting}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg border-2 border-red-700 bg-white px-5 py-2.5 font-semibold text-red-800 hover:bg-red-50 sm:w-auto"
      >
        <XCircle aria-hidden="true" className="h-4 w-4" /> {submitting ? w.cancelling : w.cancel}
      </button>
    </IntentForm>
  );
}

export default function ManageAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const { visit, refusal, canChange, notice, calendar } = loaderData;
  const w = useWords().t.managePage;
  // Without the forms (the visit can no longer change), a refused change is said here, over the
  // visit as it is now: a tab left open re-posting on a visit cancelled since is told so.
  const cannotChange = canChange ? null : (actionData?.formError ?? refusal);
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:py-14">
        <div>
          <h1 className="text-3xl font-bold sm:text-4xl">{w.heading}</h1>
          <p className="mt-2 text-lg text-slate-700">
            {w.appointmentId}{" "}
            <strong data-testid="appointment-id" className="font-mono">
              {visit.id}
            </strong>
          </p>
        </div>
        {notice ? (
          <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 font-medium text-green-900">
            {notice}
          </p>
        ) : null}
        <Card>
          <dl className="divide-y divide-slate-200">
            <Detail label={w.status}>
              <strong data-testid="visit-status">{visit.label}</strong>
            </Detail>
            <Detail label={w.appliance}>{visit.appliance}</Detail>
            <Detail label={w.issue}>{visit.issue}</Detail>
            <Detail label={w.arrivalWindow}>{w.windowText(visit.date, visit.window)}</Detail>
            <Detail label={w.address}>{visit.address}</Detail>
            {visit.technician ? <Detail label={w.technician}>{visit.technician}</Detail> : null}
          </dl>
          <h2 className="mt-6 text-lg font-bold">{w.nextTitle}</h2>
          <p className="mt-1 text-slate-700">{visit.next}</p>
          {calendar ? <AddToCalendar calendar={calendar} className="mt-6" /> : null}
        </Card>
        {cannotChange ? <CallUsNotice message={cannotChange} /> : null}
        {canChange ? (
          <>
            <Card>
              <h2 className="text-xl font-bold">{w.changeTitle}</h2>
              <p className="mt-1 mb-4 text-slate-700">{w.changeIntro}</p>
              <RescheduleForm loaderData={loaderData} actionData={actionData} />
            </Card>
            <Card>
              <h2 className="text-xl font-bold">{w.cancelTitle}</h2>
              <p className="mt-1 mb-4 text-slate-700">{w.cancelIntro}</p>
              <CancelForm actionData={actionData} />
            </Card>
          </>
        ) : null}
        <p className="text-slate-700">
          {w.questions}{" "}
          <a href={telHref} className="font-semibold text-brand-700 underline">
            {company.phone}
          </a>
          .
        </p>
      </div>
    </div>
  );
}
