import { z } from "zod";
import { FormNotices } from "#app/components/office/OfficeShell.tsx";
import { OfficeTable, RowAction } from "#app/components/office/OfficeTable.tsx";
import { formatInHouston } from "#app/domain/time.ts";
import { rowIdField } from "#app/domain/validation/fields.ts";
import { officeMeta } from "#app/office-meta.ts";
import { requireStaff, submitStaffForm } from "#app/server/auth.server.ts";
import { type OutboxStatus, requeueEmail } from "#app/server/email/outbox.server.ts";
import { formReply } from "#app/server/forms.server.ts";
import { listOutbox } from "#app/server/office-queries.server.ts";
import type { Route } from "./+types/outbox";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireStaff(context, request, url);
  const now = new Date().toISOString();
  const emails = await listOutbox(context.db);
  // A reminder waits in the outbox until its time: shown as scheduled, not as stuck.
  return {
    emails: emails.map((e) =>
      Object.assign(e, {
        scheduledFor:
          e.status === "pending" && e.attempts === 0 && e.next_attempt_at > now
            ? formatInHouston(e.next_attempt_at, { dateStyle: "medium", timeStyle: "short" })
            : null,
      }),
    ),
  };
}

const OUTBOX_FIELDS = ["id"] as const;
const requeueSchema = z.object({
  id: rowIdField("Choose an email to send again"),
});

export async function action({ request, url, context }: Route.ActionArgs) {
  const { submission } = await submitStaffForm(
    { request, url, context },
    { fields: OUTBOX_FIELDS, schema: requeueSchema },
  );
  if (!submission.ok) return submission.reply;
  const { id } = submission.data;
  if (!(await requeueEmail(context.db, id)))
    return formReply(submission.values, { status: 404, formError: "That message could not be queued again." });
  context.notifyOutbox();
  return formReply(submission.values, { notice: `Message ${id} will be sent again.` });
}

const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: "Waiting to send",
  sending: "Sending",
  sent: "Sent",
  logged: "Logged only (no email delivery set up)",
  failed: "Failed",
  skipped: "Not sent (opted out of texts)",
};

export const meta: Route.MetaFunction = () => officeMeta("Outbox");

export default function OfficeOutbox({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">Outbox</h1>
      <p className="text-slate-700">Emails and text messages, newest first.</p>
      <FormNotices result={actionData} />
      <OfficeTable
        rows={loaderData.emails}
        headers={["#", "Channel", "Kind", "To", "Appointment", "State", "Attempts", "Last error", ""]}
        empty="Nothing sent yet."
      >
        {(e) => (
          <tr key={e.id}>
            <td>{e.id}</td>
            <td>{e.channel === "sms" ? "Text" : "Email"}</td>
            <td>{e.kind}</td>
            <td>{e.recipient}</td>
            <td className="font-mono">{e.appointment_id ?? "—"}</td>
            <td>{e.scheduledFor ? `Scheduled for ${e.scheduledFor}` : OUTBOX_STATUS_LABELS[e.status]}</td>
            <td>{e.attempts}</td>
            <td className="max-w-xs break-words">{e.last_error ?? "—"}</td>
            <td>{e.scheduledFor ? null : <RowAction values={{ id: e.id }} label="Send again" />}</td>
          </tr>
        )}
      </OfficeTable>
    </section>
  );
}
