import { copy } from "~/content/copy";
import { ArtImage } from "../ui/art-image";
import { UnavailableButton } from "../ui/unavailable-button";
import type { NewsArticle } from "~/content/news";
import { formatDate } from "~/lib/format-date";

type NewsCardProps = { article: NewsArticle; featured?: boolean };

/** A teased news entry: readable but dimmed, with a disabled "Read More" until it is published. */
export function NewsCard({ article, featured = false }: NewsCardProps) {
  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-card border border-ink-line bg-ink-soft ${featured ? "lg:grid lg:grid-cols-[3fr_2fr] lg:items-center" : ""}`}
    >
      <ArtImage
        kind="news"
        id={article.id}
        alt=""
        eager={featured}
        className="aspect-video h-auto w-full object-cover opacity-60 grayscale"
      />
      {/* Below the featured entry each teaser's text renders as it comes near (app.css),
          holding its usual height until then, as on /collections. */}
      <div
        className={`flex flex-1 flex-col gap-3 p-5 md:p-6 ${featured ? "" : "render-when-near [--near-height:18rem]"}`}
      >
        {/* Below the cover, not on it: the cover's own masthead sits in its corners. */}
        <span className="self-start rounded-pill bg-accent px-3 py-1 font-display text-sm tracking-widest text-accent-ink uppercase">
          {featured ? copy.news.featured : copy.news.comingSoon}
        </span>
        <p className="text-xs tracking-widest text-paper-dim uppercase">
          {article.category} ·{" "}
          <time dateTime={article.date}>{formatDate(article.date)}</time> ·{" "}
          {article.readTime}
        </p>
        <h2
          className={`font-display tracking-wide text-paper-dim uppercase ${featured ? "text-3xl md:text-5xl" : "text-2xl"}`}
        >
          {article.title}
        </h2>
        <p className="text-paper-dim">{article.excerpt}</p>
        <p className="font-display text-sm tracking-widest text-accent uppercase">
          {featured ? copy.news.comingSoon : copy.news.stayTuned}
        </p>
        <UnavailableButton
          label={copy.news.readMore}
          reason={copy.news.readMoreReason}
          className="self-start px-5"
        />
      </div>
    </article>
  );
}
