import { company } from "@content/company";
import { redirect } from "react-router";
import { supplierSearchUrl } from "~/domain/tools/parts";
import type { Route } from "./+types/parts-search";

/** Sends the visitor to the parts supplier's search for the query; an empty query goes back to /parts. */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams.get("q") ?? "";
  const url = supplierSearchUrl(company.partsSupplier.searchUrl, query);
  return redirect(url ?? "/parts?error=empty", 302);
}
