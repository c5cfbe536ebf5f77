import { company } from "#content/company.ts";
import { appointmentIcs, calendarEventOf } from "#app/domain/booking/emails.ts";
import { technicianBySlug } from "#app/domain/scheduling/dispatch.ts";
import { toEmailShape } from "#app/server/appointment-rows.server.ts";
import { findByManageToken } from "#app/server/manage-links.server.ts";
import { foundOr404 } from "#app/server/not-found.server.ts";
import type { Route } from "./+types/appointment-calendar";

/**
 * A visit's calendar file, from its manage link: the visit as it is now (a cancelled one removes
 * itself), with the same UID and SEQUENCE as the emails' files, so a calendar app keeps one event.
 * Only the link's holder can fetch it; like every manage address it is answered with no-store.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const row = foundOr404(await findByManageToken(context.db, params.token));
  const visit = {
    ...toEmailShape(row, technicianBySlug(row.technician)?.name ?? null),
    calendarSequence: row.calendar_sequence,
  };
  return new Response(appointmentIcs(visit, company, new Date(), calendarEventOf(row)), {
    headers: {
      "Content-Type": `text/calendar; charset=utf-8`,
      "Content-Disposition": `attachment; filename="appointment-${row.id}.ics"`,
      "X-Robots-Tag": "noindex",
    },
  });
}
