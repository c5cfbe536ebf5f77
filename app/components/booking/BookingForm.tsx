import { type ChangeEvent, useEffect, useMemo, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Field, inputClass } from "~/components/ui/Field";
import { useHydrated } from "~/components/useHydrated";
import { buttonClass } from "~/components/ui/Button";
import { coverageOf } from "~/domain/areas/coverage";
import { normalizeZipInput } from "~/domain/areas/zip-input";
import { BOOKING_APPLIANCES, issueOptionsFor, OTHER_ISSUE, TIME_SLOTS } from "~/domain/booking/options";
import { BOOKING_FIELDS, type BookingField, bookingSchema } from "~/domain/booking/schema";
import { firstErrors } from "~/domain/validation/fields";
import { digitsOnly } from "~/domain/validation/messages";

export type BookingValues = Record<BookingField, string>;

export function zipStatus(zip: string): "unknown" | "in-area" | "out-of-area" {
  if (zip.length < 5) return "unknown";
  return coverageOf(zip).covered ? "in-area" : "out-of-area";
}

/**
 * The booking form. It posts to the route's action, which validates with the same schema;
 * in the browser it also validates as the customer types and shows the ZIP's coverage at once.
 */
export function BookingForm({
  initialValues,
  serverErrors,
  today,
  submissionKey,
  formError,
}: {
  initialValues: BookingValues;
  /** The errors of the server's latest answer; a new answer replaces what is shown. */
  serverErrors: Partial<Record<string, string>> | undefined;
  today: string;
  submissionKey: string;
  formError?: string;
}) {
  const [values, setValues] = useState(initialValues);
  const formRef = useRef<HTMLFormElement>(null);
  // Whatever the customer typed before React took over the page is kept, not reset to the server's values.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = Object.fromEntries(
      BOOKING_FIELDS.map((field) => [field, (form.elements.namedItem(field) as HTMLInputElement | HTMLSelectElement | null)?.value])
        .filter((entry): entry is [BookingField, string] => typeof entry[1] === "string"),
    );
    setValues((current) => {
      const next = { ...current, ...typed };
      if (next.appliance && next.issue && !issueOptionsFor(next.appliance).includes(next.issue)) next.issue = "";
      return next;
    });
  }, []);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>(serverErrors ?? {});
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  if (serverErrors !== shownServerErrors) {
    setShownServerErrors(serverErrors);
    setErrors(serverErrors ?? {});
  }
  // Without JavaScript the button must stay usable: the server is the one that refuses an out-of-area ZIP.
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const schema = useMemo(() => bookingSchema(today), [today]);
  const status = zipStatus(values.zipCode);
  const issues = issueOptionsFor(values.appliance);

  const validateField = (next: BookingValues, field: BookingField) => {
    const result = schema.safeParse(next);
    const fieldErrors = result.success ? {} : firstErrors(result.error);
    setErrors((prev) => ({ ...prev, [field]: fieldErrors[field] }));
  };

  const update = (field: BookingField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    let value = event.target.value;
    if (field === "phone") value = digitsOnly(value, 10);
    if (field === "zipCode") value = normalizeZipInput(value);
    const next = { ...values, [field]: value };
    // Changing the appliance resets the issue.
    if (field === "appliance") {
      next.issue = "";
      next.issueOther = "";
    }
    setValues(next);
    validateField(next, field);
  };

  const blur = (field: BookingField) => () => validateField(values, field);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const result = schema.safeParse(values);
    if (!result.success || status === "out-of-area") {
      event.preventDefault();
      if (!result.success) setErrors(firstErrors(result.error));
    }
  };

  const err = (field: BookingField) => errors[field];
  const control = (field: BookingField) => ({ name: field, value: values[field], onChange: update(field), onBlur: blur(field) });

  return (
    <Form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-describedby={formError ? "booking-form-error" : undefined}>
      {formError ? (
        <div id="booking-form-error" role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-800">
          {formError}
        </div>
      ) : null}
      <input type="hidden" name="submissionKey" value={submissionKey} />
      {/* A field people never see; software that fills in every field gives itself away. */}
      <div className="hidden" aria-hidden="true">
        <label htmlFor="website">Leave this empty</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="name" label="Full Name" required error={err("name")}>
          {(a) => <input {...a} {...control("name")} type="text" autoComplete="name" className={inputClass} />}
        </Field>
        <Field id="phone" label="Phone Number" required error={err("phone")}>
          {(a) => <input {...a} {...control("phone")} type="tel" inputMode="numeric" autoComplete="tel-national" placeholder="7135550123" className={inputClass} />}
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
              {BOOKING_APPLIANCES.map((name) => (
                <option key={name} value={name}>{name}</option>
              ))}
            </select>
          )}
        </Field>
        <Field id="issue" label="Issue" required error={err("issue")}>
          {(a) => (
            <select {...a} {...control("issue")} className={inputClass}>
              <option value="">Select issue</option>
              {values.appliance
                ? issues.map((name) => (
                    <option key={name} value={name}>{name}</option>
                  ))
                : // Before an appliance is chosen (and without JavaScript) every appliance's issues are offered, grouped.
                  BOOKING_APPLIANCES.map((appliance) => (
                    <optgroup key={appliance} label={appliance}>
                      {issueOptionsFor(appliance).map((name) => (
                        <option key={name} value={name}>{name}</option>
                      ))}
                    </optgroup>
                  ))}
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
          {(a) => <input {...a} {...control("preferredDate")} type="date" min={today} className={inputClass} />}
        </Field>
        <Field id="preferredTime" label="Preferred Time" required error={err("preferredTime")}>
          {(a) => (
            <select {...a} {...control("preferredTime")} className={inputClass}>
              <option value="">Select time</option>
              {TIME_SLOTS.map((s) => (
                <option key={s.label} value={s.label}>{s.label}</option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <p className="text-sm text-slate-600"><span className="text-red-600" aria-hidden="true">*</span> Required</p>
      <button type="submit" disabled={hydrated && (submitting || status === "out-of-area")} className={buttonClass("accent", "lg", "w-full")}>
        {submitting ? "Scheduling..." : "Schedule Appointment"}
      </button>
    </Form>
  );
}
