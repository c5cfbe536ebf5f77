import {
  Cells,
  OfficeListPage,
  type OfficeFilterField,
  OfficeTable,
  RecordDateCell,
} from "#app/components/office/OfficeTable.tsx";
import { normalizePhone } from "#app/domain/validation/messages.ts";
import { officeMeta } from "#app/office-meta.ts";
import { staffListFilters } from "#app/server/auth.server.ts";
import { customerHistory } from "#app/server/service-records.server.ts";
import type { Route } from "./+types/customers";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const filters = await staffListFilters(context, request, url, ["phone", "email"]);
  const phone = normalizePhone(filters.phone);
  const { email } = filters;
  const records = phone.length === 10 ? await customerHistory(context.db, phone, email || undefined) : null;
  return { phone, email, records };
}

export const meta: Route.MetaFunction = () => officeMeta("Customer history");

const CUSTOMER_FILTERS: OfficeFilterField[] = [
  { name: "phone", label: "Phone (10 digits)", inputMode: "numeric" },
  { name: "email", label: "Email (optional)", type: "email" },
];

export default function OfficeCustomers({ loaderData: { phone, email, records } }: Route.ComponentProps) {
  return (
    <OfficeListPage title="Customer history" submit="Show history" filters={CUSTOMER_FILTERS} values={{ phone, email }}>
      {records === null ? (
        <p className="mt-6 text-slate-700">Enter a 10-digit phone number.</p>
      ) : (
        <OfficeTable
          rows={records}
          headers={["Service date", "Appliance", "Technician", "Warranty ends", "Status"]}
          empty="No service records for this customer."
          className="mt-6"
        >
          {(r) => (
            <tr key={r.id}>
              <RecordDateCell id={r.id} date={r.service_date} />
              <Cells values={[r.appliance_type, r.technician_name, r.warranty_end_date, r.status]} />
            </tr>
          )}
        </OfficeTable>
      )}
    </OfficeListPage>
  );
}
