import type { CollectionGroup } from "~/content/collection-groups";
import { columnsFor, type ColumnCount } from "~/lib/collection-rules";
import { CollectionCard } from "./collection-card";

// Full class strings so Tailwind sees them; the count caps the wide-screen columns.
const gridClass: Record<ColumnCount, string> = {
  1: "grid-cols-1 sm:max-w-sm",
  2: "grid-cols-1 sm:grid-cols-2 lg:max-w-3xl",
  3: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3",
  4: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-4",
};

/** A group heading and its cards, in as many columns as it has items (up to four). */
export function CollectionGroupSection({ group }: { group: CollectionGroup }) {
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
        className={`grid gap-5 ${gridClass[columnsFor(group.items.length)]}`}
        data-columns={columnsFor(group.items.length)}
      >
        {group.items.map((item) => (
          <li key={item.id}>
            <CollectionCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
