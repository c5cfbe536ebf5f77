import { Form, Link } from "react-router";
import { tableClass } from "~/components/office/OfficeShell";
import { inputClass } from "~/components/ui/Field";
import { formatPhone } from "~/domain/validation/messages";
import { officeMeta } from "~/office-meta";
import { requireStaff } from "~/server/auth.server";
import { listAppointments } from "~/server/office-queries.server";
import { APPOINTMENT_STATUSES, isAppointmentStatus } from "~/domain/booking/appointment";
import { statusLabel } from "~/domain/scheduling/status";
import { formatInHouston } from "~/domain/time";
import type { Route } from "./+types/appointments";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const url = new URL(request.url);
  const status = url.searchParams.get("status") ?? "";
  const q = url.searchParams.get("q") ?? "";
  const appointments = await listAppointments(context.db, { status: isAppointmentStatus(status) ? status : undefined, q });
  return { appointments, status, q };
}

export const meta: Route.MetaFunction = () => officeMeta("Appointments");

export default function OfficeAppointments({ loaderData }: Route.ComponentProps) {
  const { appointments, status, q } = loaderData;
  return (
    <section>
      <h1 className="text-2xl font-bold">Appointments</h1>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="q" className="block text-sm font-semibold">Name, phone or ID</label>
          <input id="q" name="q" defaultValue={q} className={inputClass} />
        </div>
        <div>
          <label htmlFor="status" className="block text-sm font-semibold">Status</label>
          <select id="status" name="status" defaultValue={status} className={inputClass}>
            <option value="">All</option>
            {APPOINTMENT_STATUSES.map((s) => <option key={s} value={s}>{statusLabel(s)}</option>)}
          </select>
        </div>
        <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white">Filter</button>
      </Form>
      {appointments.length === 0 ? (
        <p className="mt-6 text-slate-700">No appointments match.</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className={tableClass}>
            <thead><tr><th>ID</th><th>Received</th><th>Customer</th><th>Phone</th><th>Appliance</th><th>Preferred</th><th>Status</th></tr></thead>
            <tbody>
              {appointments.map((a) => (
                <tr key={a.id}>
                  <td><Link to={`/office/appointments/${a.id}`} className="font-mono font-semibold text-brand-700 underline">{a.id}</Link></td>
                  <td>{formatInHouston(a.created_at, { dateStyle: "medium", timeStyle: "short" })}</td>
                  <td>{a.name}</td>
                  <td>{formatPhone(a.phone)}</td>
                  <td>{a.appliance} — {a.issue}</td>
                  <td>{a.preferred_date} {a.preferred_time}</td>
                  <td>{statusLabel(a.status)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
