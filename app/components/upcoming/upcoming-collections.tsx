import { upcomingCollections } from "~/content/upcoming-collections";
import { Section } from "../ui/section";

/** The ten upcoming collections. */
export function UpcomingCollections() {
  return (
    <Section id="upcoming" heading="Upcoming Collections">
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {upcomingCollections.map((card) => (
          <li
            key={card.id}
            className="rounded-card border border-ink-line bg-ink-soft p-4"
          >
            {"category" in card ? (
              <p className="text-xs tracking-widest text-paper-dim uppercase">
                {card.category}
              </p>
            ) : null}
            <h3 className="font-display text-xl tracking-wide uppercase">
              {card.name}
            </h3>
            <p className="mt-1 text-sm text-paper">{card.preview}</p>
            <p className="mt-2 text-xs font-bold tracking-widest text-accent uppercase">
              {card.status}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
