import { copy } from "~/content/copy";
import { Island } from "~/islands/island";
import { LaunchCountdown } from "../countdown/launch-countdown";

/** A slim countdown band near the top of the home page. */
export function CountdownStrip() {
  return (
    <section
      aria-label={copy.hypeRoom.stripLabel}
      className="flex flex-col items-start gap-3 rounded-card border border-ink-line bg-ink/80 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="font-display tracking-widest text-accent uppercase">
        {copy.hypeRoom.pageHeading}
      </p>
      <Island
        name="countdown"
        id="countdown-strip"
        component={LaunchCountdown}
        props={{ size: "sm" }}
      />
    </section>
  );
}
