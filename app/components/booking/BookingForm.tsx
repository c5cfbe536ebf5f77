import { type ChangeEvent, useEffect, useMemo, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Field, inputClass, Options } from "#app/components/ui/Field.tsx";
import { useHydrated } from "#app/components/useHydrated.ts";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { Honeypot } from "#app/components/ui/Honeypot.tsx";
import { coverageOf } from "#app/domain/areas/coverage.ts";
import { normalizeZipInput } from "#app/domain/areas/zip-input.ts";
import { BOOKING_APPLIANCES, GENERAL_ISSUES, ISSUE_PRESETS, issueOptionsFor, OTHER_ISSUE, TIME_SLOTS } from "#app/domain/booking/options.ts";
import { BOOKING_FIELDS, type BookingField, bookingSchema } from "#app/domain/booking/schema.ts";
import { type OfferedDay, UNAVAILABLE_TEXT } from "#app/domain/scheduling/availability.ts";
import { formatLongDate } from "#app/domain/time.ts";
import { firstErrors } from "#app/domain/validation/fields.ts";

export type BookingValues = Record<BookingField, string>;

/** The issue lists as the form offers them without JavaScript: one labelled group per list; "Other" once, after them. */
const ISSUE_GROUPS = [
  ...Object.entries(ISSUE_PRESETS).map(([appliance, issues]) => ({ label: appliance, issues: issues ?? [] })),
  { label: "All other appliances", issues: GENERAL_ISSUES },
];

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
  if (serverErrors !== shownServerErrors) {
    setShownServerErrors(serverErrors);
    setErrors(serverErrors ?? {});
    // A time the server refused because it went meanwhile is chosen again.
    if (serverErrors?.preferredTime && initialValues.preferredTime === "") setValues((current) => ({ ...current, preferredTime: "" }));
  }
  // Fields the customer has edited: only those are checked when they lose focus.
  const edited = useRef(new Set<BookingField>());
  // Without JavaScript the button must stay usable: the server is the one that refuses an out-of-area ZIP.
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const schema = useMemo(() => bookingSchema(today), [today]);
  const status = zipStatus(values.zipCode);

  // The chosen date's windows: from the server's answer, then fetched again whenever the date or ZIP changes.
  const [offered, setOffered] = useState(availability ?? null);
  const [shownAvailability, setShownAvailability] = useState(availability);
  if (availability !== shownAvailability) {
    setShownAvailability(availability);
    setOffered(availability ?? null);
  }
  const wantedZip = values.zipCode.length === 5 ? values.zipCode : null;
  const wantedDate = /^\d{4}-\d{2}-\d{2}$/.test(values.preferredDate) ? values.preferredDate : null;
  // The date and ZIP the windows shown were last asked for, so each change is fetched once.
  const asked = useRef<string | null>(availability ? `${availability.date}|${availability.zip}` : null);
  useEffect(() => {
    const key = `${wantedDate}|${wantedZip}`;
    if (!hydrated || !wantedDate || asked.current === key) return;
    asked.current = key;
    const controller = new AbortController();
    const query = new URLSearchParams({ date: wantedDate, ...(wantedZip ? { zip: wantedZip } : {}) });
    fetch(`/api/availability?${query}`, { signal: controller.signal })
      .then(async (response) => setOffered(response.ok ? ((await response.json()) as OfferedDay) : null))
      .catch(() => {
        // Offline or aborted: the select keeps every window and the server still checks the one chosen.
      });
    return () => {
      controller.abort();
      asked.current = null;
    };
  }, [hydrated, wantedDate, wantedZip]);
  const day = offered && offered.date === values.preferredDate ? offered : null;
  const noneOpen = day !== null && day.covered && !day.windows.some((w) => w.available);
  const closures = day ? [...new Set([day.message, ...day.windows.filter((w) => w.reason === "closed").map((w) => w.message)].filter((m): m is string => Boolean(m)))] : [];
  const chooseDate = (date: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    edited.current.add("preferredDate");
    setValues((current) => ({ ...current, preferredDate: date, preferredTime: "" }));
    setErrors((prev) => ({ ...prev, preferredDate: undefined, preferredTime: undefined }));
  };

  const update = (field: BookingField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
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
    setErrors((prev) => ({ ...prev, [field]: undefined, ...(field === "appliance" ? { issue: undefined, issueOther: undefined } : {}) }));
  };

  const blur = (field: BookingField) => () => {
    if (!edited.current.has(field)) return;
    const result = schema.safeParse(values);
    const fieldErrors = result.success ? {} : firstErrors(result.error);
    setErrors((prev) => ({ ...prev, [field]: fieldErrors[field] }));
  };

  // The form's own fields are the truth at submit time: a submit pressed while React is still
  // taking over must not be judged on the values React started with.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const posted = new FormData(event.currentTarget);
    const current = Object.fromEntries(BOOKING_FIELDS.map((field) => [field, String(posted.get(field) ?? "")])) as BookingValues;
    const result = schema.safeParse(current);
    if (!result.success || zipStatus(current.zipCode) === "out-of-area") {
      event.preventDefault();
      setValues(current);
      if (!result.success) setErrors(firstErrors(result.error));
    }
  };

  const err = (field: BookingField) => errors[field];
  const control = (field: BookingField) => ({ name: field, value: values[field], onChange: update(field), onBlur: blur(field) });

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-describedby={formError ? "booking-form-error" : undefined}>
      {formError ? (
        <div id="booking-form-error" role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-800">
          {formError}
        </div>
      ) : null}
      <input type="hidden" name="submissionKey" value={submissionKey} />
      <Honeypot />

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="name" label="Full Name" required error={err("name")}>
          {(a) => <input {...a} {...control("name")} type="text" autoComplete="name" className={inputClass} />}
        </Field>
        <Field id="phone" label="Phone Number" required error={err("phone")}>
          {(a) => <input {...a} {...control("phone")} type="tel" inputMode="tel" autoComplete="tel-national" placeholder="7135550123" className={inputClass} />}
        </Field>
        <Field id="email" label="Email Address" required error={err("email")}>
          {(a) => <input {...a} {...control("email")} type="email" autoComplete="email" className={inputClass} />}
        </Field>
        <Field
          id="zipCode"
          label="ZIP Code"
          required
          error={err("zipCode") === "Sorry, we don't currently service this area" ? undefined : err("zipCode")}
          hint={
            status === "in-area" ? (
              <span className="font-medium text-green-800">✓ We service your area!</span>
            ) : status === "out-of-area" ? (
              <span className="font-medium text-red-700">Sorry, we don't currently service this area</span>
            ) : null
          }
        >
          {(a) => <input {...a} {...control("zipCode")} type="text" inputMode="numeric" autoComplete="postal-code" maxLength={5} className={inputClass} />}
        </Field>
        <Field id="address" label="Service Address" required error={err("address")} className="sm:col-span-2">
          {(a) => <input {...a} {...control("address")} type="text" autoComplete="street-address" placeholder="Street address, apartment or suite" className={inputClass} />}
        </Field>
        <Field id="appliance" label="Appliance" required error={err("appliance")}>
          {(a) => (
            <select {...a} {...control("appliance")} className={inputClass}>
              <option value="">Select appliance</option>
              <Options values={BOOKING_APPLIANCES} />
            </select>
          )}
        </Field>
        <Field id="issue" label="Issue" required error={err("issue")}>
          {(a) => (
            <select {...a} {...control("issue")} className={inputClass}>
              <option value="">Select issue</option>
              {hydrated ? (
                // With JavaScript: the chosen appliance's issues only.
                <Options values={issueOptionsFor(values.appliance).filter((name) => name !== OTHER_ISSUE)} />
              ) : (
                // Without it the form cannot follow the appliance: every list, labelled by appliance.
                ISSUE_GROUPS.map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    <Options values={group.issues} />
                  </optgroup>
                ))
              )}
              <option value={OTHER_ISSUE}>{OTHER_ISSUE}</option>
            </select>
          )}
        </Field>
        {values.issue === OTHER_ISSUE ? (
          <Field id="issueOther" label="Describe the issue" required error={err("issueOther")} className="sm:col-span-2">
            {(a) => <input {...a} {...control("issueOther")} type="text" className={inputClass} />}
          </Field>
        ) : null}
        <Field id="description" label="Additional Details" error={err("description")} className="sm:col-span-2">
          {(a) => <textarea {...a} {...control("description")} rows={4} placeholder="Model number, error codes, when it started…" className={inputClass} />}
        </Field>
        <Field id="preferredDate" label="Preferred Date" required error={err("preferredDate")}>
          {(a) => (
            <div className="flex gap-2">
              <input {...a} {...control("preferredDate")} type="date" min={today} className={inputClass} />
              {hydrated ? null : (
                // Without JavaScript: reload the form with this date's open windows.
                <button type="submit" formMethod="get" formAction="/book-online" name="show" value="times" formNoValidate className={buttonClass("outline", "md", "shrink-0")}>
                  Show times
                </button>
              )}
            </div>
          )}
        </Field>
        <Field
          id="preferredTime"
          label="Preferred Time"
          required
          error={err("preferredTime")}
          hint={closures.length > 0 ? closures.join(" ") : null}
        >
          {(a) => (
            <select {...a} {...control("preferredTime")} className={inputClass}>
              <option value="">Select time</option>
              {TIME_SLOTS.map((s) => {
                const w = day?.windows.find((x) => x.label === s.label);
                // A window that cannot be booked stays in the list, disabled, with the reason.
                const off = w !== undefined && !w.available;
                return (
                  <option key={s.label} value={s.label} disabled={off}>
                    {off && w.reason ? `${s.label} — ${UNAVAILABLE_TEXT[w.reason]}` : s.label}
                  </option>
                );
              })}
            </select>
          )}
        </Field>
        {noneOpen ? (
          <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 sm:col-span-2">
            <p>
              No times left on {formatLongDate(day.date)}.{day.firstOpenDate ? ` The first open date is ${formatLongDate(day.firstOpenDate)}.` : ""}
            </p>
            {day.firstOpenDate ? (
              <button
                type="submit"
                formMethod="get"
                formAction="/book-online"
                formNoValidate
                name="firstOpen"
                value={day.firstOpenDate}
                onClick={hydrated ? chooseDate(day.firstOpenDate) : undefined}
                className={buttonClass("outline", "sm", "mt-2")}
              >
                Choose {formatLongDate(day.firstOpenDate)}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      <p className="text-sm text-slate-600"><span className="text-red-600" aria-hidden="true">*</span> Required</p>
      <button type="submit" disabled={hydrated && (submitting || status === "out-of-area")} className={buttonClass("accent", "lg", "w-full")}>
        {submitting ? "Scheduling..." : "Schedule Appointment"}
      </button>
    </Form>
  );
}
