import { Form } from "react-router";
import { Notice } from "#app/components/office/OfficeShell.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { Field, inputClass, Options } from "#app/components/ui/Field.tsx";
import { formatPhone } from "#app/domain/validation/messages.ts";
import { SERVICE_RECORD_STATUSES, statusUpdateSchema } from "#app/domain/warranty/service-records.ts";
import { officeMeta } from "#app/office-meta.ts";
import { requireStaff, submitStaffForm } from "#app/server/auth.server.ts";
import { formReply } from "#app/server/forms.server.ts";
import { FAILURE_STATUS, getServiceRecord, updateServiceRecordStatus } from "#app/server/service-records.server.ts";
import { formatInHouston } from "#app/domain/time.ts";
import { TextLink } from "#app/components/ui/TextLink.tsx";
import type { Route } from "./+types/record-detail";
import { foundOr404 } from "#app/server/not-found.server.ts";

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  await requireStaff(context, request, url);
  const record = foundOr404(await getServiceRecord(context.db, params.id));
  return { record };
}

const STATUS_FIELDS = ["status", "notes"] as const;

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const { submission } = await submitStaffForm(
    { request, url, context },
    { fields: STATUS_FIELDS, schema: statusUpdateSchema },
  );
  if (!submission.ok) return submission.reply;
  const result = await updateServiceRecordStatus(context.db, params.id, submission.data.status, submission.data.notes, {
    logger: context.logger,
  });
  if (!result.success)
    return formReply(submission.values, { status: FAILURE_STATUS[result.reason], formError: result.message });
  return formReply({ status: "", notes: "" }, { notice: result.message });
}

export const meta: Route.MetaFunction = () => officeMeta("Service record");

export default function OfficeRecord({ loaderData, actionData }: Route.ComponentProps) {
  const r = loaderData.record;
  const errors: Partial<Record<string, string>> = actionData?.fieldErrors ?? {};
  const rows: [string, string][] = [
    ["Customer", r.customer_name],
    ["Phone", formatPhone(r.customer_phone)],
    ["Email", r.customer_email ?? "—"],
    ["Address", [r.customer_address, r.zip_code].filter(Boolean).join(", ") || "—"],
    ["Appliance", r.appliance_type],
    ["Model", r.appliance_model ?? "—"],
    ["Issue", r.issue_description ?? "—"],
    ["Service date", r.service_date],
    ["Technician", r.technician_name],
    ["Parts replaced", r.parts_replaced ?? "—"],
    ["Labor", r.labor_description],
    ["Total cost", r.total_cost === null ? "—" : `$${r.total_cost.toFixed(2)}`],
    ["Appointment", r.appointment_id ?? "—"],
    ["Warranty", `${r.warranty_start_date} to ${r.warranty_end_date}`],
    ["Status", r.status],
    ["Notes", r.notes ?? "—"],
    ["Updated", formatInHouston(r.updated_at)],
  ];
  return (
    <section className="space-y-6">
      <TextLink to="/office/records">← All service records</TextLink>
      <h1 className="text-2xl font-bold">Service record</h1>
      {actionData?.notice ? <Notice tone="success">{actionData.notice}</Notice> : null}
      {actionData?.formError ? <Notice tone="error">{actionData.formError}</Notice> : null}
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {rows.map(([k, v]) => [
          <dt key={`${k}-t`} className="font-semibold">
            {k}
          </dt>,
          <dd key={`${k}-d`} className="whitespace-pre-line">
            {v}
          </dd>,
        ])}
      </dl>
      <Form method="post" className="max-w-xl space-y-4 rounded-xl border border-slate-200 p-6">
        <h2 className="text-xl font-bold">Update status</h2>
        <Field id="status" label="Status" required error={errors.status}>
          {(x) => (
            <select {...x} name="status" defaultValue={r.status} className={inputClass}>
              <Options values={SERVICE_RECORD_STATUSES} />
            </select>
          )}
        </Field>
        <Field id="notes" label="Notes" error={errors.notes}>
          {(x) => (
            <textarea {...x} name="notes" rows={3} defaultValue={actionData?.values.notes} className={inputClass} />
          )}
        </Field>
        <button type="submit" className={buttonClass("primary", "md")}>
          Save
        </button>
      </Form>
    </section>
  );
}
