import { Suspense, lazy } from "react";
import { carouselCopy } from "~/content/widget-copy";
import { Section } from "../ui/section";

// The carousel library and the cards' video players load beside the page's own code: the
// prerendered HTML already shows the cards, and React hydrates them when the chunk arrives.
const CollectionCarousel = lazy(() => import("./collection-carousel"));

/** The ten upcoming collections, as a carousel. */
export function UpcomingCollections() {
  return (
    <Section
      id="upcoming"
      heading={carouselCopy.heading}
      roleDescription={carouselCopy.roleDescription}
    >
      <Suspense fallback={null}>
        <CollectionCarousel />
      </Suspense>
    </Section>
  );
}
