import { company } from "#content/company.ts";
import { PostCard } from "#app/components/blog/PostCard.tsx";
import { PageHero } from "#app/components/catalogue/PageHero.tsx";
import { notFoundBoundary } from "#app/components/NotFound.tsx";
import { articleCount, CARD_TAGS } from "#app/domain/blog/blog.ts";
import { trail } from "#app/domain/seo/meta.ts";
import { notFoundMeta, pageMeta } from "#app/seo.ts";
import { categoryWithPosts } from "#app/server/blog.server.ts";
import { EmptyState } from "#app/components/ui/EmptyState.tsx";
import { TextLink } from "#app/components/ui/TextLink.tsx";
import type { Route } from "./+types/blog-category";
import type { RouteHandle } from "#app/delivery/route-handle.ts";
import { foundOr404 } from "#app/server/not-found.server.ts";

export const handle: RouteHandle = { cache: { query: [] } };

export function loader({ params }: Route.LoaderArgs) {
  return foundOr404(categoryWithPosts(params.slug));
}

export const meta: Route.MetaFunction = ({ matches, data: d }) => {
  if (!d) return notFoundMeta(NOT_FOUND.title);
  const path = `/blog/category/${d.category.slug}`;
  return pageMeta(matches, {
    title: `${d.category.name} Articles | ${company.name} Blog`,
    description: d.category.description ?? `${d.category.name} articles from our Houston appliance technicians.`,
    keywords: [d.category.name.toLowerCase(), "appliance repair blog"],
    path,
    breadcrumbs: trail(["Blog", "/blog"], [d.category.name, path]),
  });
};

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  const { category, posts: list } = loaderData;
  return (
    <>
      <PageHero
        title={category.name}
        intro={
          <>
            <p>{category.description}</p>
            <p className="mt-2 font-semibold text-white">{articleCount(list.length)}</p>
          </>
        }
        breadcrumbs={[
          { name: "Home", url: "/" },
          { name: "Blog", url: "/blog" },
          { name: category.name, url: `/blog/category/${category.slug}` },
        ]}
      />
      <section className="mx-auto max-w-7xl px-4 py-10">
        {list.length === 0 ? (
          <EmptyState title="No articles in this category yet" text="Check back soon for new content!">
            <TextLink to="/blog" className="mt-4 inline-block font-semibold">
              ← Back to Blog
            </TextLink>
          </EmptyState>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {list.map((p, i) => (
              <li key={p.slug}>
                <PostCard post={p} maxTags={CARD_TAGS} firstInList={i === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** What the page says, in its title too, when nothing has the slug asked for. */
const NOT_FOUND = {
  title: "Category Not Found",
  message: "That blog category doesn't exist.",
  back: { to: "/blog", label: "← Back to Blog" },
};

export const ErrorBoundary = notFoundBoundary(NOT_FOUND);
