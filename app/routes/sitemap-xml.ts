import { renderSitemapXml } from "#app/domain/seo/sitemap.ts";
import { allSitemapEntries } from "#app/sitemap-registry.server.ts";
import type { Route } from "./+types/sitemap-xml";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(renderSitemapXml(allSitemapEntries(), context.env.SITE_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
