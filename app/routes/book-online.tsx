import { company, telHref } from "#content/company.ts";
import { Static } from "#app/delivery/Static.tsx";
import { CallUsNotice } from "#app/components/CallUsNotice.tsx";
import { ContactItems } from "#app/components/ContactItems.tsx";
import { SideBox } from "#app/components/SideBox.tsx";
import { SidebarLayout } from "#app/components/SidebarLayout.tsx";
import { AlertTriangle, CheckCircle2, Phone } from "lucide-react";
import { Link, redirect } from "react-router";
import { z } from "zod";
import { BookingForm, type BookingValues } from "#app/components/booking/BookingForm.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { calendarEventOf } from "#app/domain/booking/emails.ts";
import { bookingPrefill, isSameRequest, isSubmissionKey } from "#app/domain/booking/appointment.ts";
import { BOOKING_FIELDS } from "#app/domain/booking/fields.ts";
import { bookingSchemaIn } from "#app/domain/booking/schema.ts";
import {
  PHOTO_FIELD,
  PHOTO_FORM_BODY_LIMIT,
  photoBodyTooLarge,
  photoProblemMessage,
} from "#app/domain/booking/photos.ts";
import { TIME_SLOTS } from "#app/domain/booking/options.ts";
import type { OfferedDay } from "#app/domain/scheduling/availability.ts";
import { parseServiceDate } from "#app/domain/scheduling/dates.ts";
import { bookingLabels } from "#app/domain/i18n/booking-labels.ts";
import { type Locale, localeOfRequest } from "#app/domain/i18n/locale.ts";
import { windowName } from "#app/domain/scheduling/window-name.ts";
import { localePath } from "#app/domain/i18n/paths.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import { bookingWords } from "#app/words/booking.ts";
import { useWords } from "#app/components/i18n.ts";
import { formatLongDate, todayInHouston } from "#app/domain/time.ts";
import { digitsOnly } from "#app/domain/validation/messages.ts";
import { pageHandle } from "#app/pages.ts";
import { topPageMeta } from "#app/seo.ts";
import { findBySubmissionKey, storedRequest } from "#app/server/appointment-rows.server.ts";
import { createAppointment } from "#app/server/appointments.server.ts";
import { isDatabaseBusy } from "#app/server/db.server.ts";
import { formReply, submitForm } from "#app/server/forms.server.ts";
import { logError } from "#app/server/logger.server.ts";
import { preparePhotos, removePhotoFiles, type SavedPhoto, savePhotoFiles } from "#app/server/photos.server.ts";
import { manageLinkFor } from "#app/server/manage-links.server.ts";
import { AddToCalendar, type VisitCalendar } from "#app/components/booking/AddToCalendar.tsx";
import { visitCalendarLinks } from "#app/domain/booking/calendar-links.ts";
import { visitEmailSettings } from "#app/server/visit-emails.server.ts";
import { availabilityFor, isWindowUnavailable } from "#app/server/scheduling.server.ts";
import type { Route } from "./+types/book-online";

export const handle = pageHandle("book-online");

/** Next to the time select when its window was booked full meanwhile. */
export const TIME_TAKEN = uiWords.en.bookingPage.timeTaken;

const SUBMITTED_FIELDS = [...BOOKING_FIELDS, "submissionKey", PHOTO_FIELD] as const;

