import { localTrail } from "#app/domain/i18n/trail.ts";
import { LegalPage } from "#app/components/LegalPage.tsx";
import { localeOfRequest } from "#app/domain/i18n/locale.ts";
import { localePath } from "#app/domain/i18n/paths.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import { pageMeta } from "#app/seo.ts";
import { legalDocumentHtml } from "#app/server/legal.server.ts";
import type { Route } from "./+types/privacy";
import type { RouteHandle } from "#app/root.tsx";

export const handle: RouteHandle = { cache: "path" };

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const t = uiWords[locale];
  const path = localePath(locale, "/privacy");
  return {
    locale,
    path,
    heading: t.legal.privacy.heading,
    breadcrumbs: localTrail(locale, [t.legal.privacy.heading, path]),
    html: legalDocumentHtml("privacy", locale),
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const t = uiWords[data?.locale ?? "en"].legal.privacy;
  return pageMeta(matches, {
    title: t.title,
    description: t.description,
    path: data?.path ?? "/privacy",
    keywords: [...t.keywords],
    breadcrumbs: data?.breadcrumbs,
  });
};

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPage title={loaderData.heading} html={loaderData.html} />;
}
