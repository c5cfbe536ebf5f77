import { company } from "@content/company";
import { Search } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { PostCard } from "~/components/blog/PostCard";
import { PageHero } from "~/components/catalogue/PageHero";
import { buttonClass } from "~/components/ui/Button";
import { inputClass } from "~/components/ui/Field";
import { filtersOnlyShouldRevalidate, useLiveFilters } from "~/components/useLiveFilters";
import { articleCount, countByCategory, matchesBlogFilter, parseBlogFilter, POPULAR_TAGS, CARD_TAGS, RECENT_POSTS } from "~/domain/blog/blog";
import { formatLongDate } from "~/domain/time";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/seo";
import { categories, postCard, posts, tags } from "~/server/blog.server";
import { subscribe } from "~/server/newsletter.server";
import type { Route } from "./+types/blog";

export const handle: RouteHandle = { hydrate: true };
export const shouldRevalidate = filtersOnlyShouldRevalidate;

export function loader({ request }: Route.LoaderArgs) {
  return {
    filter: parseBlogFilter(new URL(request.url).searchParams),
    posts: posts.map(postCard),
    recent: posts.slice(0, RECENT_POSTS).map((p) => ({ slug: p.slug, title: p.title, publishDate: p.publishDate })),
    categories: countByCategory(categories, posts).map(({ category, count }) => ({ slug: category.slug, name: category.name, count })),
    tags: tags.map((t) => ({ slug: t.slug, name: t.name })),
  };
}