function emptyValues(): BookingValues {
  return Object.fromEntries(BOOKING_FIELDS.map((f) => [f, ""])) as BookingValues;
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const today = todayInHouston();
  const locale = localeOfRequest(request);
  const page = { locale, path: localePath(locale, "/book-online") };
  // The confirmation and its failure show no form.
  const withoutForm = { ...page, today, submissionKey: "", values: emptyValues(), availability: null };
  // The confirmation is addressed by the form's random submission key, not by the guessable ID.
  const confirmationKey = url.searchParams.get("confirmation");
  if (confirmationKey && isSubmissionKey(confirmationKey)) {
    try {
      const appointment = await findBySubmissionKey(context.db, confirmationKey);
      if (appointment) {
        return {
          ...withoutForm,
          confirmation: {
            id: appointment.id,
            ...bookingLabels(locale, appointment),
            preferredDate: formatLongDate(appointment.preferred_date, locale),
            preferredTime: windowName(appointment.preferred_time, locale),
            resentWithChanges: url.searchParams.get("resent") === "changed",
            photosNotSaved: url.searchParams.get("photos") === "unsaved",
            manageLink: manageLinkFor(appointment, context.env.SESSION_SECRET),
            calendar: calendarOf(appointment, locale, context.env.SESSION_SECRET),
          },
          confirmationError: null,
        };
      }
    } catch (error) {
      // Only a stored booking redirects here: a blank form would invite a second booking.
      logError(context.logger, error, "booking confirmation lookup failed");
      return {
        ...withoutForm,
        confirmation: null,
        confirmationError: uiWords[locale].bookingPage.confirmationUnavailable(company.phone, company.callbackMinutes),
      };
    }
  }
  if (url.searchParams.has("show") || url.searchParams.has("firstOpen")) {
    // "Show times" without JavaScript sends the whole form as a GET: keep only what chooses the
    // window (never the name, phone, email or address) in the address the page is shown at.
    throw redirect(`${page.path}?${shownTimesQuery(url.searchParams)}`, 303);
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
  const availability = date.ok ? await offeredDay(context, zipCode, date.date, locale) : null;
  return {
    ...page,
    today,
    submissionKey: crypto.randomUUID(),
    values,
    availability,
    confirmation: null,
    confirmationError: null,
  };
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
async function offeredDay(
  context: Route.LoaderArgs["context"],
  zipCode: string,
  date: string,
  locale: Locale,
): Promise<OfferedDay | null> {
  try {
    const answer = await availabilityFor(context.db, zipCode.length === 5 ? zipCode : null, date, new Date(), locale);
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
  const words = uiWords[locale].bookingPage;
  const bookingPath = localePath(locale, "/book-online");
  const submission = await submitForm(
    { request, context },
    {
      fields: SUBMITTED_FIELDS,
      locale,
      schema: bookingSchemaIn(locale, todayInHouston()).and(
        z.object({ submissionKey: z.string() }).refine((v) => isSubmissionKey(v.submissionKey), words.expired),
      ),
      rateLimit: "booking",
      files: {
        field: PHOTO_FIELD,
        bodyLimit: PHOTO_FORM_BODY_LIMIT,
        tooLarge: photoBodyTooLarge(locale, company.phone),
        prepare: async (files) => {
          const prepared = await preparePhotos(files);
          return prepared.ok
            ? { ok: true, value: prepared.photos }
            : { ok: false, message: photoProblemMessage(prepared.problem, locale) };
        },
      },
    },
  );
  if (!submission.ok) return submission.reply;
  const { submissionKey, ...booking } = submission.data;
  const photoDir = context.env.PHOTO_DIR;
  // The photos' files are written first and their rows stored in the booking's transaction. A booking
  // whose files cannot be written is stored without them, and its confirmation says so.
  let photos: SavedPhoto[] = [];
  let photosNotSaved = false;
  try {
    photos = await savePhotoFiles(photoDir, submission.files);
  } catch (error) {
    logError(context.logger, error, "booking photos could not be written");
    photosNotSaved = true;
  }
  try {
    const { appointment, created } = await createAppointment(context.db, booking, {
      submissionKey,
      ...visitEmailSettings(context.env),
      clientAddress: context.clientAddress,
      language: locale,
      photos,
    });
    // A repeated submission's booking is stored already, with the photos it came with first.
    if (!created) await removePhotoFiles(photoDir, photos);
    if (created) {
      context.notifyOutbox();
      context.logger.info(
        { appointmentId: appointment.id, texts: appointment.sms_consent_at !== null },
        "appointment stored; emails queued",
      );
    } else if (!isSameRequest(storedRequest(appointment), booking)) {
      // The key was used for another request: refused, and nothing of that request is shown.
      return formReply(submission.values, { status: 409, formError: words.alreadySent(company.phone) });
    }
    const notSaved = photosNotSaved && created ? "&photos=unsaved" : "";
    return redirect(`${bookingPath}?confirmation=${submissionKey}${notSaved}`, 303);
  } catch (error) {
    await removePhotoFiles(photoDir, photos);
    if (isWindowUnavailable(error)) {
      // The window went (or cannot be booked): keep what was typed, show the date's open windows.
      const availability = await offeredDay(context, booking.zipCode, booking.preferredDate, locale);
      return formReply(
        { ...submission.values, preferredTime: "" },
        {
          status: 409,
          fieldErrors: { preferredTime: error.reason === "full" ? words.timeTaken : error.message },
          formError: error.message,
          result: availability,
        },
      );
    }
    if (isDatabaseBusy(error)) {
      // Another process held the database for longer than a booking waits: nothing was stored, and
      // the same form (same submission key) can be sent again.
      context.logger.warn("appointment not stored: the database stayed locked");
      return formReply(submission.values, { status: 503, formError: words.busy(company.phone) });
    }
    logError(context.logger, error, "appointment could not be stored");
    return formReply(submission.values, { status: 500, formError: words.failure(company.phone) });
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const locale = loaderData?.locale ?? "en";
  return topPageMeta(matches, locale, uiWords[locale].bookingPage, loaderData?.path ?? "/book-online");
};

/** The visit's calendar links, when it has a manage link to hang its calendar file on. */
function calendarOf(
  appointment: Parameters<typeof manageLinkFor>[0] & {
    appliance: string;
    issue: string;
    preferred_date: string;
    preferred_time: string;
    status: string;
    calendar_sequence: number;
  },
  locale: Locale,
  secret: string,
): VisitCalendar | null {
  const manageLink = manageLinkFor(appointment, secret);
  if (!manageLink) return null;
  const visit = {
    id: appointment.id,
    appliance: appointment.appliance,
    issue: appointment.issue,
    preferredDate: appointment.preferred_date,
    preferredTime: appointment.preferred_time,
    moved: calendarEventOf(appointment) === "moved",
  };
  return visitCalendarLinks(visit, locale, company, manageLink);
}

interface ConfirmationView {
  id: string;
  appliance: string;
  issue: string;
  preferredDate: string;
  preferredTime: string;
  manageLink: string | null;
  calendar: VisitCalendar | null;
  photosNotSaved: boolean;
}

function Confirmation({
  id,
  appliance,
  issue,
  preferredDate,
  preferredTime,
  manageLink,
  calendar,
  photosNotSaved,
}: ConfirmationView) {
  const { locale, t, href } = useWords();
  const w = t.bookingPage;
  return (
    <Card className="text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto h-14 w-14 text-green-700" />
      <h2 className="mt-4 text-2xl font-bold">{w.confirmationTitle}</h2>
      <p className="mt-2 text-slate-700">{w.confirmationText(company.callbackMinutes)}</p>
      <p className="mt-4 text-lg">
        {w.appointmentId}{" "}
        <strong data-testid="appointment-id" className="font-mono">
          {id}
        </strong>
      </p>
      <p className="mt-1 text-slate-700">
        {appliance}: {issue}
      </p>
      <p className="mt-1 text-slate-700">{w.bookedFor(preferredDate, preferredTime)}</p>
      {photosNotSaved ? (
        <p className="mt-2 font-medium text-amber-900">{bookingWords[locale].photos.notSaved}</p>
      ) : null}
      {calendar ? <AddToCalendar calendar={calendar} className="mx-auto mt-6 max-w-md text-left" /> : null}
      <div className="mx-auto mt-6 max-w-md rounded-lg bg-brand-50 p-4 text-left">
        <h3 className="font-semibold">{w.nextTitle}</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
          {w.nextSteps(company.callbackMinutes, company.warranty.days).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      {manageLink ? (
        <p className="mx-auto mt-4 max-w-md text-slate-700">
          {w.manageBefore}
          <Link to={manageLink} className="font-semibold text-brand-700 underline">
            {w.manageLink}
          </Link>
          {w.manageAfter}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href={telHref} className={buttonClass("accent", "md")}>
          <Phone aria-hidden="true" className="h-4 w-4" /> {t.actions.callNumber(company.phone)}
        </a>
        <Link to={href("/book-online")} reloadDocument className={buttonClass("outline", "md")}>
          {w.another}
        </Link>
      </div>
    </Card>
  );
}

export default function BookOnline({ loaderData, actionData }: Route.ComponentProps) {
  const { today, submissionKey, confirmation, confirmationError } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const { t } = useWords();
  const w = t.bookingPage;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <Static>
          <h1 className="text-3xl font-bold sm:text-4xl">{w.heading}</h1>
          <p className="mt-2 max-w-2xl text-lg text-slate-700">{w.intro(company.callbackMinutes)}</p>
        </Static>
        <SidebarLayout className="mt-8 gap-8" aside={<BookingSidebar />} isStatic>
          {confirmation ? (
            <Confirmation {...confirmation} />
          ) : confirmationError ? (
            <CallUsNotice message={confirmationError} />
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
        </SidebarLayout>
      </div>
    </div>
  );
}

function BookingSidebar() {
  const { t } = useWords();
  const w = t.bookingPage;
  return (
    <>
      <SideBox title={w.contactTitle} raised>
        <ul className="mt-3 space-y-3 text-slate-700">
          <ContactItems tone="page" place={w.serviceArea} />
        </ul>
      </SideBox>
      <Card className="border-red-200 bg-red-50">
        <h2 className="flex items-center gap-2 text-lg font-bold text-red-800">
          <AlertTriangle aria-hidden="true" className="h-5 w-5" /> {w.emergencyTitle}
        </h2>
        <p className="mt-2 text-slate-800">{w.emergencyText(t.footer.emergency)}</p>
        <a href={telHref} className={buttonClass("accent", "md", "mt-4 w-full")}>
          <Phone aria-hidden="true" className="h-4 w-4" /> {t.actions.callNumber(company.phone)}
        </a>
      </Card>
    </>
  );
}
