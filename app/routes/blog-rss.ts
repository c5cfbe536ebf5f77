import { company } from "#content/company.ts";
import { renderRss } from "#app/domain/blog/rss.ts";
import { posts } from "#app/server/blog.server.ts";
import type { Route } from "./+types/blog-rss";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(renderRss(posts, context.env.SITE_URL, `${company.name} Blog`), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
