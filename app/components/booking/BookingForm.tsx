import { type ChangeEvent, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Field, inputClass, Options } from "#app/components/ui/Field.tsx";
import { useHydrated } from "#app/components/useHydrated.ts";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { Honeypot } from "#app/components/ui/Honeypot.tsx";
import { ErrorSummary } from "#app/components/ui/ErrorSummary.tsx";
import {
  closureMessages,
  NoTimesLeft,
  noTimesLeft,
  ShowTimesButton,
  useOfferedDay,
  WindowOptions,
} from "./WindowChoice.tsx";
import { coverageOf } from "#app/domain/areas/coverage.ts";
import { normalizeZipInput } from "#app/domain/areas/zip-input.ts";
import {
  BOOKING_APPLIANCES,
  type BookingAppliance,
  GENERAL_ISSUES,
  ISSUE_PRESETS,
  issueOptionsFor,
  OTHER_ISSUE,
} from "#app/domain/booking/options.ts";
import { BOOKING_FIELDS, type BookingField } from "#app/domain/booking/fields.ts";
import type { Locale } from "#app/domain/i18n/locale.ts";
import type { OfferedDay } from "#app/domain/scheduling/availability.ts";
import { SMS_CONSENT_VALUE } from "#app/domain/sms/consent.ts";
import type { BookingErrors } from "./booking-validation.ts";
import { validationWords } from "#app/words/validation.ts";
import { bookingWords } from "#app/words/booking.ts";
import { PHOTO_FIELD, photoFilesProblem, photoHint, photoProblemMessage } from "#app/domain/booking/photos.ts";
import { useWords } from "#app/components/i18n.ts";

export type BookingValues = Record<BookingField, string>;

/** The issue lists as the form offers them without JavaScript: one group per list, labelled by appliance; "Other" once, after them. */
const ISSUE_GROUPS = [
  ...Object.entries(ISSUE_PRESETS).map(([appliance, issues]) => ({
    appliance: appliance as BookingAppliance,
    issues: issues ?? [],
  })),
  { appliance: null, issues: GENERAL_ISSUES },
];

type Validate = (values: BookingValues) => BookingErrors | null;

/**
 * The form's checks are loaded when the customer first focuses a field or submits, not while the
 * page starts. `ready()` is the check once loaded (undefined before, null when it could not load);
 * `load()` loads it once and resolves to the same.
 */
function useBookingValidator(locale: Locale, today: string) {
  const state = useRef<{ key: string; loading: Promise<Validate | null>; validate?: Validate | null } | null>(null);
  const key = `${locale} ${today}`;
  const load = (): Promise<Validate | null> => {
    if (state.current?.key === key) return state.current.loading;
    const loading = import("./booking-validation.ts").then(
      ({ bookingValidator }) => (entry.validate = bookingValidator(locale, today)),
      () => (entry.validate = null),
    );
    const entry: NonNullable<typeof state.current> = { key, loading };
    state.current = entry;
    return loading;
  };
  const ready = (): Validate | null | undefined => (state.current?.key === key ? state.current.validate : undefined);
  return { load, ready };
}

export function zipStatus(zip: string): "unknown" | "in-area" | "out-of-area" {
  if (zip.length < 5) return "unknown";
  return coverageOf(zip).covered ? "in-area" : "out-of-area";
}

/**
 * The booking form. It posts to the route's action, which validates with the same schema. In the
 * browser it validates on submit and when an edited field loses focus, clears a field's error as
 * soon as it is edited, offers only the chosen appliance's issues, and shows the ZIP's coverage at once.
 */
