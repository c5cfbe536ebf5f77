import { Cells, OfficeField, OfficeFilter, OfficeTable, RecordDateCell } from "#app/components/office/OfficeTable.tsx";
import { inputClass } from "#app/components/ui/Field.tsx";
import { formatPhone } from "#app/domain/validation/messages.ts";
import { officeMeta } from "#app/office-meta.ts";
import { staffListFilters } from "#app/server/auth.server.ts";
import { searchServiceRecords } from "#app/server/service-records.server.ts";
import type { Route } from "./+types/records";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { q } = await staffListFilters(context, request, ["q"]);
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
      <OfficeTable
        rows={records}
        headers={["Service date", "Customer", "Phone", "Appliance", "Warranty ends", "Status"]}
        empty="No service records match."
        className="mt-6"
      >
        {(r) => (
          <tr key={r.id}>
            <RecordDateCell id={r.id} date={r.service_date} />
            <Cells values={[r.customer_name, formatPhone(r.customer_phone), r.appliance_type, r.warranty_end_date, r.status]} />
          </tr>
        )}
      </OfficeTable>
    </section>
  );
}
