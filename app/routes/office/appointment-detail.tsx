import { Form } from "react-router";
import { z } from "zod";
import { company } from "#content/company.ts";
import { Notice, tableClass } from "#app/components/office/OfficeShell.tsx";
import { Cells } from "#app/components/office/OfficeTable.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { Field, inputClass } from "#app/components/ui/Field.tsx";
import { technicianBySlug } from "#app/domain/scheduling/dispatch.ts";
import { canComplete, statusLabel } from "#app/domain/scheduling/status.ts";
import { schedulingDefaults } from "#app/domain/scheduling/settings.ts";
import { statusChangeMessages, statusChangeRefusal } from "#app/domain/scheduling/status-change.ts";
import { BUSINESS_TIME_ZONE, formatInHouston, formatLongDate, todayInHouston } from "#app/domain/time.ts";
import { formatPhone } from "#app/domain/validation/messages.ts";
import { completeVisitSchema, DEFAULT_LABOR, DEFAULT_TECHNICIAN } from "#app/domain/warranty/service-records.ts";
import { officeMeta } from "#app/office-meta.ts";
import { getAppointment } from "#app/server/appointment-rows.server.ts";
import { requireStaff, submitStaffForm } from "#app/server/auth.server.ts";
import { formReply } from "#app/server/forms.server.ts";
import { appointmentHistory } from "#app/server/scheduling.server.ts";
import { appointmentPhotos } from "#app/server/photos.server.ts";
import { completeAppointment, FAILURE_STATUS } from "#app/server/service-records.server.ts";
import { resendManageLink } from "#app/server/manage-link-resend.server.ts";
import { textRepliesFor } from "#app/server/sms/inbound.server.ts";
import { isOptedOut } from "#app/server/sms/opt-outs.server.ts";
import { textRecipient } from "#app/server/sms/texts.server.ts";
import { TextLink } from "#app/components/ui/TextLink.tsx";
import { TextReplies } from "#app/components/office/TextReplies.tsx";
import type { Route } from "./+types/appointment-detail";
import { foundOr404 } from "#app/server/not-found.server.ts";

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  await requireStaff(context, request, url);
  const appointment = foundOr404(await getAppointment(context.db, params.id));
  const record = await context.db
    .selectFrom("service_records")
    .select(["id"])
    .where("appointment_id", "=", appointment.id)
    .executeTakeFirst();
  const history = await appointmentHistory(context.db, appointment.id);
  const textsTo = textRecipient(appointment);
  const texts = {
    consentAt: appointment.sms_consent_at,
    consentIp: appointment.sms_consent_ip,
    optedOut: textsTo ? await isOptedOut(context.db, textsTo) : false,
    replies: (await textRepliesFor(context.db, [appointment.id])).get(appointment.id) ?? [],
  };
  const completion = statusChangeRefusal(schedulingDefaults, appointment, "completed", new Date());
  return {
    appointment,
    /** Why the visit cannot be completed yet (its day has not come), when that is the reason. */
    completionWaits:
      completion?.reason === "before-its-day" ? statusChangeMessages.completableFrom(appointment.preferred_date) : null,
    recordId: record?.id ?? null,
    today: todayInHouston(),
    history,
    texts,
    hasManageLink: appointment.manage_nonce !== null,
    photos: await appointmentPhotos(context.db, appointment.id),
  };
}

const VISIT_FIELDS = [
  "intent",
  "channel",
  "serviceDate",
  "technicianName",
  "applianceModel",
  "totalCost",
  "partsReplaced",
  "laborDescription",
  "notes",
] as const;

/** The page's two forms, told apart by `intent`; a post without one completes the visit. */
function visitActionSchema(today: string) {
  return z.preprocess(
    (value) => ({
      ...(value as Record<string, string>),
      intent: (value as Record<string, string>).intent || "complete",
    }),
    z.discriminatedUnion(
      "intent",
      [
        completeVisitSchema(today).extend({ intent: z.literal("complete") }),
        z.object({
          intent: z.literal("resend"),
          channel: z.enum(["email", "sms"], { error: "Choose email or text." }),
        }),
      ],
      { error: "Choose what to do." },
    ),
  );
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const { staff, submission } = await submitStaffForm(
    { request, url, context },
    { fields: VISIT_FIELDS, schema: visitActionSchema(todayInHouston()) },
  );
  if (!submission.ok) return submission.reply;
  if (submission.data.intent === "resend") {
    const sent = await resendManageLink(context.db, params.id, submission.data.channel, staff.name);
    if (!sent.success) return formReply(submission.values, { status: sent.status, formError: sent.message });
    context.notifyOutbox();
    context.logger.info({ appointmentId: params.id, channel: submission.data.channel }, "manage link sent again");
    return formReply(submission.values, { notice: sent.message });
  }
  const result = await completeAppointment(context.db, params.id, submission.data, {
    logger: context.logger,
    actor: staff.name,
  });
  if (!result.success)
    return formReply(submission.values, { status: FAILURE_STATUS[result.reason], formError: result.message });
  context.logger.info({ appointmentId: params.id }, "appointment completed; warranty record created");
  return formReply(submission.values, { notice: result.message });
}

