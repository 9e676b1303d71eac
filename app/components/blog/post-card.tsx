import { copy } from "~/content/copy";
import type { BlogPost } from "~/content/posts";
import { formatDate } from "~/lib/format-date";
import { ArtImage } from "../ui/art-image";

type PostCardProps = {
  post: BlogPost;
  onRead: () => void;
  /** Focus the "Read More" button when the visitor comes back from this post. */
  focusOnMount?: boolean;
  /** The first card: its cover loads at once, as it is likely the largest paint. */
  leading?: boolean;
};

/** A post teaser; unpublished posts are dimmed and say "Coming Soon" instead of opening. */
export function PostCard({
  post,
  onRead,
  focusOnMount = false,
  leading = false,
}: PostCardProps) {
  const dim = !post.isPublished;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-ink-line bg-ink-soft">
      <ArtImage
        kind="blog"
        id={post.id}
        alt=""
        eager={leading}
        className={`aspect-video h-auto w-full object-cover ${dim ? "opacity-60 grayscale" : ""}`}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-xs tracking-widest text-paper-dim uppercase">
          {post.category} ·{" "}
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
        <h2
          className={`font-display text-2xl tracking-wide uppercase ${dim ? "text-paper-dim" : ""}`}
        >
          {post.title}
        </h2>
        <p className={dim ? "text-paper-dim" : "text-paper"}>{post.excerpt}</p>
        {post.isPublished ? (
          <button
            type="button"
            onClick={onRead}
            ref={focusOnMount ? (button) => button?.focus() : undefined}
            className="mt-auto min-h-tap self-start rounded-pill bg-accent px-5 font-display tracking-wide text-accent-ink uppercase hover:bg-paper"
          >
            {copy.blog.readMore}
            <span className="sr-only">: {post.title}</span>
          </button>
        ) : (
          <p className="mt-auto font-display text-sm tracking-widest text-accent uppercase">
            {copy.blog.comingSoon}
          </p>
        )}
      </div>
    </article>
  );
}
