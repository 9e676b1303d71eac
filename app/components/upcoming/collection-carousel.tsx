import useEmblaCarousel, {
  type UseEmblaCarouselType,
} from "embla-carousel-react";
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from "react";
import { upcomingCollections } from "~/content/upcoming-collections";
import { carouselCopy } from "~/content/widget-copy";
import { useMediaQuery } from "~/hooks/use-media-query";
import { REDUCED_MOTION_QUERY } from "~/lib/media-queries";
import { useWhenNear } from "~/hooks/use-when-near";
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

type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

// Jumping instead of sliding when the visitor asked for less motion.
function scroll(api: CarouselApi, direction: Direction, jump: boolean) {
  if (direction === "next") api.scrollNext(jump);
  else api.scrollPrev(jump);
}

type CarouselOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

/** Brings `slide` into view when `focused`, inside it, has keyboard focus (`:focus-visible`). */
function showKeyboardFocus(
  api: CarouselApi,
  slide: HTMLElement,
  focused: Element,
) {
  if (!focused.matches(":focus-visible")) return;
  // Focus may have scrolled the clipped track; Embla positions slides by transform alone.
  api.rootNode().scrollLeft = 0;
  api.scrollTo(api.slideNodes().indexOf(slide), true);
}

/**
 * Brings a slide into view when a key moves focus into it. Embla does this itself only when
 * the focus arrives within 10 ms of a Tab press, which a busy phone misses: focus then sits in
 * a slide out of view (on the left, where the browser does not scroll the clipped track). Any
 * keyboard focus counts here; a tap or click, on a slide in view, does not.
 */
const followKeyboardFocus: CarouselOptions["watchFocus"] = (api, event) => {
  if (
    event.currentTarget instanceof HTMLElement &&
    event.target instanceof Element
  )
    showKeyboardFocus(api, event.currentTarget, event.target);
  return false;
};

/**
 * Announces the slide a move brings into view. Its own component, so that a move re-renders
 * this line and not the arrows and the ten cards, in the task that answers the press.
 */
function CarouselPosition({ api }: { api: CarouselApi | undefined }) {
  const [position, setPosition] = useState("");
  // In the commit that hands the arrows a live engine, not after it: a tap that lands between
  // that commit and the passive effects (a busy phone) moves Embla, whose "select" would
  // otherwise go unheard and the move unannounced.
  useLayoutEffect(() => {
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
  return (
    <p aria-live="polite" className="sr-only">
      {position}
    </p>
  );
}

type ArrowProps = {
  direction: Direction;
  onMove: (direction: Direction) => void;
};

/** One arrow; it is in the static HTML, so a tap before the island wakes still moves the carousel. */
function CarouselArrow({ direction, onMove }: ArrowProps) {
  return (
    <Tooltip label={carouselCopy[direction]}>
      <button
        type="button"
        aria-label={carouselCopy[direction]}
        onClick={() => onMove(direction)}
        className={`${arrowClass} ${arrowSide[direction]}`}
      >
        <Icon name={direction} />
      </button>
    </Tooltip>
  );
}

/**
 * The upcoming collections as a looping carousel (WAI-ARIA carousel pattern, no
 * auto-advance): swipe or drag anywhere, arrow buttons on wider screens, and the Left and
 * Right keys while focus is inside it.
 */
export function CollectionCarousel() {
  const [emblaRef, api] = useEmblaCarousel({
    loop: true,
    align: "start",
    watchFocus: followKeyboardFocus,
  });
  // Embla measures every slide when it starts: it starts as the carousel comes near.
  const viewportRef = useRef<HTMLDivElement>(null);
  useWhenNear(viewportRef, emblaRef);
  const reduceMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  // A move asked for before Embla is ready (a tap made before hydration) waits for it.
  const pendingMove = useRef<Direction | null>(null);

  useLayoutEffect(() => {
    if (!api) return;
    // Focus that reached a slide before Embla started (a Tab while the island woke) has had
    // no focus event for Embla to hear; the track only clipped it until now.
    const focused = document.activeElement;
    const slide =
      focused && api.slideNodes().find((node) => node.contains(focused));
    if (focused && slide) showKeyboardFocus(api, slide, focused);
    if (pendingMove.current) scroll(api, pendingMove.current, reduceMotion);
    pendingMove.current = null;
  }, [api, reduceMotion]);

  function move(direction: Direction) {
    if (api) scroll(api, direction, reduceMotion);
    else pendingMove.current = direction;
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
      {directions.map((direction) => (
        <CarouselArrow key={direction} direction={direction} onMove={move} />
      ))}
      {/* Until hydration the track only clips (no scroll container), so Chrome does not
          fetch the off-screen slides' images ahead while the hero is still painting. */}
      <div ref={viewportRef} className="overflow-clip hydrated:overflow-hidden">
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
      <CarouselPosition api={api} />
    </div>
  );
}
