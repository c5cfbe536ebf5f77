import { Cells, OfficeListPage, OfficeTable, RecordDateCell } from "#app/components/office/OfficeTable.tsx";
import { formatPhone } from "#app/domain/validation/messages.ts";
import { officeMeta } from "#app/office-meta.ts";
import { staffListFilters } from "#app/server/auth.server.ts";
import { searchServiceRecords } from "#app/server/service-records.server.ts";
import type { Route } from "./+types/records";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { q } = await staffListFilters(context, request, url, ["q"]);
  return { q, records: await searchServiceRecords(context.db, q) };
}

export const meta: Route.MetaFunction = () => officeMeta("Service records");

export default function OfficeRecords({ loaderData: { q, records } }: Route.ComponentProps) {
  return (
    <OfficeListPage
      title="Service records"
      submit="Search"
      filters={[{ name: "q", label: "Name, phone, appliance or appointment ID" }]}
      values={{ q }}
    >
      <OfficeTable
        rows={records}
        headers={["Service date", "Customer", "Phone", "Appliance", "Warranty ends", "Status"]}
        empty="No service records match."
        className="mt-6"
      >
        {(r) => (
          <tr key={r.id}>
            <RecordDateCell id={r.id} date={r.service_date} />
            <Cells
              values={[r.customer_name, formatPhone(r.customer_phone), r.appliance_type, r.warranty_end_date, r.status]}
            />
          </tr>
        )}
      </OfficeTable>
    </OfficeListPage>
  );
}
