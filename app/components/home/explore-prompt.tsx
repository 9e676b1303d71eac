import { copy } from "~/content/copy";
import { Icon } from "../ui/icons";

/** The bottom prompt into /collections. */
export function ExplorePrompt() {
  return (
    <a
      href="/collections"

      className="group flex min-h-tap items-center justify-center gap-3 py-6 font-display text-2xl tracking-wide uppercase hover:text-accent md:text-4xl"
    >
      {copy.explorePrompt}
      <Icon
        name="forward"
        className="duration-calm size-[0.8em] transition-transform ease-snap group-hover:translate-x-2"
      />
    </a>
  );
}
