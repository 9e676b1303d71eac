import { copy } from "~/content/copy";
import type { BlogPost } from "~/content/posts";
import { formatDate } from "~/lib/format-date";
import { ArtImage } from "../ui/art-image";
import { buttonClass } from "../ui/button-styles";
import { Icon } from "../ui/icons";

/** The full article, shown in place of the post list. */
export function BlogArticle({
  post,
  onBack,
}: {
  post: BlogPost;
  onBack: () => void;
}) {
  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <button
        type="button"
        onClick={onBack}
        className={`${buttonClass("outline")} self-start`}
      >
        <Icon name="back" className="size-4" /> {copy.blog.backToBlog}
      </button>
      <p className="font-display text-sm tracking-widest text-accent uppercase">
        {post.category}
      </p>
      <h2
        tabIndex={-1}
        ref={(heading) => heading?.focus()}
        className="font-display text-4xl leading-none tracking-tight uppercase outline-none md:text-6xl"
      >
        {post.title}
      </h2>
      <p className="text-paper-dim">
        {copy.blog.by} {post.author} ·{" "}
        <time dateTime={post.date}>{formatDate(post.date)}</time>
      </p>
      <ArtImage
        kind="blog"
        id={post.id}
        alt={`Cover art for ${post.title}`}
        eager
        className="aspect-video h-auto w-full rounded-card object-cover"
      />
      <div className="space-y-5 text-lg leading-relaxed text-paper">
        {post.fullContent?.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
