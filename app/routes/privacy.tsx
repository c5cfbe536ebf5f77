import { LegalPage } from "~/components/LegalPage";
import { sectionPageMeta } from "~/seo";
import { legalDocumentHtml } from "~/server/legal.server";
import type { Route } from "./+types/privacy";
import type { RouteHandle } from "~/root";

export const handle: RouteHandle = { cache: "path" };

export function loader() {
  return { html: legalDocumentHtml("privacy") };
}

export const meta: Route.MetaFunction = ({ matches }) => sectionPageMeta(matches, "/privacy");

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPage title="Privacy Policy" html={loaderData.html} />;
}
