import { company, telHref } from "#content/company.ts";
import { CalendarClock, Phone, XCircle } from "lucide-react";
import { useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { closureMessages, NoTimesLeft, noTimesLeft, ShowTimesButton, useOfferedDay, WindowOptions } from "#app/components/booking/WindowChoice.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { Field, inputClass } from "#app/components/ui/Field.tsx";
import { Honeypot } from "#app/components/ui/Honeypot.tsx";
import { useHydrated } from "#app/components/useHydrated.ts";
import type { OfferedDay } from "#app/domain/scheduling/availability.ts";
import { parseServiceDate } from "#app/domain/scheduling/dates.ts";
import { technicianBySlug } from "#app/domain/scheduling/dispatch.ts";
import { CANCEL_REASONS, changeRefusal, customerStatus, MANAGE_FIELDS, manageChangeSchema, maskAddress } from "#app/domain/scheduling/self-service.ts";
import { addDays, formatLongDate, todayInHouston } from "#app/domain/time.ts";
import type { RouteHandle } from "#app/root.tsx";
import { assertSameOrigin } from "#app/server/auth.server.ts";
import { CUSTOMER_ACTOR, moveVisit, setVisitStatus } from "#app/server/dispatch.server.ts";
import { formReply, submitForm } from "#app/server/forms.server.ts";
import { findByManageToken } from "#app/server/manage-links.server.ts";
import { availabilityFor, scheduleSettings } from "#app/server/scheduling.server.ts";
import { visitEmailSettings } from "#app/server/visit-emails.server.ts";
import type { Route } from "./+types/appointment-manage";

export const handle: RouteHandle = { hydrate: true };

/** What the page says after a change, by the `done` the action redirects with. */
export const DONE_NOTICES = {
  moved: "Your visit has moved. We have emailed you a new confirmation with an updated calendar file.",
  cancelled: "Your visit is cancelled. We have emailed you a confirmation.",
} as const;

/** A wrong or expired token is the site's ordinary 404. */
async function visitOr404(context: Route.LoaderArgs["context"], token: string) {
  const row = await findByManageToken(context.db, token);
  if (!row) throw data(null, { status: 404 });
  return row;
}

async function offeredDay(context: Route.LoaderArgs["context"], zipCode: string, date: string): Promise<OfferedDay | null> {
  const answer = await availabilityFor(context.db, zipCode, date);
  if (!answer.ok) return null;
  const { ok: _, ...day } = answer;
  return day;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const row = await visitOr404(context, params.token);
  const url = new URL(request.url);
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
  const done = url.searchParams.get("done");
  return {
    visit: {
      id: row.id,
      appliance: row.appliance,
      issue: row.issue,
      date: formatLongDate(row.preferred_date),
      window: row.preferred_time,
      address: maskAddress(row.address, row.zip_code),
      technician,
      ...customerStatus(row.status, technician, company),
    },
    refusal: refusal?.reason === "cancelled" ? null : refusal,
    canChange: refusal === null,
    notice: done === "moved" || done === "cancelled" ? DONE_NOTICES[done] : null,
    path: url.pathname,
    zipCode: row.zip_code,
    today,
    lastDate: addDays(today, settings.horizonDays),
    date,
    availability: refusal ? null : await offeredDay(context, row.zip_code, date),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request, context.env.SITE_URL);
  const row = await visitOr404(context, params.token);
  const settings = await scheduleSettings(context.db);
  const submission = await submitForm(
    { request, context },
    { fields: MANAGE_FIELDS, schema: manageChangeSchema(settings, todayInHouston()), rateLimit: "manage" },
  );
  if (!submission.ok) return submission.reply;
  const change = submission.data;
  const emails = visitEmailSettings(context.env);
  const result =
    change.intent === "reschedule"
      ? await moveVisit(context.db, row.id, { date: change.date, window: change.window, overCapacity: false }, CUSTOMER_ACTOR, { emails })
      : await setVisitStatus(context.db, row.id, "cancelled", CUSTOMER_ACTOR, { emails, reason: change.reason || undefined });
  if (!result.success) {
    const availability = change.intent === "reschedule" ? await offeredDay(context, row.zip_code, change.date) : null;
    return formReply(
      { ...submission.values, window: result.status === 409 && change.intent === "reschedule" ? "" : submission.values.window },
      {
        status: result.status,
        formError: result.message,
        result: availability,
      },
    );
  }
  context.notifyOutbox();
  context.logger.info({ appointmentId: row.id, intent: change.intent }, "visit changed by the customer");
  return redirect(`${new URL(request.url).pathname}?done=${change.intent === "reschedule" ? "moved" : "cancelled"}`, 303);
}

export const meta: Route.MetaFunction = () => [{ title: `Your visit | ${company.name}` }, { name: "robots", content: "noindex, nofollow" }];

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
function IntentForm({ intent, formError, children }: { intent: "reschedule" | "cancel"; formError: string | null | undefined; children: React.ReactNode }) {
  const errorId = `${intent}-error`;
  return (
    <Form method="post" noValidate className="space-y-4" aria-describedby={formError ? errorId : undefined}>
      {formError ? (
        <p id={errorId} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {formError}
        </p>
      ) : null}
      <input type="hidden" name="intent" value={intent} />
      <Honeypot />
      {children}
    </Form>
  );
}

function RescheduleForm({ loaderData, actionData }: { loaderData: Route.ComponentProps["loaderData"]; actionData: ActionData }) {
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
  const day = useOfferedDay({ availability: posted?.result ?? loaderData.availability, date, zipCode: loaderData.zipCode, hydrated });
  const closures = closureMessages(day);
  const chooseDate = (first: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    setDate(first);
    setWindow("");
  };
  return (
    <IntentForm intent="reschedule" formError={posted?.formError}>
      <Field id="date" label="New date" required error={posted?.fieldErrors.date}>
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
      <Field id="window" label="New arrival window" required error={posted?.fieldErrors.window} hint={closures.length > 0 ? closures.join(" ") : null}>
        {(a) => (
          <select {...a} name="window" value={chosenWindow} onChange={(e) => setWindow(e.target.value)} className={inputClass}>
            <WindowOptions day={day} />
          </select>
        )}
      </Field>
      {noTimesLeft(day) ? <NoTimesLeft day={day} formAction={loaderData.path} onChoose={hydrated ? chooseDate : undefined} /> : null}
      <button type="submit" disabled={submitting} className={buttonClass("primary", "md", "w-full sm:w-auto")}>
        <CalendarClock aria-hidden="true" className="h-4 w-4" /> {submitting ? "Moving…" : "Move my visit"}
      </button>
    </IntentForm>
  );
}

function CancelForm({ actionData }: { actionData: ActionData }) {
  const { posted, submitting } = useIntent(actionData, "cancel");
  return (
    <IntentForm intent="cancel" formError={posted?.formError}>
      <Field id="reason" label="Reason (optional)" error={posted?.fieldErrors.reason}>
        {(a) => (
          <select {...a} name="reason" defaultValue={posted?.values.reason ?? ""} className={inputClass}>
            <option value="">Prefer not to say</option>
            {CANCEL_REASONS.map((r) => (
              <option key={r} value={r}>
                {r}
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
        <XCircle aria-hidden="true" className="h-4 w-4" /> {submitting ? "Cancelling…" : "Cancel my visit"}
      </button>
    </IntentForm>
  );
}

export default function ManageAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const { visit, refusal, canChange, notice } = loaderData;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:py-14">
        <div>
          <h1 className="text-3xl font-bold sm:text-4xl">Your visit</h1>
          <p className="mt-2 text-lg text-slate-700">
            Appointment ID{" "}
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
            <Detail label="Status">
              <strong data-testid="visit-status">{visit.label}</strong>
            </Detail>
            <Detail label="Appliance">{visit.appliance}</Detail>
            <Detail label="Issue">{visit.issue}</Detail>
            <Detail label="Arrival window">
              {visit.date}, {visit.window} (arrival window)
            </Detail>
            <Detail label="Address">{visit.address}</Detail>
            {visit.technician ? <Detail label="Technician">{visit.technician}</Detail> : null}
          </dl>
          <h2 className="mt-6 text-lg font-bold">What happens next</h2>
          <p className="mt-1 text-slate-700">{visit.next}</p>
        </Card>
        {refusal ? (
          <Card>
            <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 font-medium text-amber-900">
              {refusal.message}
            </p>
            <a href={telHref} className={buttonClass("accent", "md", "mt-4")}>
              <Phone aria-hidden="true" className="h-4 w-4" /> Call {company.phone}
            </a>
          </Card>
        ) : null}
        {canChange ? (
          <>
            <Card>
              <h2 className="text-xl font-bold">Change the time</h2>
              <p className="mt-1 mb-4 text-slate-700">
                Choose another date and one of its open arrival windows. Your current window is given up only when the new one is confirmed.
              </p>
              <RescheduleForm loaderData={loaderData} actionData={actionData} />
            </Card>
            <Card>
              <h2 className="text-xl font-bold">Cancel the visit</h2>
              <p className="mt-1 mb-4 text-slate-700">
                If you no longer need the visit, let us know here so we can give the time to another customer. You can book again at any time.
              </p>
              <CancelForm actionData={actionData} />
            </Card>
          </>
        ) : null}
        <p className="text-slate-700">
          Questions? Call{" "}
          <a href={telHref} className="font-semibold text-brand-700 underline">
            {company.phone}
          </a>
          .
        </p>
      </div>
    </div>
  );
}
