import type { CollectionGroup } from "~/content/collection-groups";
import { columnsFor, type ColumnCount } from "~/lib/collection-rules";
import { CollectionCard } from "./collection-card";

// Phones get one card across (capped for landscape); from 640px each column stops at the
// card width, so groups of one or two show cards the size of the rest. Full class strings
// so Tailwind sees them.
const phoneClass = "max-w-md grid-cols-1 sm:max-w-none";
const columnClass: Record<ColumnCount, string> = {
  1: "sm:grid-cols-[minmax(0,var(--container-card))]",
  2: "sm:grid-cols-[repeat(2,minmax(0,var(--container-card)))]",
  3: "sm:grid-cols-[repeat(2,minmax(0,var(--container-card)))] lg:grid-cols-[repeat(3,minmax(0,var(--container-card)))]",
  4: "sm:grid-cols-[repeat(2,minmax(0,var(--container-card)))] lg:grid-cols-[repeat(4,minmax(0,var(--container-card)))]",
};

type CollectionGroupSectionProps = {
  group: CollectionGroup;
  /** The page's first group, whose first card leads the page. */
  leading?: boolean;
};

/** A group heading and its cards, in as many columns as it has items (up to four). */
export function CollectionGroupSection({
  group,
  leading = false,
}: CollectionGroupSectionProps) {
  const headingId = `${group.id}-heading`;
  return (
    <section
      id={group.id}
      aria-labelledby={headingId}
      className="flex flex-col gap-5"
    >
      <div>
        <h2
          id={headingId}
          className="font-display text-3xl tracking-wide uppercase md:text-4xl"
        >
          {group.heading ?? group.name}
        </h2>
        {group.heading ? (
          <p className="text-lg text-paper-dim">{group.name}</p>
        ) : null}
      </div>
      <ul
        className={`grid gap-5 ${phoneClass} ${columnClass[columnsFor(group.items.length)]}`}
        data-columns={columnsFor(group.items.length)}
      >
        {group.items.map((item, index) => (
          <li key={item.id}>
            <CollectionCard item={item} leading={leading && index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
