import { checkZip } from "#app/server/zip-check.server.ts";
import type { Route } from "./+types/coverage";

/** GET /coverage?zip=77001: the ZIP checkers' answer, as JSON. */
export function loader({ url }: Route.LoaderArgs) {
  const result = checkZip(url.searchParams.get("zip"));
  if (!result) return Response.json({ error: "Please enter a valid 5-digit ZIP code" }, { status: 400 });
  return Response.json(result, { headers: { "Cache-Control": "public, max-age=300" } });
}
