import { Form, Link } from "react-router";
import { tableClass } from "~/components/office/OfficeShell";
import { inputClass } from "~/components/ui/Field";
import { normalizePhone } from "~/domain/validation/messages";
import { officeMeta } from "~/office-meta";
import { requireStaff } from "~/server/auth.server";
import { customerHistory } from "~/server/service-records.server";
import type { Route } from "./+types/customers";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const url = new URL(request.url);
  const phone = normalizePhone(url.searchParams.get("phone") ?? "");
  const email = url.searchParams.get("email") ?? "";
  const records = phone.length === 10 ? await customerHistory(context.db, phone, email || undefined) : null;
  return { phone, email, records };
}

export const meta: Route.MetaFunction = () => officeMeta("Customer history");

export default function OfficeCustomers({ loaderData }: Route.ComponentProps) {
  const { phone, email, records } = loaderData;
  return (
    <section>
      <h1 className="text-2xl font-bold">Customer history</h1>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="phone" className="block text-sm font-semibold">Phone (10 digits)</label>
          <input id="phone" name="phone" defaultValue={phone} inputMode="numeric" className={inputClass} />
        </div>
        <div>
          <label htmlFor="email" className="block text-sm font-semibold">Email (optional)</label>
          <input id="email" name="email" type="email" defaultValue={email} className={inputClass} />
        </div>
        <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white">Show history</button>
      </Form>
      {records === null ? (
        <p className="mt-6 text-slate-700">Enter a 10-digit phone number.</p>
      ) : records.length === 0 ? (
        <p className="mt-6 text-slate-700">No service records for this customer.</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className={tableClass}>
            <thead><tr><th>Service date</th><th>Appliance</th><th>Technician</th><th>Warranty ends</th><th>Status</th></tr></thead>
            <tbody>
              {records.map((r) => (
                <tr key={r.id}>
                  <td><Link to={`/office/records/${r.id}`} className="font-semibold text-brand-700 underline">{r.service_date}</Link></td>
                  <td>{r.appliance_type}</td><td>{r.technician_name}</td><td>{r.warranty_end_date}</td><td>{r.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
