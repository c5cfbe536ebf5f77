import { OfficeListPage, type OfficeFilterField, OfficeTable } from "#app/components/office/OfficeTable.tsx";
import { formatPhone } from "#app/domain/validation/messages.ts";
import { officeMeta } from "#app/office-meta.ts";
import { staffListFilters } from "#app/server/auth.server.ts";
import { listAppointments } from "#app/server/office-queries.server.ts";
import { APPOINTMENT_STATUSES, isAppointmentStatus } from "#app/domain/booking/appointment.ts";
import { statusLabel } from "#app/domain/scheduling/status.ts";
import { formatInHouston } from "#app/domain/time.ts";
import { TextLink } from "#app/components/ui/TextLink.tsx";
import type { Route } from "./+types/appointments";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { status, q } = await staffListFilters(context, request, url, ["status", "q"]);
  const appointments = await listAppointments(context.db, {
    status: isAppointmentStatus(status) ? status : undefined,
    q,
  });
  return { appointments, status, q };
}

export const meta: Route.MetaFunction = () => officeMeta("Appointments");

const APPOINTMENT_FILTERS: OfficeFilterField[] = [
  { name: "q", label: "Name, phone or ID" },
  { name: "status", label: "Status", options: { values: APPOINTMENT_STATUSES, label: statusLabel } },
];

export default function OfficeAppointments({ loaderData: { appointments, status, q } }: Route.ComponentProps) {
  return (
    <OfficeListPage title="Appointments" submit="Filter" filters={APPOINTMENT_FILTERS} values={{ q, status }}>
      <OfficeTable
        rows={appointments}
        headers={["ID", "Received", "Customer", "Phone", "Appliance", "Preferred", "Status"]}
        empty="No appointments match."
        className="mt-6"
      >
        {(a) => (
          <tr key={a.id}>
            <td>
              <TextLink to={`/office/appointments/${a.id}`} className="font-mono font-semibold">
                {a.id}
              </TextLink>
            </td>
            <td>{formatInHouston(a.created_at, { dateStyle: "medium", timeStyle: "short" })}</td>
            <td>{a.name}</td>
            <td>{formatPhone(a.phone)}</td>
            <td>
              {a.appliance} — {a.issue}
            </td>
            <td>
              {a.preferred_date} {a.preferred_time}
            </td>
            <td>{statusLabel(a.status)}</td>
          </tr>
        )}
      </OfficeTable>
    </OfficeListPage>
  );
}
