import { data, Form } from "react-router";
import { Notice, tableClass } from "~/components/office/OfficeShell";
import { officeMeta } from "~/office-meta";
import { assertSameOrigin, requireStaff } from "~/server/auth.server";
import { type OutboxStatus, requeueEmail } from "~/server/email/outbox.server";
import { listOutbox } from "~/server/office-queries.server";
import type { Route } from "./+types/outbox";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context, request);
  return { emails: await listOutbox(context.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context.env.SITE_URL);
  await requireStaff(context, request);
  const id = Number((await request.formData()).get("id"));
  const ok = Number.isInteger(id) && (await requeueEmail(context.db, id));
  if (ok) context.notifyOutbox();
  return data({ success: ok, message: ok ? `Email ${id} will be sent again.` : "That email could not be queued again." }, { status: ok ? 200 : 404 });
}

const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: "Waiting to send",
  sending: "Sending",
  sent: "Sent",
  logged: "Logged only (no email delivery set up)",
  failed: "Failed",
};

export const meta: Route.MetaFunction = () => officeMeta("Email outbox");

export default function OfficeOutbox({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">Email outbox</h1>
      {actionData ? <Notice tone={actionData.success ? "success" : "error"}>{actionData.message}</Notice> : null}
      {loaderData.emails.length === 0 ? (
        <p className="text-slate-700">No emails yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className={tableClass}>
            <thead><tr><th>#</th><th>Kind</th><th>To</th><th>Appointment</th><th>State</th><th>Attempts</th><th>Last error</th><th /></tr></thead>
            <tbody>
              {loaderData.emails.map((e) => (
                <tr key={e.id}>
                  <td>{e.id}</td><td>{e.kind}</td><td>{e.recipient}</td><td className="font-mono">{e.appointment_id ?? "—"}</td>
                  <td>{OUTBOX_STATUS_LABELS[e.status as OutboxStatus] ?? e.status}</td><td>{e.attempts}</td><td className="max-w-xs break-words">{e.last_error ?? "—"}</td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name="id" value={e.id} />
                      <button type="submit" className="rounded border border-brand-700 px-2 py-1 text-xs font-semibold text-brand-800">Send again</button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
