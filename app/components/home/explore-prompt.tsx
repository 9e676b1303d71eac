import { copy } from "~/content/copy";

/** The bottom prompt into /collections. */
export function ExplorePrompt() {
  return (
    <a
      href="/collections"

      className="group flex min-h-tap items-center justify-center gap-3 py-6 font-display text-2xl tracking-wide uppercase hover:text-accent md:text-4xl"
    >
      {copy.explorePrompt}
      <span
        aria-hidden="true"
        className="duration-calm transition-transform ease-snap group-hover:translate-x-2"
      >
        →
      </span>
    </a>
  );
}
