import { LegalPage } from "#app/components/LegalPage.tsx";
import { sectionPageMeta } from "#app/seo.ts";
import { legalDocumentHtml } from "#app/server/legal.server.ts";
import type { Route } from "./+types/terms";
import type { RouteHandle } from "#app/root.tsx";

export const handle: RouteHandle = { cache: "path" };

export function loader() {
  return { html: legalDocumentHtml("terms") };
}

export const meta: Route.MetaFunction = ({ matches }) => sectionPageMeta(matches, "/terms");

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPage title="Terms of Service" html={loaderData.html} />;
}
