import useEmblaCarousel from "embla-carousel-react";
import { type KeyboardEvent, useEffect, useState } from "react";
import { upcomingCollections } from "~/content/upcoming-collections";
import { carouselCopy } from "~/content/widget-copy";
import { REDUCED_MOTION_QUERY, useMediaQuery } from "~/hooks/use-media-query";
import { Icon } from "../ui/icons";
import { Tooltip } from "../ui/tooltip";
import { UpcomingCard } from "./upcoming-card";

const total = upcomingCollections.length;

// Phones swipe, so there an arrow stays invisible and untouchable until a keyboard
// focuses it: keyboard users can always reach and see it.
const arrowClass =
  "absolute top-1/3 z-10 flex size-tap items-center justify-center rounded-pill border border-paper/40 bg-ink/85 text-paper shadow-lg transition-colors duration-quick hover:bg-paper hover:text-ink max-md:pointer-events-none max-md:opacity-0 max-md:focus-visible:pointer-events-auto max-md:focus-visible:opacity-100";

const directions = ["previous", "next"] as const;
type Direction = (typeof directions)[number];
const arrowSide: Record<Direction, string> = {
  previous: "-left-3",
  next: "-right-3",
};

/**
 * The upcoming collections as a looping carousel (WAI-ARIA carousel pattern, no
 * auto-advance): swipe or drag anywhere, arrow buttons on wider screens, and the Left and
 * Right keys while focus is inside it.
 */
export default function CollectionCarousel() {
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: "start" });
  const reduceMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [position, setPosition] = useState("");

  useEffect(() => {
    if (!api) return;
    const announce = () => {
      const index = api.selectedScrollSnap();
      const card = upcomingCollections[index];
      if (card) setPosition(carouselCopy.position(index + 1, total, card.name));
    };
    api.on("select", announce);
    return () => {
      api.off("select", announce);
    };
  }, [api]);

  function move(direction: Direction) {
    // Jumping instead of sliding when the visitor asked for less motion.
    if (direction === "next") api?.scrollNext(reduceMotion);
    else api?.scrollPrev(reduceMotion);
  }

  function onKeyDown(event: KeyboardEvent) {
    const direction =
      event.key === "ArrowLeft"
        ? "previous"
        : event.key === "ArrowRight"
          ? "next"
          : undefined;
    if (!direction) return;
    event.preventDefault();
    move(direction);
  }

  return (
    // The keys only mirror the arrow buttons, which are the controls keyboards reach.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="relative mt-4" onKeyDown={onKeyDown}>
      {/* Shown once the carousel can move: before that the cards simply sit in a row. */}
      {api
        ? directions.map((direction) => (
            <Tooltip key={direction} label={carouselCopy[direction]}>
              <button
                type="button"
                aria-label={carouselCopy[direction]}
                onClick={() => move(direction)}
                className={`${arrowClass} ${arrowSide[direction]}`}
              >
                <Icon name={direction} />
              </button>
            </Tooltip>
          ))
        : null}
      {/* Until hydration the track only clips (no scroll container), so Chrome does not
          fetch the off-screen slides' images ahead while the hero is still painting. */}
      <div ref={viewportRef} className="overflow-clip js:overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {upcomingCollections.map((card, index) => (
            <div
              key={card.id}
              role="group"
              aria-roledescription={carouselCopy.slideRoleDescription}
              aria-label={carouselCopy.slideLabel(index + 1, total)}
              className="min-w-0 shrink-0 grow-0 basis-[85%] pl-4 sm:basis-1/2 lg:basis-1/3 xl:basis-1/4"
            >
              <UpcomingCard card={card} />
            </div>
          ))}
        </div>
      </div>
      <p aria-live="polite" className="sr-only">
        {position}
      </p>
    </div>
  );
}
