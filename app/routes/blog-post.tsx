import { claimText } from "#content/claims.ts";
import { ArrowLeft, Share2, User } from "lucide-react";
import { Link } from "react-router";
import { PostCard, PostDateAndLength, PostFact, TagLinks } from "#app/components/blog/PostCard.tsx";
import { CallToAction } from "#app/components/CallToAction.tsx";
import { notFoundBoundary } from "#app/components/NotFound.tsx";
import { CARD_TAGS, relatedPosts } from "#app/domain/blog/blog.ts";
import { trail } from "#app/domain/seo/meta.ts";
import { notFoundMeta, pageMeta } from "#app/seo.ts";
import { categoryName, getPost, postCard, postHtml, posts } from "#app/server/blog.server.ts";
import { TextLink } from "#app/components/ui/TextLink.tsx";
import type { Route } from "./+types/blog-post";
import type { RouteHandle } from "#app/delivery/route-handle.ts";
import { foundOr404 } from "#app/server/not-found.server.ts";

export const handle: RouteHandle = { cache: { query: [] } };

export function loader({ params }: Route.LoaderArgs) {
  const post = foundOr404(getPost(params.slug));
  return {
    post: {
      ...postCard(post),
      seoTitle: post.seoTitle,
      metaDescription: post.metaDescription,
      createdAt: post.createdAt,
      updatedAt: post.updatedAt,
      wordCount: post.wordCount,
    },
    categories: post.categories.map((slug) => ({ slug, name: categoryName(slug) })),
    html: postHtml(post),
    related: relatedPosts(post, posts).map(postCard),
  };
}

export const meta: Route.MetaFunction = ({ matches, data: d }) => {
  if (!d) return notFoundMeta(NOT_FOUND.title);
  const { post } = d;
  const path = `/blog/${post.slug}`;
  return pageMeta(matches, {
    title: post.seoTitle,
    description: post.metaDescription,
    keywords: post.tags.map((t) => t.name),
    path,
    image: post.featuredImage,
    ogType: "article",
    breadcrumbs: trail(["Blog", "/blog"], [post.title, path]),
    jsonLd: [
      (siteUrl) => ({
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.metaDescription,
        image: `${siteUrl}${post.featuredImage}`,
        datePublished: post.publishDate,
        dateModified: post.updatedAt,
        wordCount: post.wordCount,
        author: { "@type": "Person", name: post.author },
        publisher: { "@id": `${siteUrl}/#business` },
        mainEntityOfPage: `${siteUrl}${path}`,
        keywords: post.tags.map((t) => t.name).join(", "),
      }),
    ],
  });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, categories, html, related } = loaderData;
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 py-10">
        <TextLink to="/blog" className="inline-flex items-center gap-1 font-semibold">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to Blog
        </TextLink>
        <ul className="mt-6 flex flex-wrap gap-2">
          {categories.map((c) => (
            <li key={c.slug}>
              <Link
                to={`/blog/category/${c.slug}`}
                className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800"
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
        <h1 className="mt-3 text-3xl leading-tight font-extrabold sm:text-4xl">{post.title}</h1>
        <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-slate-700">
          <PostDateAndLength post={post} />
          <PostFact icon={User}>{post.author}</PostFact>
          {/* Shown and handled by the site script: the device's share sheet, or copying the link. */}
          <button
            type="button"
            data-share
            data-share-title={post.title}
            data-share-text={post.excerpt}
            className="js-only inline-flex items-center gap-1 rounded-lg border border-slate-400 px-3 py-1.5 text-sm font-semibold"
          >
            <Share2 aria-hidden="true" className="h-4 w-4" />
            Share
          </button>
        </div>
        <img
          src={post.featuredImage}
          alt={post.featuredImageAlt}
          width={1200}
          height={630}
          className="mt-6 aspect-[1200/630] w-full rounded-xl object-cover"
        />
        <p className="mt-6 text-xl text-slate-800">{post.excerpt}</p>
        <div className="prose-content mt-4" dangerouslySetInnerHTML={{ __html: html }} />
        <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
          <TagLinks tags={post.tags} />
        </ul>
      </article>
      {related.length ? (
        <section className="bg-slate-50" aria-labelledby="related-heading">
          <div className="mx-auto max-w-7xl px-4 py-12">
            <h2 id="related-heading" className="text-2xl font-bold">
              Related Articles
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {related.map((p) => (
                <li key={p.slug}>
                  <PostCard post={p} maxTags={CARD_TAGS} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <CallToAction
        title="Need a Hand With Your Appliance?"
        text={`Our technicians can diagnose and fix it — often the same day, with a ${claimText.warrantyAdjective} warranty.`}
      />
    </>
  );
}

/** What the page says, in its title too, when nothing has the slug asked for. */
const NOT_FOUND = {
  title: "Post Not Found",
  message: "That article doesn't exist or is no longer published.",
  back: { to: "/blog", label: "← Back to Blog" },
};

export const ErrorBoundary = notFoundBoundary(NOT_FOUND);
