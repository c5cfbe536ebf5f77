import { company } from "@content/company";
import { LegalPage } from "~/components/LegalPage";
import { pageMeta } from "~/seo";
import { legalDocumentHtml } from "~/server/legal.server";
import type { Route } from "./+types/privacy";
import type { RouteHandle } from "~/root";

export const handle: RouteHandle = { cache: "path" };

export function loader() {
  return { html: legalDocumentHtml("privacy") };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Privacy Policy | ${company.name}`,
    description: `How ${company.name} collects, uses, keeps and deletes the information you give us when you book a repair or check a warranty.`,
    path: "/privacy",
    breadcrumbs: [{ name: "Home", url: "/" }, { name: "Privacy Policy", url: "/privacy" }],
  });

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPage title="Privacy Policy" html={loaderData.html} />;
}
