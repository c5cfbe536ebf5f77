import { scheduleCsv } from "#app/domain/scheduling/dispatch.ts";
import { parseServiceDate } from "#app/domain/scheduling/dates.ts";
import { schedulingDefaults } from "#app/domain/scheduling/settings.ts";
import { requireStaff } from "#app/server/auth.server.ts";
import { visitsBetween } from "#app/server/dispatch.server.ts";
import type { Route } from "./+types/schedule-csv";

/**
 * GET /office/schedule.csv?date=YYYY-MM-DD: the day's visits for a spreadsheet. Staff only; like
 * every office address it is sent with `Cache-Control: no-store` by the server (`isPrivatePath`).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireStaff(context, request, url);
  const parsed = parseServiceDate(url.searchParams.get("date"));
  if (!parsed.ok)
    return new Response(parsed.message, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const visits = await visitsBetween(context.db, parsed.date, parsed.date);
  return new Response(
    scheduleCsv(
      visits,
      schedulingDefaults.windows.map((w) => w.label),
    ),
    {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="schedule-${parsed.date}.csv"`,
        "X-Robots-Tag": "noindex",
      },
    },
  );
}
