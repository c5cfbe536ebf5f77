import { LegalPage } from "#app/components/LegalPage.tsx";
import { sectionPageMeta } from "#app/seo.ts";
import { legalDocumentHtml } from "#app/server/legal.server.ts";
import type { Route } from "./+types/privacy";
import type { RouteHandle } from "#app/root.tsx";

export const handle: RouteHandle = { cache: "path" };

export function loader() {
  return { html: legalDocumentHtml("privacy") };
}

export const meta: Route.MetaFunction = ({ matches }) => sectionPageMeta(matches, "/privacy");

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPage title="Privacy Policy" html={loaderData.html} />;
}
