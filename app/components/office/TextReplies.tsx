import { formatInHouston } from "#app/domain/time.ts";
import type { TextReply } from "#app/server/sms/inbound.server.ts";

/** What the customer texted back about a visit, oldest first, each with when it arrived. */
export function TextReplies({ replies }: { replies: readonly TextReply[] }) {
  return (
    <ul className="space-y-1">
      {replies.map((r) => (
        <li key={`${r.receivedAt}-${r.body}`}>
          <span className="text-slate-700">{formatInHouston(r.receivedAt)}:</span>{" "}
          <q className="whitespace-pre-line">{r.body}</q>
        </li>
      ))}
    </ul>
  );
}
