import { company } from "#content/company.ts";
import { Static } from "#app/delivery/Static.tsx";
import { EmptyState } from "#app/components/ui/EmptyState.tsx";
import { Form, useNavigation } from "react-router";
import { z } from "zod";
import { PostCard, TagLinks } from "#app/components/blog/PostCard.tsx";
import { FilterForm } from "#app/components/FilterForm.tsx";
import { PageHero } from "#app/components/catalogue/PageHero.tsx";
import { SideBox } from "#app/components/SideBox.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { Honeypot } from "#app/components/ui/Honeypot.tsx";
import { inputClass } from "#app/components/ui/Field.tsx";
import { filtersOnlyShouldRevalidate, useLiveFilters } from "#app/components/useLiveFilters.ts";
import {
  articleCount,
  countByCategory,
  matchesBlogFilter,
  parseBlogFilter,
  POPULAR_TAGS,
  CARD_TAGS,
  RECENT_POSTS,
} from "#app/domain/blog/blog.ts";
import { formatLongDate } from "#app/domain/time.ts";
import { emailField } from "#app/domain/validation/fields.ts";
import type { RouteHandle } from "#app/delivery/route-handle.ts";
import { sectionPageMeta } from "#app/seo.ts";
import { categories, postCard, posts, tags } from "#app/server/blog.server.ts";
import { inlineSvgSource } from "#app/server/inline-image.server.ts";
import { logError } from "#app/server/logger.server.ts";
import { formReply, submitForm } from "#app/server/forms.server.ts";
import { requestSubscription } from "#app/server/newsletter.server.ts";
import { localeOfRequest } from "#app/domain/i18n/locale.ts";
import { newsletterWords } from "#app/words/newsletter.ts";
import { NEWSLETTER_CONFIRMATION } from "#app/domain/newsletter/confirmation.ts";
import { TextLink } from "#app/components/ui/TextLink.tsx";
import type { Route } from "./+types/blog";

export const handle: RouteHandle = { hydrate: true, cache: { query: ["q", "category", "tag"] } };
export const shouldRevalidate = filtersOnlyShouldRevalidate;

export function loader({ url }: Route.LoaderArgs) {
  return {
    filter: parseBlogFilter(url.searchParams),
    posts: posts.map(postCard),
    // The newest post leads the unfiltered list, on screen when the page opens.
    leadImage: { slug: posts[0]?.slug, source: posts[0] ? inlineSvgSource(posts[0].featuredImage) : null },
    recent: posts.slice(0, RECENT_POSTS).map((p) => ({ slug: p.slug, title: p.title, publishDate: p.publishDate })),
    categories: countByCategory(categories, posts).map(({ category, count }) => ({
      slug: category.slug,
      name: category.name,
      count,
    })),
    tags: tags.map((t) => ({ slug: t.slug, name: t.name })),
  };
}

const NEWSLETTER_FIELDS = ["email"] as const;

