import { Form, Link } from "react-router";
import { tableClass } from "~/components/office/OfficeShell";
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
      <Form method="get" className="mt-4 flex items-end gap-3">
        <div>
          <label htmlFor="q" className="block text-sm font-semibold">Name, phone, appliance or appointment ID</label>
          <input id="q" name="q" defaultValue={q} className={inputClass} />
        </div>
        <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white">Search</button>
      </Form>
      {records.length === 0 ? (
        <p className="mt-6 text-slate-700">No service records match.</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className={tableClass}>
            <thead><tr><th>Service date</th><th>Customer</th><th>Phone</th><th>Appliance</th><th>Warranty ends</th><th>Status</th></tr></thead>
            <tbody>
              {records.map((r) => (
                <tr key={r.id}>
                  <td><Link to={`/office/records/${r.id}`} className="font-semibold text-brand-700 underline">{r.service_date}</Link></td>
                  <td>{r.customer_name}</td>
                  <td>{formatPhone(r.customer_phone)}</td>
                  <td>{r.appliance_type}</td>
                  <td>{r.warranty_end_date}</td>
                  <td>{r.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