export const meta: Route.MetaFunction = ({ params }) => officeMeta(`Appointment ${params.id}`);

export default function OfficeAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const { appointment: a, completionWaits, recordId, today, history, texts, hasManageLink, photos } = loaderData;
  const technician = technicianBySlug(a.technician);
  const posted = actionData?.notice ? undefined : actionData?.values;
  const errors: Partial<Record<string, string>> = actionData?.fieldErrors ?? {};
  return (
    <section className="space-y-6">
      <TextLink to="/office">← All appointments</TextLink>
      <h1 className="text-2xl font-bold">
        Appointment <span className="font-mono">{a.id}</span>
      </h1>
      {actionData?.notice ? <Notice tone="success">{actionData.notice}</Notice> : null}
      {actionData?.formError ? <Notice tone="error">{actionData.formError}</Notice> : null}
      {Object.keys(errors).length ? <Notice tone="error">Please correct the fields marked below.</Notice> : null}
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold">Status</dt>
        <dd>{statusLabel(a.status)}</dd>
        <dt className="font-semibold">Technician</dt>
        <dd>{technician?.name ?? "Unassigned"}</dd>
        <dt className="font-semibold">Customer</dt>
        <dd>{a.name}</dd>
        <dt className="font-semibold">Phone</dt>
        <dd>
          <a className="text-brand-700 underline" href={`tel:+1${a.phone}`}>
            {formatPhone(a.phone)}
          </a>
        </dd>
        <dt className="font-semibold">Email</dt>
        <dd>{a.email}</dd>
        <dt className="font-semibold">Address</dt>
        <dd>
          {a.address}, {a.zip_code}
        </dd>
        <dt className="font-semibold">Appliance</dt>
        <dd>{a.appliance}</dd>
        <dt className="font-semibold">Issue</dt>
        <dd>{a.issue}</dd>
        <dt className="font-semibold">Details</dt>
        <dd className="whitespace-pre-line">{a.description || "—"}</dd>
        <dt className="font-semibold">Window</dt>
        <dd>
          <TextLink to={`/office/schedule?date=${a.preferred_date}&view=day`}>
            {formatLongDate(a.preferred_date)}, {a.preferred_time}
          </TextLink>
        </dd>
        <dt className="font-semibold">Received</dt>
        <dd>{formatInHouston(a.created_at)}</dd>
        <dt className="font-semibold">Photos</dt>
        <dd>
          {photos.length === 0 ? (
            "None sent"
          ) : (
            <ul className="flex flex-wrap gap-3" aria-label="Photos of the appliance">
              {photos.map((photo) => (
                <li key={photo.id}>
                  <a href={`/office/photos/${photo.id}`} className="block rounded border border-slate-300">
                    <img
                      src={`/office/photos/${photo.id}`}
                      width={photo.width}
                      height={photo.height}
                      alt={`Photo ${photo.position} of ${photos.length} (full size)`}
                      loading="lazy"
                      className="h-32 w-auto"
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt className="font-semibold">Text messages</dt>
        <dd>
          {texts.consentAt
            ? `Agreed ${formatInHouston(texts.consentAt)}${texts.consentIp ? ` from ${texts.consentIp}` : ""}`
            : "Not asked for"}
          {texts.optedOut ? "; the number has opted out (STOP)" : ""}
        </dd>
      </dl>
      {texts.replies.length ? (
        <section aria-labelledby="replies-title" className="max-w-2xl space-y-2">
          <h2 id="replies-title" className="text-xl font-bold">
            Texts from the customer
          </h2>
          <TextReplies replies={texts.replies} />
        </section>
      ) : null}
      {hasManageLink ? (
        <section aria-labelledby="resend-title" className="max-w-2xl space-y-3 rounded-xl border border-slate-200 p-6">
          <h2 id="resend-title" className="text-xl font-bold">
            Send the manage link again
          </h2>
          <p className="text-slate-700">The customer can see, reschedule or cancel the visit from it.</p>
          <Form method="post" className="flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="resend" />
            <button type="submit" name="channel" value="email" className={buttonClass("outline", "md")}>
              Send by email
            </button>
            {texts.consentAt && !texts.optedOut ? (
              <button type="submit" name="channel" value="sms" className={buttonClass("outline", "md")}>
                Send by text
              </button>
            ) : (
              <p className="self-center text-slate-700">
                {texts.optedOut
                  ? "No texts: the number has opted out."
                  : "No texts: the customer did not ask for them."}
              </p>
            )}
          </Form>
        </section>
      ) : null}
      {!canComplete(a.status) ? (
        recordId ? (
          <p>
            <TextLink className="font-semibold" to={`/office/records/${recordId}`}>
              View the service record
            </TextLink>
          </p>
        ) : null
      ) : completionWaits ? (
        <p className="max-w-2xl text-slate-700">{completionWaits}</p>
      ) : (
        <Form method="post" className="max-w-2xl space-y-4 rounded-xl border border-slate-200 p-6">
          <input type="hidden" name="intent" value="complete" />
          <h2 className="text-xl font-bold">Complete this visit</h2>
          <p className="text-slate-700">
            Creates the service record and starts the {company.warranty.days}-day warranty from the service date.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="serviceDate" label="Service date" error={errors.serviceDate}>
              {(x) => (
                <input
                  {...x}
                  name="serviceDate"
                  type="date"
                  defaultValue={posted?.serviceDate ?? today}
                  className={inputClass}
                />
              )}
            </Field>
            <Field id="technicianName" label="Technician" error={errors.technicianName}>
              {(x) => (
                <input
                  {...x}
                  name="technicianName"
                  placeholder={DEFAULT_TECHNICIAN}
                  defaultValue={posted?.technicianName ?? technician?.name}
                  className={inputClass}
                />
              )}
            </Field>
            <Field id="applianceModel" label="Model" error={errors.applianceModel}>
              {(x) => (
                <input {...x} name="applianceModel" defaultValue={posted?.applianceModel} className={inputClass} />
              )}
            </Field>
            <Field id="totalCost" label="Total cost (USD)" error={errors.totalCost}>
              {(x) => (
                <input
                  {...x}
                  name="totalCost"
                  inputMode="decimal"
                  defaultValue={posted?.totalCost}
                  className={inputClass}
                />
              )}
            </Field>
            <Field id="partsReplaced" label="Parts replaced" className="sm:col-span-2" error={errors.partsReplaced}>
              {(x) => <input {...x} name="partsReplaced" defaultValue={posted?.partsReplaced} className={inputClass} />}
            </Field>
            <Field id="laborDescription" label="Labor" className="sm:col-span-2" error={errors.laborDescription}>
              {(x) => (
                <input
                  {...x}
                  name="laborDescription"
                  placeholder={DEFAULT_LABOR}
                  defaultValue={posted?.laborDescription}
                  className={inputClass}
                />
              )}
            </Field>
            <Field id="notes" label="Notes" className="sm:col-span-2" error={errors.notes}>
              {(x) => <textarea {...x} name="notes" rows={3} defaultValue={posted?.notes} className={inputClass} />}
            </Field>
          </div>
          <button type="submit" className={buttonClass("primary", "md")}>
            Mark completed
          </button>
        </Form>
      )}
      <section aria-labelledby="history-title" className="space-y-2">
        <h2 id="history-title" className="text-xl font-bold">
          History
        </h2>
        {history.length === 0 ? (
          <p className="text-slate-700">No changes recorded.</p>
        ) : (
          <table className={tableClass}>
            <thead>
              <tr>
                <th>When</th>
                <th>Who</th>
                <th>What</th>
                <th>Details</th>
              </tr>
            </thead>
            <tbody>
              {history.map((h) => (
                <tr key={h.id}>
                  <Cells
                    values={[
                      new Date(h.at).toLocaleString("en-US", {
                        timeZone: BUSINESS_TIME_ZONE,
                        dateStyle: "medium",
                        timeStyle: "short",
                      }),
                      h.actor,
                      h.action,
                      h.details,
                    ]}
                  />
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </section>
  );
}
