import { localTrail } from "#app/domain/i18n/trail.ts";
import { LegalPage } from "#app/components/LegalPage.tsx";
import { localeOfRequest } from "#app/domain/i18n/locale.ts";
import { localePath, pathIn } from "#app/domain/i18n/paths.ts";
import { uiWords } from "#app/domain/i18n/words.ts";
import { pageMeta } from "#app/seo.ts";
import { legalDocumentHtml } from "#app/server/legal.server.ts";
import type { Route } from "./+types/legal";
import { pageHandle } from "#app/pages.ts";

export const handle = pageHandle("privacy");

/** The privacy policy and the terms of service share this module; the address says which one. */
function documentAt(pathname: string): "privacy" | "terms" {
  const english = pathIn("en", pathname);
  return english === "/terms" ? "terms" : "privacy";
}

export function loader({ request, url }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const document = documentAt(url.pathname);
  const heading = uiWords[locale].legal[document].heading;
  const path = localePath(locale, `/${document}`);
  return {
    locale,
    document,
    path,
    heading,
    breadcrumbs: localTrail(locale, [heading, path]),
    html: legalDocumentHtml(document, locale),
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const document = data?.document ?? "privacy";
  const t = uiWords[data?.locale ?? "en"].legal[document];
  return pageMeta(matches, {
    title: t.title,
    description: t.description,
    path: data?.path ?? `/${document}`,
    keywords: [...t.keywords],
    breadcrumbs: data?.breadcrumbs,
  });
};

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage title={loaderData.heading} html={loaderData.html} />;
}
