// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { upcomingCollections } from "~/content/upcoming-collections";
import { carouselCopy } from "~/content/widget-copy";
import { CollectionCarousel } from "./collection-carousel";

type Listener = () => void;

/** The little of Embla's API the carousel uses: "select" is emitted as a move happens. */
function fakeEmbla() {
  let selected = 0;
  const listeners = new Set<Listener>();
  const moveTo = (index: number) => {
    selected =
      (index + upcomingCollections.length) % upcomingCollections.length;
    for (const listener of listeners) listener();
  };
  return {
    on: (_event: "select", listener: Listener) => listeners.add(listener),
    off: (_event: "select", listener: Listener) => listeners.delete(listener),
    selectedScrollSnap: () => selected,
    scrollNext: () => moveTo(selected + 1),
    scrollPrev: () => moveTo(selected - 1),
    slideNodes: () => [],
    rootNode: () => document.createElement("div"),
  };
}

const engine = vi.hoisted(() => ({ api: undefined as unknown }));
vi.mock("embla-carousel-react", () => ({
  default: () => [() => undefined, engine.api],
}));

const cards = vi.hoisted(() => ({ shown: 0 }));
vi.mock("./upcoming-card", () => ({
  UpcomingCard: () => {
    cards.shown += 1;
    return null;
  },
}));

/** Taps the next arrow in the commit's layout phase, before any passive effect has run. */
function TapDuringCommit() {
  useLayoutEffect(() => {
    // A plain click: Testing Library's fireEvent would nest an act() inside the commit.
    // eslint-disable-next-line testing-library/no-node-access
    screen.getByRole("button", { name: carouselCopy.next }).click();
  });
  return null;
}

// The engine here is the fake above; the page's motion setting and viewport watch are inert.
beforeEach(() => {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  engine.api = undefined;
  cards.shown = 0;
});

describe("CollectionCarousel", () => {
  it("announces a move made in the commit that brings its engine", () => {
    const { rerender } = render(<CollectionCarousel />);
    engine.api = fakeEmbla();
    rerender(
      <>
        <CollectionCarousel />
        <TapDuringCommit />
      </>,
    );
    const [, second] = upcomingCollections;
    expect(
      screen.getByText(
        carouselCopy.position(
          2,
          upcomingCollections.length,
          String(second?.name),
        ),
      ),
    ).toBeInTheDocument();
  });

  it("re-renders only its announcement when it moves, not the cards", async () => {
    engine.api = fakeEmbla();
    render(<CollectionCarousel />);
    const shownAtFirst = cards.shown;
    expect(shownAtFirst).toBe(upcomingCollections.length);
    fireEvent.click(screen.getByRole("button", { name: carouselCopy.next }));
    const [, second] = upcomingCollections;
    expect(
      await screen.findByText(
        carouselCopy.position(
          2,
          upcomingCollections.length,
          String(second?.name),
        ),
      ),
    ).toBeInTheDocument();
    expect(cards.shown).toBe(shownAtFirst);
  });
});
