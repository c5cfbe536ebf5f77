import { scheduleCsv } from "~/domain/scheduling/dispatch";
import { parseServiceDate } from "~/domain/scheduling/dates";
import { schedulingDefaults } from "~/domain/scheduling/settings";
import { requireStaff } from "~/server/auth.server";
import { visitsBetween } from "~/server/dispatch.server";
import type { Route } from "./+types/schedule-csv";

/** GET /office/schedule.csv?date=YYYY-MM-DD: the day's visits for a spreadsheet. Staff only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const parsed = parseServiceDate(new URL(request.url).searchParams.get("date"));
  if (!parsed.ok) return new Response(parsed.message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  const visits = await visitsBetween(context.db, parsed.date, parsed.date);
  return new Response(scheduleCsv(visits, schedulingDefaults.windows.map((w) => w.label)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="schedule-${parsed.date}.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
