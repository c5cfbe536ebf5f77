import { availabilityFor } from "#app/server/scheduling.server.ts";
import type { Route } from "./+types/api-availability";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * GET /api/availability?zip=77001&date=2026-12-01: the arrival windows of a date for a ZIP, with
 * the places left. A ZIP outside the coverage gets every window unavailable; without a ZIP, the
 * company-wide capacity is counted; a bad ZIP or date 400.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const answer = await availabilityFor(context.db, params.get("zip"), params.get("date"));
  if (!answer.ok) return Response.json({ error: answer.message }, { status: 400, headers: NO_STORE });
  const { ok: _, ...day } = answer;
  return Response.json(day, { headers: NO_STORE });
}
