import { localeOf } from "#app/domain/i18n/locale.ts";
import { availabilityFor } from "#app/server/scheduling.server.ts";
import type { Route } from "./+types/api-availability";

/**
 * Never cached; readable by scripts on any site (a partner's booking widget): the answer is public
 * and no cookie is read, so every origin may have it.
 */
const HEADERS = { "Cache-Control": "no-store", "Access-Control-Allow-Origin": "*" };

/**
 * GET /api/availability?zip=77001&date=2026-12-01: the arrival windows of a date for a ZIP, with
 * the places left, its messages in the language `lang` names (English by default). A ZIP outside the coverage gets every window unavailable; without a ZIP, the
 * company-wide capacity is counted; a bad ZIP or date 400.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const answer = await availabilityFor(
    context.db,
    params.get("zip"),
    params.get("date"),
    new Date(),
    localeOf(params.get("lang")),
  );
  if (!answer.ok) return Response.json({ error: answer.message }, { status: 400, headers: HEADERS });
  const { ok: _, ...day } = answer;
  return Response.json(day, { headers: HEADERS });
}
