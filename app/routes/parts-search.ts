import { company } from "#content/company.ts";
import { redirect } from "react-router";
import { partSearchType, supplierSearchUrl } from "#app/domain/tools/parts.ts";
import { outboundPage } from "#app/server/outbound.server.ts";
import type { Route } from "./+types/parts-search";

/** Sends the visitor to the parts supplier's search for the query and its type; an empty query goes back to /parts. */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const url = supplierSearchUrl(company.partsSupplier.searchUrl, params.get("q") ?? "", partSearchType(params.get("type")));
  return url ? outboundPage(url, company.partsSupplier.name) : redirect("/parts?error=empty", 302);
}