/**
 * A sign-up stores the address waiting for confirmation and emails it the link; the answer is the
 * same whether or not the address was on the list already.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const words = newsletterWords[locale];
  const submission = await submitForm(
    { request, context },
    { fields: NEWSLETTER_FIELDS, schema: z.object({ email: emailField }), rateLimit: "newsletter", locale },
  );
  if (!submission.ok) return submission.reply;
  try {
    if ((await requestSubscription(context.db, submission.data.email, locale, context.env)) === "sent")
      context.notifyOutbox();
    return formReply({ email: "" }, { notice: words.checkInbox(NEWSLETTER_CONFIRMATION.linkValidDays) });
  } catch (error) {
    logError(context.logger, error, "newsletter subscription failed");
    return formReply(submission.values, { status: 500, formError: words.failed(company.phone) });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => sectionPageMeta(matches, "/blog");

export default function Blog({ loaderData, actionData }: Route.ComponentProps) {
  const { values, apply } = useLiveFilters({
    q: loaderData.filter.q,
    category: loaderData.filter.category,
    tag: loaderData.filter.tag,
  });
  const tagName = (slug: string) => loaderData.tags.find((t) => t.slug === slug)?.name ?? slug;
  const shown = loaderData.posts.filter((p) =>
    matchesBlogFilter({ ...p, tags: p.tags.map((t) => t.slug) }, values, tagName),
  );
  const subscribing = useNavigation().formMethod === "POST";
  return (
    <>
      <PageHero
        isStatic
        title="Appliance Repair Tips & Guides"
        intro="Practical advice from our technicians: keep your appliances running, spot trouble early, and know when to call a pro."
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-3">
        <section className="lg:col-span-2" aria-label="Articles">
          <FilterForm
            id="blog"
            values={values}
            onChange={apply}
            search={{ name: "q", label: "Search", placeholder: "Search articles..." }}
            selects={[
              {
                name: "category",
                label: "Category",
                allLabel: "All Categories",
                options: loaderData.categories.map((c) => ({ value: c.slug, label: c.name })),
              },
              {
                name: "tag",
                label: "Tag",
                allLabel: "All Tags",
                options: loaderData.tags.map((t) => ({ value: t.slug, label: t.name })),
              },
            ]}
            submitLabel="Filter"
          />
          <p className="mt-4 text-sm text-slate-700" aria-live="polite">
            {articleCount(shown.length)}
          </p>
          {shown.length === 0 ? (
            <EmptyState title="No articles found" text="Try adjusting your search terms or filters." />
          ) : (
            <ul className="mt-6 grid gap-6 md:grid-cols-2">
              {shown.map((p, i) => (
                <Static as="li" key={p.slug}>
                  <PostCard
                    post={p}
                    maxTags={CARD_TAGS}
                    firstInList={i === 0}
                    imageSource={p.slug === loaderData.leadImage.slug ? loaderData.leadImage.source : null}
                  />
                </Static>
              ))}
            </ul>
          )}
        </section>
        <aside className="space-y-6">
          <Static className="space-y-6">
            <SideBox title="Recent Posts">
              <ul className="mt-3 space-y-3">
                {loaderData.recent.map((p) => (
                  <li key={p.slug}>
                    <TextLink to={`/blog/${p.slug}`} className="font-medium">
                      {p.title}
                    </TextLink>
                    <p className="text-sm text-slate-600">{formatLongDate(p.publishDate)}</p>
                  </li>
                ))}
              </ul>
            </SideBox>
            <SideBox title="Categories">
              <ul className="mt-3 space-y-2">
                {loaderData.categories.map((c) => (
                  <li key={c.slug} className="flex justify-between">
                    <TextLink to={`/blog/category/${c.slug}`}>{c.name}</TextLink>
                    <span className="text-slate-700">{c.count}</span>
                  </li>
                ))}
              </ul>
            </SideBox>
            <SideBox title="Popular Tags">
              <ul className="mt-3 flex flex-wrap gap-2">
                <TagLinks tags={loaderData.tags.slice(0, POPULAR_TAGS)} />
              </ul>
            </SideBox>
          </Static>
          <section className="rounded-xl bg-brand-800 p-6 text-white">
            <h2 className="text-lg font-bold">Stay Updated</h2>
            <p className="mt-1 text-blue-100">Seasonal maintenance tips, once a month. No spam.</p>
            <Form method="post" className="mt-4 space-y-3" noValidate>
              <Honeypot />
              <label htmlFor="newsletter-email" className="sr-only">
                Email address
              </label>
              <input
                id="newsletter-email"
                name="email"
                type="email"
                required
                autoComplete="email"
                defaultValue={actionData?.values.email ?? ""}
                placeholder="Your email address"
                aria-describedby={actionData ? "newsletter-message" : undefined}
                aria-invalid={actionData ? actionData.notice === null : undefined}
                className={`${inputClass} text-slate-900`}
              />
              <button type="submit" disabled={subscribing} className={buttonClass("accent", "md", "w-full")}>
                {subscribing ? "Subscribing..." : "Subscribe"}
              </button>
              {actionData ? (
                <p
                  id="newsletter-message"
                  role={actionData.notice ? "status" : "alert"}
                  className={`rounded-lg p-2 text-sm font-medium ${actionData.notice ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900"}`}
                >
                  {actionData.notice ?? actionData.fieldErrors.email ?? actionData.formError}
                </p>
              ) : null}
            </Form>
          </section>
        </aside>
      </div>
    </>
  );
}
