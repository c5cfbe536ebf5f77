import { data, Form, Link } from "react-router";
import { Notice } from "~/components/office/OfficeShell";
import { buttonClass } from "~/components/ui/Button";
import { Field, inputClass } from "~/components/ui/Field";
import { todayInHouston } from "~/domain/time";
import { formatPhone } from "~/domain/validation/messages";
import { completeVisitSchema, DEFAULT_LABOR, DEFAULT_TECHNICIAN } from "~/domain/warranty/service-records";
import { firstErrors } from "~/domain/validation/fields";
import { officeMeta } from "~/office-meta";
import { getAppointment } from "~/server/appointments.server";
import { assertSameOrigin, requireStaff } from "~/server/auth.server";
import { completeAppointment } from "~/server/service-records.server";
import type { Route } from "./+types/appointment-detail";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const appointment = await getAppointment(context.db, params.id);
  if (!appointment) throw data(null, { status: 404 });
  const record = await context.db.selectFrom("service_records").select(["id"]).where("appointment_id", "=", appointment.id).executeTakeFirst();
  return { appointment, recordId: record?.id ?? null, today: todayInHouston() };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request, context.env.SITE_URL);
  await requireStaff(context, request);
  const form = Object.fromEntries(await request.formData()) as Record<string, string>;
  const parsed = completeVisitSchema.safeParse(form);
  if (!parsed.success) return data({ success: false, message: Object.values(firstErrors(parsed.error))[0] ?? "Check the form" }, { status: 400 });
  const result = await completeAppointment(context.db, params.id, parsed.data);
  if (result.success) context.logger.info({ appointmentId: params.id }, "appointment completed; warranty record created");
  return data({ success: result.success, message: result.message }, { status: result.success ? 200 : 409 });
}

export const meta: Route.MetaFunction = ({ params }) => officeMeta(`Appointment ${params.id}`);

export default function OfficeAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const { appointment: a, recordId, today } = loaderData;
  return (
    <section className="space-y-6">
      <Link to="/office" className="text-brand-700 underline">← All appointments</Link>
      <h1 className="text-2xl font-bold">Appointment <span className="font-mono">{a.id}</span></h1>
      {actionData ? <Notice tone={actionData.success ? "success" : "error"}>{actionData.message}</Notice> : null}
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold">Status</dt><dd>{a.status}</dd>
        <dt className="font-semibold">Customer</dt><dd>{a.name}</dd>
        <dt className="font-semibold">Phone</dt><dd><a className="text-brand-700 underline" href={`tel:+1${a.phone}`}>{formatPhone(a.phone)}</a></dd>
        <dt className="font-semibold">Email</dt><dd>{a.email}</dd>
        <dt className="font-semibold">Address</dt><dd>{a.address}, {a.zip_code}</dd>
        <dt className="font-semibold">Appliance</dt><dd>{a.appliance}</dd>
        <dt className="font-semibold">Issue</dt><dd>{a.issue}</dd>
        <dt className="font-semibold">Details</dt><dd className="whitespace-pre-line">{a.description || "—"}</dd>
        <dt className="font-semibold">Preferred</dt><dd>{a.preferred_date}, {a.preferred_time}</dd>
        <dt className="font-semibold">Received</dt><dd>{new Date(a.created_at).toLocaleString("en-US", { timeZone: "America/Chicago" })}</dd>
      </dl>
      {a.status === "completed" ? (
        recordId ? <p><Link className="font-semibold text-brand-700 underline" to={`/office/records/${recordId}`}>View the service record</Link></p> : null
      ) : (
        <Form method="post" className="max-w-2xl space-y-4 rounded-xl border border-slate-200 p-6">
          <h2 className="text-xl font-bold">Complete this visit</h2>
          <p className="text-slate-700">Creates the service record and starts the 90-day warranty from the service date.</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="serviceDate" label="Service date">{(x) => <input {...x} name="serviceDate" type="date" defaultValue={today} className={inputClass} />}</Field>
            <Field id="technicianName" label="Technician">{(x) => <input {...x} name="technicianName" placeholder={DEFAULT_TECHNICIAN} className={inputClass} />}</Field>
            <Field id="applianceModel" label="Model">{(x) => <input {...x} name="applianceModel" className={inputClass} />}</Field>
            <Field id="totalCost" label="Total cost (USD)">{(x) => <input {...x} name="totalCost" inputMode="decimal" className={inputClass} />}</Field>
            <Field id="partsReplaced" label="Parts replaced" className="sm:col-span-2">{(x) => <input {...x} name="partsReplaced" className={inputClass} />}</Field>
            <Field id="laborDescription" label="Labor" className="sm:col-span-2">{(x) => <input {...x} name="laborDescription" placeholder={DEFAULT_LABOR} className={inputClass} />}</Field>
            <Field id="notes" label="Notes" className="sm:col-span-2">{(x) => <textarea {...x} name="notes" rows={3} className={inputClass} />}</Field>
          </div>
          <button type="submit" className={buttonClass("primary", "md")}>Mark completed</button>
        </Form>
      )}
    </section>
  );
}
