import { company } from "#content/company.ts";
import { PostCard } from "#app/components/blog/PostCard.tsx";
import { notFoundBoundary } from "#app/components/NotFound.tsx";
import { articleCount, TAG_CARD_EXTRA_TAGS } from "#app/domain/blog/blog.ts";
import { trail } from "#app/domain/seo/meta.ts";
import { notFoundMeta, pageMeta } from "#app/seo.ts";
import { tagWithPosts } from "#app/server/blog.server.ts";
import { EmptyState } from "#app/components/ui/EmptyState.tsx";
import { TextLink } from "#app/components/ui/TextLink.tsx";
import type { Route } from "./+types/blog-tag";
import type { RouteHandle } from "#app/delivery/route-handle.ts";
import { foundOr404 } from "#app/server/not-found.server.ts";

export const handle: RouteHandle = { cache: { query: [] } };

export function loader({ params }: Route.LoaderArgs) {
  return foundOr404(tagWithPosts(params.slug));
}

export const meta: Route.MetaFunction = ({ matches, data: d }) => {
  if (!d) return notFoundMeta(NOT_FOUND.title);
  const { tag, posts: list } = d;
  const path = `/blog/tag/${tag.slug}`;
  return pageMeta(matches, {
    title: `${tag.name} Articles | ${company.name} Blog`,
    description: `Articles about ${tag.name} from our Houston appliance technicians: maintenance tips, troubleshooting and repair advice.`,
    keywords: [tag.name, `${tag.name} tips`, `${tag.name} appliance repair`],
    path,
    breadcrumbs: trail(["Blog", "/blog"], [tag.name, path]),
    jsonLd: [
      (siteUrl) => ({
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: `${tag.name} Articles`,
        url: `${siteUrl}${path}`,
        mainEntity: {
          "@type": "ItemList",
          itemListElement: list.map((p, i) => ({
            "@type": "ListItem",
            position: i + 1,
            url: `${siteUrl}/blog/${p.slug}`,
            name: p.title,
          })),
        },
      }),
    ],
  });
};

export default function BlogTag({ loaderData }: Route.ComponentProps) {
  const { tag, posts: list } = loaderData;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <TextLink to="/blog" className="font-semibold">
        ← Back to Blog
      </TextLink>
      <h1 className="mt-4 text-3xl font-extrabold sm:text-4xl">{tag.name} Articles</h1>
      <p className="mt-2 text-slate-700">{articleCount(list.length)}</p>
      {list.length === 0 ? (
        <EmptyState title="No articles with this tag yet" text="Check back soon for new content!" />
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((p, i) => (
            <li key={p.slug}>
              <PostCard post={p} maxTags={TAG_CARD_EXTRA_TAGS} excludeTag={tag.slug} firstInList={i === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the page says, in its title too, when nothing has the slug asked for. */
const NOT_FOUND = {
  title: "Tag Not Found",
  message: "That blog tag doesn't exist.",
  back: { to: "/blog", label: "← Back to Blog" },
};

export const ErrorBoundary = notFoundBoundary(NOT_FOUND);