export function BookingForm({
  initialValues,
  serverErrors,
  today,
  submissionKey,
  formError,
  availability,
}: {
  initialValues: BookingValues;
  /** The errors of the server's latest answer; a new answer replaces what is shown. */
  serverErrors: Partial<Record<string, string>> | undefined;
  today: string;
  submissionKey: string;
  formError?: string;
  /** The open windows of the chosen date, when the server counted them. */
  availability?: OfferedDay | null;
}) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>(serverErrors ?? {});
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  const [shownFormError, setShownFormError] = useState(formError);
  // Each refusal, the browser's own or the server's, moves the focus to the summary of problems.
  const [refusals, setRefusals] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  if (formError !== shownFormError) {
    setShownFormError(formError);
    if (formError) setRefusals((n) => n + 1);
  }
  if (serverErrors !== shownServerErrors) {
    setShownServerErrors(serverErrors);
    setErrors(serverErrors ?? {});
    if (serverErrors && Object.keys(serverErrors).length > 0) setRefusals((n) => n + 1);
    // A time the server refused because it went meanwhile is chosen again.
    if (serverErrors?.preferredTime && initialValues.preferredTime === "")
      setValues((current) => ({ ...current, preferredTime: "" }));
  }
  // Fields the customer has edited: only those are checked when they lose focus.
  const edited = useRef(new Set<BookingField>());
  // Without JavaScript the button must stay usable: the server is the one that refuses an out-of-area ZIP.
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const { locale, t, href } = useWords();
  const w = t.bookingPage;
  const bookingPath = href("/book-online");
  const validator = useBookingValidator(locale, today);
  // A second press while the checks load must not submit twice.
  const heldSubmit = useRef(false);
  const status = zipStatus(values.zipCode);

  // The chosen date's windows: from the server's answer, then fetched again whenever the date or ZIP changes.
  const day = useOfferedDay({ availability, date: values.preferredDate, zipCode: values.zipCode, hydrated });
  const closures = closureMessages(day);
  const chooseDate = (date: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    edited.current.add("preferredDate");
    setValues((current) => ({ ...current, preferredDate: date, preferredTime: "" }));
    setErrors((prev) => ({ ...prev, preferredDate: undefined, preferredTime: undefined }));
  };

  const update =
    (field: BookingField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      let value = event.target.value;
      if (field === "zipCode") value = normalizeZipInput(value);
      edited.current.add(field);
      setValues((current) => {
        const next = { ...current, [field]: value };
        // Changing the appliance resets the issue.
        if (field === "appliance") {
          next.issue = "";
          next.issueOther = "";
        }
        return next;
      });
      // Editing a field clears its error; it is checked again when it loses focus or on submit.
      setErrors((prev) => ({
        ...prev,
        [field]: undefined,
        ...(field === "appliance" ? { issue: undefined, issueOther: undefined } : {}),
      }));
    };

  const blur = (field: BookingField) => () => {
    if (!edited.current.has(field)) return;
    const checked = values;
    void validator.load().then((validate) => {
      if (!validate) return;
      const fieldErrors = validate(checked) ?? {};
      setErrors((prev) => ({ ...prev, [field]: fieldErrors[field] }));
    });
  };

  // The form's own fields are the truth at submit time: a submit pressed while React is still
  // taking over must not be judged on the values React started with.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const validate = validator.ready();
    if (validate === undefined) {
      // The checks are still loading: the form is submitted again once they are (at once, unchecked,
      // if they cannot load: the server applies the same checks).
      event.preventDefault();
      if (heldSubmit.current) return;
      heldSubmit.current = true;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void validator.load().then(() => {
        heldSubmit.current = false;
        form.requestSubmit(submitter);
      });
      return;
    }
    if (validate === null) return;
    const posted = new FormData(form);
    // Photos too many or too large are refused before they are sent, not after a long upload.
    const photos = posted.getAll(PHOTO_FIELD).filter((part): part is File => part instanceof File && part.size > 0);
    const photoProblem = photoFilesProblem(photos);
    const current = Object.fromEntries(
      BOOKING_FIELDS.map((field) => [field, String(posted.get(field) ?? "")]),
    ) as BookingValues;
    const found = validate(current);
    if (found || photoProblem || zipStatus(current.zipCode) === "out-of-area") {
      event.preventDefault();
      setValues(current);
      if (found || photoProblem)
        setErrors({ ...found, ...(photoProblem ? { [PHOTO_FIELD]: photoProblemMessage(photoProblem, locale) } : {}) });
      setRefusals((n) => n + 1);
    }
  };

  const err = (field: BookingField) => errors[field];
  // The summary lists the fields still wrong once the form has been refused, not while it is filled in.
  const refused = refusals > 0 || Object.keys(serverErrors ?? {}).length > 0;
  const fieldErrors = refused
    ? [...BOOKING_FIELDS, PHOTO_FIELD].flatMap((id) => (errors[id] ? [{ id, message: errors[id] }] : []))
    : [];
  const issueName = (issue: string) => w.issueNames[issue] ?? issue;
  const control = (field: BookingField) => ({
    name: field,
    value: values[field],
    onChange: update(field),
    onBlur: blur(field),
  });

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void validator.load()}
      className="space-y-5"
      aria-describedby={formError || fieldErrors.length > 0 ? "form-problems" : undefined}
    >
      <ErrorSummary
        title={w.problemsTitle}
        formError={formError}
        fieldErrors={fieldErrors}
        summary={summary}
        focusAfter={refusals}
      />
      <input type="hidden" name="submissionKey" value={submissionKey} />
      <Honeypot />

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="name" label={w.fullName} required error={err("name")}>
          {(a) => <input {...a} {...control("name")} type="text" autoComplete="name" className={inputClass} />}
        </Field>
        <Field id="phone" label={w.phone} required error={err("phone")}>
          {(a) => (
            <input
              {...a}
              {...control("phone")}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="7135550123"
              className={inputClass}
            />
          )}
        </Field>
        <Field id="email" label={w.email} required error={err("email")}>
          {(a) => <input {...a} {...control("email")} type="email" autoComplete="email" className={inputClass} />}
        </Field>
        <Field
          id="zipCode"
          label={w.zipCode}
          required
          error={err("zipCode") === validationWords[locale].zipNotServed ? undefined : err("zipCode")}
          hint={
            status === "in-area" ? (
              <span className="font-medium text-green-800">{w.inArea}</span>
            ) : status === "out-of-area" ? (
              <span className="font-medium text-red-700">{validationWords[locale].zipNotServed}</span>
            ) : null
          }
        >
          {(a) => (
            <input
              {...a}
              {...control("zipCode")}
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              className={inputClass}
            />
          )}
        </Field>
        <Field id="address" label={w.address} required error={err("address")} className="sm:col-span-2">
          {(a) => (
            <input
              {...a}
              {...control("address")}
              type="text"
              autoComplete="street-address"
              placeholder={w.addressPlaceholder}
              className={inputClass}
            />
          )}
        </Field>
        <Field id="appliance" label={w.appliance} required error={err("appliance")}>
          {(a) => (
            <select {...a} {...control("appliance")} className={inputClass}>
              <option value="">{w.selectAppliance}</option>
              <Options values={BOOKING_APPLIANCES} label={(appliance) => w.applianceNames[appliance]} />
            </select>
          )}
        </Field>
        <Field id="issue" label={w.issue} required error={err("issue")}>
          {(a) => (
            <select {...a} {...control("issue")} className={inputClass}>
              <option value="">{w.selectIssue}</option>
              {hydrated ? (
                // With JavaScript: the chosen appliance's issues only.
                <Options
                  values={issueOptionsFor(values.appliance).filter((name) => name !== OTHER_ISSUE)}
                  label={issueName}
                />
              ) : (
                // Without it the form cannot follow the appliance: every list, labelled by appliance.
                ISSUE_GROUPS.map((group) => (
                  <optgroup
                    key={group.appliance ?? "other"}
                    label={group.appliance ? w.applianceNames[group.appliance] : w.otherAppliances}
                  >
                    <Options values={group.issues} label={issueName} />
                  </optgroup>
                ))
              )}
              <option value={OTHER_ISSUE}>{issueName(OTHER_ISSUE)}</option>
            </select>
          )}
        </Field>
        {values.issue === OTHER_ISSUE ? (
          <Field id="issueOther" label={w.describeIssue} required error={err("issueOther")} className="sm:col-span-2">
            {(a) => <input {...a} {...control("issueOther")} type="text" className={inputClass} />}
          </Field>
        ) : null}
        <Field id="description" label={w.details} error={err("description")} className="sm:col-span-2">
          {(a) => (
            <textarea
              {...a}
              {...control("description")}
              rows={4}
              placeholder={w.detailsPlaceholder}
              className={inputClass}
            />
          )}
        </Field>
        <Field id="preferredDate" label={w.preferredDate} required error={err("preferredDate")}>
          {(a) => (
            <div className="flex gap-2">
              <input {...a} {...control("preferredDate")} type="date" min={today} className={inputClass} />
              {hydrated ? null : (
                // Without JavaScript: reload the form with this date's open windows.
                <ShowTimesButton formAction={bookingPath} />
              )}
            </div>
          )}
        </Field>
        <Field
          id="preferredTime"
          label={w.preferredTime}
          required
          error={err("preferredTime")}
          hint={closures.length > 0 ? closures.join(" ") : null}
        >
          {(a) => (
            <select {...a} {...control("preferredTime")} className={inputClass}>
              <WindowOptions day={day} />
            </select>
          )}
        </Field>
        {noTimesLeft(day) ? (
          <NoTimesLeft
            day={day}
            formAction={bookingPath}
            onChoose={hydrated ? chooseDate : undefined}
            className="sm:col-span-2"
          />
        ) : null}
      </div>
      <Field
        id={PHOTO_FIELD}
        label={bookingWords[locale].photos.label}
        error={errors[PHOTO_FIELD]}
        hint={
          // Without JavaScript a form sent back has lost its files: say so when it was refused.
          !hydrated && (formError || fieldErrors.length > 0)
            ? `${photoHint(locale)} ${bookingWords[locale].photos.chooseAgain}`
            : photoHint(locale)
        }
      >
        {(a) => (
          <input
            {...a}
            name={PHOTO_FIELD}
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            onChange={() => setErrors((prev) => ({ ...prev, [PHOTO_FIELD]: undefined }))}
            className={inputClass}
          />
        )}
      </Field>
      <div className="flex items-start gap-3">
        <input
          id="smsConsent"
          name="smsConsent"
          type="checkbox"
          value={SMS_CONSENT_VALUE}
          checked={values.smsConsent === SMS_CONSENT_VALUE}
          onChange={(event) =>
            setValues((current) => ({ ...current, smsConsent: event.target.checked ? SMS_CONSENT_VALUE : "" }))
          }
          className="mt-1 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor="smsConsent" className="text-slate-700">
          {w.smsConsent}
        </label>
      </div>
      <p className="text-sm text-slate-600">
        <span className="text-red-600" aria-hidden="true">
          *
        </span>{" "}
        {w.required}
      </p>
      <button
        type="submit"
        disabled={hydrated && (submitting || status === "out-of-area")}
        className={buttonClass("accent", "lg", "w-full")}
      >
        {submitting ? w.submitting : w.submit}
      </button>
    </Form>
  );
}
