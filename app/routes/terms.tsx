import { localTrail } from "#app/domain/i18n/trail.ts";
import { LegalPage } from "#app/components/LegalPage.tsx";
import { localeOfRequest } from "#app/domain/i18n/locale.ts";
import { localePath } from "#app/domain/i18n/paths.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import { pageMeta } from "#app/seo.ts";
import { legalDocumentHtml } from "#app/server/legal.server.ts";
import type { Route } from "./+types/terms";
import type { RouteHandle } from "#app/root.tsx";

export const handle: RouteHandle = { cache: "path" };

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const t = uiWords[locale];
  const path = localePath(locale, "/terms");
  return {
    locale,
    path,
    heading: t.legal.terms.heading,
    breadcrumbs: localTrail(locale, [t.legal.terms.heading, path]),
    html: legalDocumentHtml("terms", locale),
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const t = uiWords[data?.locale ?? "en"].legal.terms;
  return pageMeta(matches, {
    title: t.title,
    description: t.description,
    path: data?.path ?? "/terms",
    keywords: [...t.keywords],
    breadcrumbs: data?.breadcrumbs,
  });
};

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPage title={loaderData.heading} html={loaderData.html} />;
}
