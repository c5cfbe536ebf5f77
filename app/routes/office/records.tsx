import { OfficeField, OfficeFilter, OfficeTable, RecordDateCell } from "~/components/office/OfficeTable";
import { inputClass } from "~/components/ui/Field";
import { formatPhone } from "~/domain/validation/messages";
import { officeMeta } from "~/office-meta";
import { requireStaff } from "~/server/auth.server";
import { searchServiceRecords } from "~/server/service-records.server";
import type { Route } from "./+types/records";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return { q, records: await searchServiceRecords(context.db, q) };
}

export const meta: Route.MetaFunction = () => officeMeta("Service records");

export default function OfficeRecords({ loaderData }: Route.ComponentProps) {
  const { q, records } = loaderData;
  return (
    <section>
      <h1 className="text-2xl font-bold">Service records</h1>
      <OfficeFilter submit="Search">
        <OfficeField id="q" label="Name, phone, appliance or appointment ID">
          <input id="q" name="q" defaultValue={q} className={inputClass} />
        </OfficeField>
      </OfficeFilter>
      <OfficeTable rows={records} headers={["Service date", "Customer", "Phone", "Appliance", "Warranty ends", "Status"]} empty="No service records match." className="mt-6">
        {(r) => (
          <tr key={r.id}>
            <RecordDateCell id={r.id} date={r.service_date} />
            <td>{r.customer_name}</td>
            <td>{formatPhone(r.customer_phone)}</td>
            <td>{r.appliance_type}</td>
            <td>{r.warranty_end_date}</td>
            <td>{r.status}</td>
          </tr>
        )}
      </OfficeTable>
    </section>
  );
}
