import { company } from "#content/company.ts";
import { redirect } from "react-router";
import { localePath } from "#app/domain/i18n/paths.ts";
import { partSearchType, supplierSearchUrl } from "#app/domain/tools/parts.ts";
import { outboundPage } from "#app/server/outbound.server.ts";
import type { Route } from "./+types/parts-search";

/** The parts pages an empty search may go back to: the page in the language it was sent from. */
const PARTS_PAGES = new Set(["/parts", localePath("es", "/parts")]);

/** Sends the visitor to the parts supplier's search for the query and its type; an empty query goes back to the parts page. */
export function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const supplier = supplierSearchUrl(
    company.partsSupplier.searchUrl,
    params.get("q") ?? "",
    partSearchType(params.get("type")),
  );
  const from = params.get("from") ?? "";
  return supplier
    ? outboundPage(supplier, company.partsSupplier.name)
    : redirect(`${PARTS_PAGES.has(from) ? from : "/parts"}?error=empty`, 302);
}
