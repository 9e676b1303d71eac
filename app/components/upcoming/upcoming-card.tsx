import type { UpcomingCollection } from "~/content/upcoming-collections";
import { CardMedia } from "./card-media";

/** One upcoming collection: picture or video, category, name, tagline and status. */
export function UpcomingCard({ card }: { card: UpcomingCollection }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-ink-line bg-ink-soft">
      <CardMedia card={card} />
      <div className="flex flex-1 flex-col gap-1 p-4">
        {card.category ? (
          <p className="text-xs tracking-widest text-paper-dim uppercase">
            {card.category}
          </p>
        ) : null}
        <h3 className="font-display text-xl tracking-wide uppercase">
          {card.name}
        </h3>
        <p className="text-sm text-paper">{card.preview}</p>
        <p className="mt-auto pt-2 font-display text-sm tracking-widest text-accent uppercase">
          {card.status}
        </p>
      </div>
    </article>
  );
}
