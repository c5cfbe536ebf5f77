import { company, formatClock, telHref } from "#content/company.ts";
import { AlertTriangle, CheckCircle2, Clock, Mail, MapPin, Phone } from "lucide-react";
import { Link, redirect } from "react-router";
import { z } from "zod";
import { BookingForm, type BookingValues } from "#app/components/booking/BookingForm.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { bookingPrefill, isSameRequest, isSubmissionKey } from "#app/domain/booking/appointment.ts";
import { BOOKING_FIELDS, bookingSchemaIn } from "#app/domain/booking/schema.ts";
import { TIME_SLOTS } from "#app/domain/booking/options.ts";
import type { OfferedDay } from "#app/domain/scheduling/availability.ts";
import { parseServiceDate } from "#app/domain/scheduling/dates.ts";
import { localeOfRequest } from "#app/domain/i18n/locale.ts";
import { formatLongDate, todayInHouston } from "#app/domain/time.ts";
import { digitsOnly } from "#app/domain/validation/messages.ts";
import type { RouteHandle } from "#app/root.tsx";
import { sectionPageMeta } from "#app/seo.ts";
import { createAppointment, findBySubmissionKey, storedRequest } from "#app/server/appointments.server.ts";
import { formReply, submitForm } from "#app/server/forms.server.ts";
import { logError } from "#app/server/logger.server.ts";
import { manageLinkFor } from "#app/server/manage-links.server.ts";
import { visitEmailSettings } from "#app/server/visit-emails.server.ts";
import { availabilityFor, isWindowUnavailable } from "#app/server/scheduling.server.ts";
import type { Route } from "./+types/book-online";

export const handle: RouteHandle = { hydrate: true };

export const failureMessage = `Failed to submit appointment. Please try calling us directly at ${company.phone}.`;
const EXPIRED_FORM_MESSAGE = "This form has expired. Please submit it again.";
export const CONFIRMATION_UNAVAILABLE = `We received your request, but we can't show its confirmation right now. Please don't book again: call us at ${company.phone} if you have not heard from us within ${company.callbackMinutes} minutes.`;
export const RESENT_CHANGED = `This form had already been sent, and the changes you made were not saved. Here is the request we have; to change it, please call us at ${company.phone}.`;

/** Next to the time select when its window was booked full meanwhile. */
export const TIME_TAKEN = "This time is now full. Please choose another.";

const SUBMITTED_FIELDS = [...BOOKING_FIELDS, "submissionKey"] as const;

function emptyValues(): BookingValues {
  return Object.fromEntries(BOOKING_FIELDS.map((f) => [f, ""])) as BookingValues;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const today = todayInHouston();
  // The confirmation is addressed by the form's random submission key, not by the guessable ID.
  const confirmationKey = url.searchParams.get("confirmation");
  if (confirmationKey && isSubmissionKey(confirmationKey)) {
    try {
      const appointment = await findBySubmissionKey(context.db, confirmationKey);
      if (appointment) {
        return {
          today,
          submissionKey: "",
          values: emptyValues(),
          availability: null,
          confirmation: {
            id: appointment.id,
            appliance: appointment.appliance,
            issue: appointment.issue,
            preferredDate: formatLongDate(appointment.preferred_date),
            preferredTime: appointment.preferred_time,
            resentWithChanges: url.searchParams.get("resent") === "changed",
            manageLink: manageLinkFor(appointment, context.env.SESSION_SECRET),
          },
          confirmationError: null,
        };
      }
    } catch (error) {
      // Only a stored booking redirects here: a blank form would invite a second booking.
      logError(context.logger, error, "booking confirmation lookup failed");
      return { today, submissionKey: "", values: emptyValues(), availability: null, confirmation: null, confirmationError: CONFIRMATION_UNAVAILABLE };
    }
  }
  if (url.searchParams.has("show") || url.searchParams.has("firstOpen")) {
    // "Show times" without JavaScript sends the whole form as a GET: keep only what chooses the
    // window (never the name, phone, email or address) in the address the page is shown at.
    throw redirect(`/book-online?${shownTimesQuery(url.searchParams)}`, 303);
  }
  const prefill = bookingPrefill(url.searchParams);
  const date = parseServiceDate(url.searchParams.get("date"));
  const zipCode = digitsOnly(url.searchParams.get("zip") ?? "", 5);
  const time = url.searchParams.get("time") ?? "";
  const values: BookingValues = {
    ...emptyValues(),
    ...prefill,
    zipCode,
    preferredDate: date.ok ? date.date : "",
    preferredTime: TIME_SLOTS.some((s) => s.label === time) ? time : "",
  };
  const availability = date.ok ? await offeredDay(context, zipCode, date.date) : null;
  return { today, submissionKey: crypto.randomUUID(), values, availability, confirmation: null, confirmationError: null };
}

