import { company, formatClock, telHref } from "@content/company";
import { AlertTriangle, CheckCircle2, Clock, Mail, MapPin, Phone } from "lucide-react";
import { useEffect } from "react";
import { data, Link, redirect } from "react-router";
import { BookingForm, type BookingValues } from "~/components/booking/BookingForm";
import { buttonClass } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { bookingPrefill, isSubmissionKey } from "~/domain/booking/appointment";
import { BOOKING_FIELDS, bookingSchema } from "~/domain/booking/schema";
import { formatLongDate, todayInHouston } from "~/domain/time";
import { firstErrors } from "~/domain/validation/fields";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/seo";
import { createAppointment, findBySubmissionKey } from "~/server/appointments.server";
import type { Route } from "./+types/book-online";

export const handle: RouteHandle = { hydrate: true };

export const BOOKING_LIMIT = { count: 5, windowMs: 10 * 60_000 };
export const failureMessage = `Failed to submit appointment. Please try calling us directly at ${company.phone}.`;
const HONEYPOT_MESSAGE = `Your request looked automated, so it was not sent. Please call us at ${company.phone} to book.`;
const EXPIRED_FORM_MESSAGE = "This form has expired. Please submit it again.";
const RATE_LIMIT_MESSAGE = `You have sent several booking requests in a short time. Please wait a few minutes, or call us at ${company.phone}.`;

