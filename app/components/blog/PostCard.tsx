import { Calendar, Clock, type LucideIcon, User } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { TextLink } from "#app/components/ui/TextLink.tsx";
import { formatLongDate } from "#app/domain/time.ts";
import type { PostCard as PostCardData } from "#app/server/blog.server.ts";

/**
 * A post in a list: image, date, read time, author, title, excerpt, some tags and "Read More".
 * The first card of a list is on screen when the page opens: its image loads at once, first
 * (`firstInList`); the others load as they come into view. `imageSource` replaces the image's
 * address (with the drawing itself, as a data: address).
 */
export function PostCard({
  post,
  maxTags,
  excludeTag,
  headingLevel = 2,
  showImage = true,
  firstInList = false,
  imageSource = null,
}: {
  post: PostCardData;
  maxTags: number;
  excludeTag?: string;
  headingLevel?: 2 | 3;
  showImage?: boolean;
  firstInList?: boolean;
  imageSource?: string | null;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const tags = post.tags.filter((t) => t.slug !== excludeTag).slice(0, maxTags);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {showImage ? (
        <img
          src={imageSource ?? post.featuredImage}
          alt={post.featuredImageAlt}
          width={1200}
          height={630}
          loading={firstInList ? "eager" : "lazy"}
          fetchPriority={firstInList ? "high" : "auto"}
          decoding="async"
          className="aspect-[1200/630] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <PostDateAndLength post={post} />
        </p>
        <Heading className="mt-2 text-xl font-bold">
          <Link to={`/blog/${post.slug}`} className="hover:text-brand-700">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-slate-700">{post.excerpt}</p>
        <p className="mt-3 flex items-center gap-1 text-sm text-slate-600">
          <User aria-hidden="true" className="h-4 w-4" />
          {post.author}
        </p>
        {tags.length ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Tags">
            <TagLinks tags={tags} small />
          </ul>
        ) : null}
        <TextLink to={`/blog/${post.slug}`} className="mt-4 font-semibold">
          Read More →<span className="sr-only"> about {post.title}</span>
        </TextLink>
      </div>
    </article>
  );
}

/** One fact about a post, with its icon. */
export function PostFact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="flex items-center gap-1">
      <Icon aria-hidden="true" className="h-4 w-4" />
      {children}
    </span>
  );
}

/** When a post was published and how long it takes to read. */
export function PostDateAndLength({ post }: { post: { publishDate: string; readTime: number } }) {
  return (
    <>
      <PostFact icon={Calendar}>
        <time dateTime={post.publishDate}>{formatLongDate(post.publishDate)}</time>
      </PostFact>
      <PostFact icon={Clock}>{post.readTime} min read</PostFact>
    </>
  );
}

/** The items of a list of tag links ("#name", each to its tag page). */
export function TagLinks({ tags, small }: { tags: readonly { slug: string; name: string }[]; small?: boolean }) {
  const size = small ? "px-2.5 py-0.5 text-xs font-medium" : "px-3 py-1 text-sm";
  return tags.map((t) => (
    <li key={t.slug}>
      <Link to={`/blog/tag/${t.slug}`} className={`rounded-full bg-slate-100 ${size} text-slate-800 hover:bg-brand-50`}>
        #{t.name}
      </Link>
    </li>
  ));
}