/** The query of the page a "Show times" (or "first open date") button leads to: date, ZIP, appliance, issue and time only. */
function shownTimesQuery(params: URLSearchParams): URLSearchParams {
  const firstOpen = params.get("firstOpen");
  const kept = new URLSearchParams();
  const pairs: [string, string | null][] = [
    ["date", firstOpen ?? params.get("preferredDate")],
    ["zip", params.get("zipCode")],
    ["appliance", params.get("appliance")],
    ["issue", params.get("issue")],
    ["time", firstOpen ? null : params.get("preferredTime")],
  ];
  for (const [name, value] of pairs) if (value) kept.set(name, value);
  return kept;
}

/** A date's windows for the form: counted for the ZIP once it has 5 digits, else company-wide; null if they cannot be read. */
async function offeredDay(context: Route.LoaderArgs["context"], zipCode: string, date: string): Promise<OfferedDay | null> {
  try {
    const answer = await availabilityFor(context.db, zipCode.length === 5 ? zipCode : null, date);
    if (!answer.ok) return null;
    const { ok: _, ...day } = answer;
    return day;
  } catch (error) {
    logError(context.logger, error, "availability for the booking form failed");
    return null;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const submission = await submitForm(
    { request, context },
    {
      fields: SUBMITTED_FIELDS,
      locale,
      schema: bookingSchemaIn(locale, todayInHouston()).and(
        z.object({ submissionKey: z.string() }).refine((v) => isSubmissionKey(v.submissionKey), EXPIRED_FORM_MESSAGE),
      ),
      rateLimit: "booking",
    },
  );
  if (!submission.ok) return submission.reply;
  const { submissionKey, ...booking } = submission.data;
  try {
    const { appointment, created } = await createAppointment(context.db, booking, {
      submissionKey,
      ...visitEmailSettings(context.env),
      clientAddress: context.clientAddress,
      language: locale,
    });
    if (created) {
      context.notifyOutbox();
      context.logger.info({ appointmentId: appointment.id, texts: appointment.sms_consent_at !== null }, "appointment stored; emails queued");
    } else if (!isSameRequest(storedRequest(appointment), booking)) {
      return redirect(`/book-online?confirmation=${submissionKey}&resent=changed`, 303);
    }
    return redirect(`/book-online?confirmation=${submissionKey}`, 303);
  } catch (error) {
    if (isWindowUnavailable(error)) {
      // The window went (or cannot be booked): keep what was typed, show the date's open windows.
      const availability = await offeredDay(context, booking.zipCode, booking.preferredDate);
      return formReply(
        { ...submission.values, preferredTime: "" },
        {
          status: 409,
          fieldErrors: { preferredTime: error.reason === "full" ? TIME_TAKEN : error.message },
          formError: error.message,
          result: availability,
        },
      );
    }
    logError(context.logger, error, "appointment could not be stored");
    return formReply(submission.values, { status: 500, formError: failureMessage });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => sectionPageMeta(matches, "/book-online");

interface ConfirmationView {
  id: string;
  appliance: string;
  issue: string;
  preferredDate: string;
  preferredTime: string;
  resentWithChanges: boolean;
  manageLink: string | null;
}

function Confirmation({ id, appliance, issue, preferredDate, preferredTime, resentWithChanges, manageLink }: ConfirmationView) {
  return (
    <Card className="text-center">
      {resentWithChanges ? (
        <p role="alert" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-left font-medium text-amber-900">
          {RESENT_CHANGED}
        </p>
      ) : null}
      <CheckCircle2 aria-hidden="true" className="mx-auto h-14 w-14 text-green-700" />
      <h2 className="mt-4 text-2xl font-bold">Appointment Booked!</h2>
      <p className="mt-2 text-slate-700">Appointment request submitted successfully! We will contact you within {company.callbackMinutes} minutes.</p>
      <p className="mt-4 text-lg">
        Your appointment ID:{" "}
        <strong data-testid="appointment-id" className="font-mono">
          {id}
        </strong>
      </p>
      <p className="mt-1 text-slate-700">
        {appliance}: {issue}
      </p>
      <p className="mt-1 text-slate-700">
        Booked for {preferredDate}, {preferredTime} (arrival window)
      </p>
      <div className="mx-auto mt-6 max-w-md rounded-lg bg-brand-50 p-4 text-left">
        <h3 className="font-semibold">What happens next</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
          <li>We call you within {company.callbackMinutes} minutes to confirm your appointment.</li>
          <li>A confirmation email with a calendar file is on its way to you.</li>
          <li>Your technician arrives in the window you booked, with common parts on the truck.</li>
          <li>Every repair has our {company.warranty.days}-day warranty on parts and labor.</li>
        </ol>
      </div>
      {manageLink ? (
        <p className="mx-auto mt-4 max-w-md text-slate-700">
          To reschedule or cancel, use{" "}
          <Link to={manageLink} className="font-semibold text-brand-700 underline">
            your visit's page
          </Link>
          ; the link is also in your confirmation email.
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href={telHref} className={buttonClass("accent", "md")}>
          <Phone aria-hidden="true" className="h-4 w-4" /> Call {company.phone}
        </a>
        <Link to="/book-online" reloadDocument className={buttonClass("outline", "md")}>
          Schedule Another Appointment
        </Link>
      </div>
    </Card>
  );
}

export default function BookOnline({ loaderData, actionData }: Route.ComponentProps) {
  const { today, submissionKey, confirmation, confirmationError } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-bold sm:text-4xl">Book Your Appliance Repair</h1>
        <p className="mt-2 max-w-2xl text-lg text-slate-700">
          Tell us what's wrong and when suits you. We call you back within {company.callbackMinutes} minutes to confirm.
        </p>
        <div className="mt-8 grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            {confirmation ? (
              <Confirmation {...confirmation} />
            ) : confirmationError ? (
              <Card>
                <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 font-medium text-amber-900">
                  {confirmationError}
                </p>
                <a href={telHref} className={buttonClass("accent", "md", "mt-4")}>
                  <Phone aria-hidden="true" className="h-4 w-4" /> Call {company.phone}
                </a>
              </Card>
            ) : (
              <Card>
                <BookingForm
                  key={submissionKey}
                  initialValues={values}
                  serverErrors={actionData?.fieldErrors}
                  formError={actionData?.formError ?? undefined}
                  today={today}
                  submissionKey={submissionKey}
                  availability={actionData?.result ?? loaderData.availability}
                />
              </Card>
            )}
          </div>
          <aside className="space-y-6">
            <Card>
              <h2 className="text-lg font-bold">Contact Us</h2>
              <ul className="mt-3 space-y-3 text-slate-700">
                <li className="flex gap-2">
                  <Phone aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
                  <a href={telHref} className="font-semibold text-brand-700 underline">
                    {company.phone}
                  </a>
                </li>
                <li className="flex gap-2">
                  <Mail aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
                  <a href={`mailto:${company.email}`} className="break-all text-brand-700 underline">
                    {company.email}
                  </a>
                </li>
                <li className="flex gap-2">
                  <MapPin aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
                  {company.serviceArea}
                </li>
                <li className="flex gap-2">
                  <Clock aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
                  <span>
                    {company.hours.weekdays.label}: {formatClock(company.hours.weekdays.open)} - {formatClock(company.hours.weekdays.close)}
                    <br />
                    {company.hours.weekends.label}: {formatClock(company.hours.weekends.open)} - {formatClock(company.hours.weekends.close)}
                  </span>
                </li>
              </ul>
            </Card>
            <Card className="border-red-200 bg-red-50">
              <h2 className="flex items-center gap-2 text-lg font-bold text-red-800">
                <AlertTriangle aria-hidden="true" className="h-5 w-5" /> Emergency Service
              </h2>
              <p className="mt-2 text-slate-800">
                Water on the floor, a gas smell or sparks? Don't wait for a callback — call us now. {company.hours.emergency}; emergency rates may apply outside
                business hours.
              </p>
              <a href={telHref} className={buttonClass("accent", "md", "mt-4 w-full")}>
                <Phone aria-hidden="true" className="h-4 w-4" /> Call {company.phone}
              </a>
            </Card>
          </aside>
        </div>
      </div>
    </div>
  );
}