function emptyValues(): BookingValues {
  return Object.fromEntries(BOOKING_FIELDS.map((f) => [f, ""])) as BookingValues;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const today = todayInHouston();
  // The confirmation is addressed by the form's random submission key, not by the guessable ID.
  const confirmationKey = url.searchParams.get("confirmation");
  if (confirmationKey && isSubmissionKey(confirmationKey)) {
    const appointment = await findBySubmissionKey(context.db, confirmationKey).catch(() => null);
    if (appointment) {
      return {
        today,
        submissionKey: "",
        values: emptyValues(),
        confirmation: { id: appointment.id, preferredDate: formatLongDate(appointment.preferred_date), preferredTime: appointment.preferred_time },
      };
    }
  }
  const prefill = bookingPrefill(url.searchParams);
  return { today, submissionKey: crypto.randomUUID(), values: { ...emptyValues(), ...prefill }, confirmation: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(BOOKING_FIELDS.map((f) => [f, String(form.get(f) ?? "")])) as BookingValues;
  const submissionKey = String(form.get("submissionKey") ?? "");

  if (String(form.get("website") ?? "") !== "") {
    return data({ values, errors: {}, formError: HONEYPOT_MESSAGE }, { status: 400 });
  }
  const parsed = bookingSchema(todayInHouston()).safeParse(values);
  if (!parsed.success || !isSubmissionKey(submissionKey)) {
    const errors = parsed.success ? {} : firstErrors(parsed.error);
    return data({ values, errors, formError: parsed.success ? EXPIRED_FORM_MESSAGE : undefined }, { status: 400 });
  }
  // Only requests that would be stored count, so correcting mistakes never locks a customer out.
  if (!context.rateLimiter.hit(`book:${context.clientAddress}`, BOOKING_LIMIT.count, BOOKING_LIMIT.windowMs)) {
    return data({ values, errors: {}, formError: RATE_LIMIT_MESSAGE }, { status: 429 });
  }
  try {
    const { appointment, created } = await createAppointment(context.db, parsed.data, {
      submissionKey,
      officeEmail: context.env.OFFICE_EMAIL ?? company.email,
    });
    if (created) {
      context.notifyOutbox();
      context.logger.info({ appointmentId: appointment.id }, "appointment stored; emails queued");
      context.logger.info({ appointmentId: appointment.id }, "SMS notification placeholder: no SMS provider is configured");
    }
    return redirect(`/book-online?confirmation=${submissionKey}`, 303);
  } catch (error) {
    context.logger.error({ err: error instanceof Error ? error.message : String(error) }, "appointment could not be stored");
    return data({ values, errors: {}, formError: failureMessage }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Book Appliance Repair Online | ${company.name}`,
    description: "Book a same-day appliance repair in Houston in a minute. We call you back within 30 minutes to confirm. 90-day warranty on parts and labor.",
    path: "/book-online",
    keywords: ["book appliance repair houston", "schedule appliance repair", "appliance repair appointment"],
    breadcrumbs: [{ name: "Home", url: "/" }, { name: "Book Online", url: "/book-online" }],
  });

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

function Confirmation({ id, preferredDate, preferredTime }: { id: string; preferredDate: string; preferredTime: string }) {
  useEffect(() => {
    if (typeof window.gtag === "function") window.gtag("event", "appointment_booked", { appointment_id: id });
  }, [id]);
  return (
    <Card className="text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto h-14 w-14 text-green-700" />
      <h2 className="mt-4 text-2xl font-bold">Appointment Request Received!</h2>
      <p className="mt-2 text-slate-700">Appointment request submitted successfully! We will contact you within {company.callbackMinutes} minutes.</p>
      <p className="mt-4 text-lg">
        Your appointment ID: <strong data-testid="appointment-id" className="font-mono">{id}</strong>
      </p>
      <p className="mt-1 text-slate-700">Requested for {preferredDate}, {preferredTime}</p>
      <div className="mx-auto mt-6 max-w-md rounded-lg bg-brand-50 p-4 text-left">
        <h3 className="font-semibold">What happens next</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
          <li>We call you within {company.callbackMinutes} minutes to confirm the time.</li>
          <li>A confirmation email with a calendar file is on its way to you.</li>
          <li>Your technician arrives in the window you chose, with common parts on the truck.</li>
          <li>Every repair has our {company.warranty.days}-day warranty on parts and labor.</li>
        </ol>
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href={telHref} className={buttonClass("accent", "md")}><Phone aria-hidden="true" className="h-4 w-4" /> Call {company.phone}</a>
        <Link to="/book-online" reloadDocument className={buttonClass("outline", "md")}>Schedule Another Appointment</Link>
      </div>
    </Card>
  );
}

export default function BookOnline({ loaderData, actionData }: Route.ComponentProps) {
  const { today, submissionKey, confirmation } = loaderData;
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
            ) : (
              <Card>
                <BookingForm
                  key={submissionKey}
                  initialValues={values}
                  serverErrors={actionData?.errors}
                  formError={actionData?.formError}
                  today={today}
                  submissionKey={submissionKey}
                />
              </Card>
            )}
          </div>
          <aside className="space-y-6">
            <Card>
              <h2 className="text-lg font-bold">Contact Us</h2>
              <ul className="mt-3 space-y-3 text-slate-700">
                <li className="flex gap-2"><Phone aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" /><a href={telHref} className="font-semibold text-brand-700 underline">{company.phone}</a></li>
                <li className="flex gap-2"><Mail aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" /><a href={`mailto:${company.email}`} className="break-all text-brand-700 underline">{company.email}</a></li>
                <li className="flex gap-2"><MapPin aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />{company.serviceArea}</li>
                <li className="flex gap-2"><Clock aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
                  <span>
                    {company.hours.weekdays.label}: {formatClock(company.hours.weekdays.open)} - {formatClock(company.hours.weekdays.close)}<br />
                    {company.hours.weekends.label}: {formatClock(company.hours.weekends.open)} - {formatClock(company.hours.weekends.close)}
                  </span>
                </li>
              </ul>
            </Card>
            <Card className="border-red-200 bg-red-50">
              <h2 className="flex items-center gap-2 text-lg font-bold text-red-800"><AlertTriangle aria-hidden="true" className="h-5 w-5" /> Emergency Service</h2>
              <p className="mt-2 text-slate-800">Water on the floor, a gas smell or sparks? Don't wait for a callback — call us now. {company.hours.emergency}; emergency rates may apply outside business hours.</p>
              <a href={telHref} className={buttonClass("accent", "md", "mt-4 w-full")}><Phone aria-hidden="true" className="h-4 w-4" /> Call {company.phone}</a>
            </Card>
          </aside>
        </div>
      </div>
    </div>
  );
}
