import { z } from "zod";
import { FormNotices } from "#app/components/office/OfficeShell.tsx";
import { OfficeTable, RowAction } from "#app/components/office/OfficeTable.tsx";
import { officeMeta } from "#app/office-meta.ts";
import { assertSameOrigin, requireStaff } from "#app/server/auth.server.ts";
import { type OutboxStatus, requeueEmail } from "#app/server/email/outbox.server.ts";
import { formReply, submitForm } from "#app/server/forms.server.ts";
import { listOutbox } from "#app/server/office-queries.server.ts";
import type { Route } from "./+types/outbox";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context, request);
  return { emails: await listOutbox(context.db) };
}

const OUTBOX_FIELDS = ["id"] as const;
const requeueSchema = z.object({ id: z.string().regex(/^\d{1,15}$/, "Choose an email to send again").transform(Number) });

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context.env.SITE_URL);
  await requireStaff(context, request);
  const submission = await submitForm({ request, context }, { fields: OUTBOX_FIELDS, schema: requeueSchema, rateLimit: "office" });
  if (!submission.ok) return submission.reply;
  const { id } = submission.data;
  if (!(await requeueEmail(context.db, id))) return formReply(submission.values, { status: 404, formError: "That email could not be queued again." });
  context.notifyOutbox();
  return formReply(submission.values, { notice: `Email ${id} will be sent again.` });
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
      <FormNotices result={actionData} />
      <OfficeTable rows={loaderData.emails} headers={["#", "Kind", "To", "Appointment", "State", "Attempts", "Last error", ""]} empty="No emails yet.">
        {(e) => (
          <tr key={e.id}>
            <td>{e.id}</td><td>{e.kind}</td><td>{e.recipient}</td><td className="font-mono">{e.appointment_id ?? "—"}</td>
            <td>{OUTBOX_STATUS_LABELS[e.status]}</td><td>{e.attempts}</td><td className="max-w-xs break-words">{e.last_error ?? "—"}</td>
            <td><RowAction values={{ id: e.id }} label="Send again" /></td>
          </tr>
        )}
      </OfficeTable>
    </section>
  );
}
