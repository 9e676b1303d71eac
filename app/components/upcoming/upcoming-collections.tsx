import { carouselCopy } from "~/content/widget-copy";
import { Island } from "~/islands/island";
import { Section } from "../ui/section";
import { CollectionCarousel } from "./collection-carousel";

/**
 * The ten upcoming collections, as a carousel: an island that wakes as it comes near, so
 * the carousel library and the cards' players load only then.
 */
export function UpcomingCollections() {
  return (
    <Section
      id="upcoming"
      heading={carouselCopy.heading}
      roleDescription={carouselCopy.roleDescription}
    >
      <Island name="carousel" component={CollectionCarousel} />
    </Section>
  );
}