export const NEWSLETTER_MESSAGES = {
  subscribed: "Thanks! You're subscribed. Look out for our next maintenance tips.",
  already: "You're already subscribed with this address.",
  failed: `We couldn't save your subscription just now. Please try again, or call us at ${company.phone}.`,
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  if (String(form.get("company") ?? "") !== "") return data({ ok: false, message: "Your subscription could not be sent.", email }, { status: 400 });
  if (!context.rateLimiter.hit(`newsletter:${context.clientAddress}`, 5, 10 * 60_000)) {
    return data({ ok: false, message: "Too many sign-ups from your connection. Please try again in a few minutes.", email }, { status: 429 });
  }
  try {
    const result = await subscribe(context.db, email);
    if (result.outcome === "invalid") return data({ ok: false, message: result.message, email }, { status: 400 });
    return { ok: true, message: result.outcome === "subscribed" ? NEWSLETTER_MESSAGES.subscribed : NEWSLETTER_MESSAGES.already, email: "" };
  } catch (error) {
    context.logger.error({ err: error instanceof Error ? error.message : String(error) }, "newsletter subscription failed");
    return data({ ok: false, message: NEWSLETTER_MESSAGES.failed, email }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Appliance Repair Tips & Guides | ${company.name} Blog`,
    description: "Maintenance tips, repair guides, energy-saving advice and buying guides from Houston appliance technicians.",
    path: "/blog",
    keywords: ["appliance repair tips", "appliance maintenance guide", "houston appliance blog"],
    breadcrumbs: [{ name: "Home", url: "/" }, { name: "Blog", url: "/blog" }],
  });

export default function Blog({ loaderData, actionData }: Route.ComponentProps) {
  const { values, set } = useLiveFilters({ q: loaderData.filter.q, category: loaderData.filter.category, tag: loaderData.filter.tag });
  const tagName = (slug: string) => loaderData.tags.find((t) => t.slug === slug)?.name ?? slug;
  const shown = loaderData.posts.filter((p) => matchesBlogFilter({ ...p, tags: p.tags.map((t) => t.slug) }, values, tagName));
  const subscribing = useNavigation().formMethod === "POST";
  return (
    <>
      <PageHero title="Appliance Repair Tips & Guides" intro="Practical advice from our technicians: keep your appliances running, spot trouble early, and know when to call a pro." />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-3">
        <section className="lg:col-span-2" aria-label="Articles">
          <Form method="get" role="search" className="grid gap-3 sm:grid-cols-3" onSubmit={(e) => e.preventDefault()}>
            <div className="sm:col-span-3">
              <label htmlFor="blog-search" className="mb-1 block text-sm font-semibold">Search</label>
              <div className="relative">
                <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-3 h-5 w-5 text-slate-500" />
                <input id="blog-search" name="q" type="search" value={values.q} onChange={(e) => set("q", e.target.value)} placeholder="Search articles..." className={`${inputClass} pl-10`} />
              </div>
            </div>
            <div>
              <label htmlFor="blog-category" className="mb-1 block text-sm font-semibold">Category</label>
              <select id="blog-category" name="category" value={values.category} onChange={(e) => set("category", e.target.value)} className={inputClass}>
                <option value="">All Categories</option>
                {loaderData.categories.map((c) => <option key={c.slug} value={c.slug}>{c.name}</option>)}
              </select>
            </div>
            <div>
              <label htmlFor="blog-tag" className="mb-1 block text-sm font-semibold">Tag</label>
              <select id="blog-tag" name="tag" value={values.tag} onChange={(e) => set("tag", e.target.value)} className={inputClass}>
                <option value="">All Tags</option>
                {loaderData.tags.map((t) => <option key={t.slug} value={t.slug}>{t.name}</option>)}
              </select>
            </div>
            <noscript>
              <button type="submit" className={buttonClass("primary", "md", "mt-6 w-full")}>Filter</button>
            </noscript>
          </Form>
          <p className="mt-4 text-sm text-slate-700" aria-live="polite">{articleCount(shown.length)}</p>
          {shown.length === 0 ? (
            <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-10 text-center">
              <h2 className="text-xl font-bold">No articles found</h2>
              <p className="mt-2 text-slate-700">Try adjusting your search terms or filters.</p>
            </div>
          ) : (
            <ul className="mt-6 grid gap-6 md:grid-cols-2">
              {shown.map((p) => <li key={p.slug}><PostCard post={p} maxTags={CARD_TAGS} /></li>)}
            </ul>
          )}
        </section>
        <aside className="space-y-6">
          <section className="rounded-xl border border-slate-200 p-6">
            <h2 className="text-lg font-bold">Recent Posts</h2>
            <ul className="mt-3 space-y-3">
              {loaderData.recent.map((p) => (
                <li key={p.slug}><Link to={`/blog/${p.slug}`} className="font-medium text-brand-700 underline">{p.title}</Link><p className="text-sm text-slate-600">{formatLongDate(p.publishDate)}</p></li>
              ))}
            </ul>
          </section>
          <section className="rounded-xl border border-slate-200 p-6">
            <h2 className="text-lg font-bold">Categories</h2>
            <ul className="mt-3 space-y-2">
              {loaderData.categories.map((c) => (
                <li key={c.slug} className="flex justify-between"><Link to={`/blog/category/${c.slug}`} className="text-brand-700 underline">{c.name}</Link><span className="text-slate-700">{c.count}</span></li>
              ))}
            </ul>
          </section>
          <section className="rounded-xl border border-slate-200 p-6">
            <h2 className="text-lg font-bold">Popular Tags</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {loaderData.tags.slice(0, POPULAR_TAGS).map((t) => <li key={t.slug}><Link to={`/blog/tag/${t.slug}`} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 hover:bg-brand-50">#{t.name}</Link></li>)}
            </ul>
          </section>
          <section className="rounded-xl bg-brand-800 p-6 text-white">
            <h2 className="text-lg font-bold">Stay Updated</h2>
            <p className="mt-1 text-blue-100">Seasonal maintenance tips, once a month. No spam.</p>
            <Form method="post" className="mt-4 space-y-3" noValidate>
              <div className="hidden" aria-hidden="true"><label htmlFor="nl-company">Company</label><input id="nl-company" name="company" tabIndex={-1} autoComplete="off" /></div>
              <label htmlFor="newsletter-email" className="sr-only">Email address</label>
              <input id="newsletter-email" name="email" type="email" required autoComplete="email" defaultValue={actionData?.email ?? ""} placeholder="Your email address" aria-describedby={actionData ? "newsletter-message" : undefined} aria-invalid={actionData ? !actionData.ok : undefined} className={`${inputClass} text-slate-900`} />
              <button type="submit" disabled={subscribing} className={buttonClass("accent", "md", "w-full")}>{subscribing ? "Subscribing..." : "Subscribe"}</button>
              {actionData ? <p id="newsletter-message" role={actionData.ok ? "status" : "alert"} className={`rounded-lg p-2 text-sm font-medium ${actionData.ok ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900"}`}>{actionData.message}</p> : null}
            </Form>
          </section>
        </aside>
      </div>
    </>
  );
}
