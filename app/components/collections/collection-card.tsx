import type { CollectionItem } from "~/content/collection-groups";
import { copy } from "~/content/copy";
import { ArtImage } from "../ui/art-image";
import { UnavailableButton } from "../ui/unavailable-button";
import { isBoldItem } from "~/lib/collection-rules";
import advisoryUrl from "~/assets/art/advisory.svg?url";

type CollectionCardProps = {
  item: CollectionItem;
  /** The page's first card: its artwork loads at once, as it is likely the largest paint. */
  leading?: boolean;
};

/** One collection line: artwork, badge, name, description, status and the disabled buy button. */
export function CollectionCard({ item, leading = false }: CollectionCardProps) {
  const bold = isBoldItem(item);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-ink-line bg-ink-soft">
      <div className="relative">
        <ArtImage
          kind="collections"
          id={item.id}
          alt={copy.collections.artworkAlt(item)}
          eager={leading}
          className="aspect-[5/6] h-auto w-full object-cover"
        />
        <span className="absolute top-3 left-3 rounded-pill bg-ink px-3 py-1 font-display text-sm tracking-widest text-accent">
          {item.badge}
        </span>
        {bold ? (
          <img
            src={advisoryUrl}
            alt={copy.collections.advisoryAlt}
            width={120}
            height={72}
            loading="lazy"
            className="absolute right-3 bottom-3 h-auto w-24"
          />
        ) : null}
      </div>
      {/* The page is about 14,000px tall on a phone: each card's text renders as it comes near
          (app.css), so the first layout shapes only what the first screen shows. The
          placeholder is the text's usual height, so a card that renders late barely moves
          what follows it (a focused link near the footer stays on screen). */}
      <div
        className={`flex flex-1 flex-col gap-2 p-5 ${leading ? "" : "render-when-near [--near-height:10.5rem]"}`}
      >
        <h3
          className={`font-display text-2xl tracking-wide uppercase ${bold ? "text-bold" : "text-blunt"}`}
        >
          {item.name}
        </h3>
        <p className="text-paper">{item.description}</p>
        <p className="font-display text-sm tracking-widest text-accent uppercase">
          {item.status}
        </p>
        <UnavailableButton
          label={copy.collections.button}
          reason={copy.collections.buttonReason}
        />
      </div>
    </article>
  );
}
