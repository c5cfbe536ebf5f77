import { LegalPage } from "~/components/LegalPage";
import { sectionPageMeta } from "~/seo";
import { legalDocumentHtml } from "~/server/legal.server";
import type { Route } from "./+types/terms";
import type { RouteHandle } from "~/root";

export const handle: RouteHandle = { cache: "path" };

export function loader() {
  return { html: legalDocumentHtml("terms") };
}

export const meta: Route.MetaFunction = ({ matches }) => sectionPageMeta(matches, "/terms");

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPage title="Terms of Service" html={loaderData.html} />;
}
