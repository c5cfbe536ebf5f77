import { company } from "@content/company";
import { LegalPage } from "~/components/LegalPage";
import { pageMeta } from "~/seo";
import { legalDocumentHtml } from "~/server/legal.server";
import type { Route } from "./+types/terms";
import type { RouteHandle } from "~/root";

export const handle: RouteHandle = { cache: "path" };

export function loader() {
  return { html: legalDocumentHtml("terms") };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Terms of Service | ${company.name}`,
    description: `The terms for repairs booked with ${company.name}: booking requests, upfront pricing, the 90-day warranty on parts and labor, and emergency service.`,
    path: "/terms",
    breadcrumbs: [{ name: "Home", url: "/" }, { name: "Terms of Service", url: "/terms" }],
  });

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPage title="Terms of Service" html={loaderData.html} />;
}
