import { countdownUnits, describeTimeLeft } from "~/lib/countdown";
import { watchLaunchState } from "~/lib/launch-clock";
import { setText } from "~/lib/dom-text";

/** The parts of a prerendered countdown that `tickCountdown` keeps current. */
type CountdownField = "sentence" | "value" | "live-note";

const FIELD_ATTRIBUTE = "data-countdown";

/** Marks an element of the countdown's markup (`LaunchCountdown`) as one of its fields. */
export const countdownField = (field: CountdownField) => ({
  [FIELD_ATTRIBUTE]: field,
});

const select = (field: CountdownField) => `[${FIELD_ATTRIBUTE}="${field}"]`;

/**
 * Keeps a prerendered countdown on the visitor's clock, every second: the tiles, the
 * screen-reader sentence, the phase, and the live note, shown when the drop goes live and
 * taken away if the clock is set back. Plain DOM, not React: a page whose only moving part
 * is a countdown should not load React for it (ADR 025).
 */
export function tickCountdown(island: HTMLElement) {
  const root = island.querySelector<HTMLElement>("[data-launch-phase]");
  if (!root) return;
  const sentence = root.querySelector(select("sentence"));
  const values = [...root.querySelectorAll(select("value"))];
  // A live build shows the note itself; one from before the launch holds it in a template.
  const note =
    root.querySelector(select("live-note")) ??
    root.querySelector("template")?.content.firstElementChild?.cloneNode(true);
  watchLaunchState(({ phase, left }) => {
    root.dataset.launchPhase = phase;
    setText(sentence, describeTimeLeft(left));
    countdownUnits(left).forEach(({ value }, index) =>
      setText(values[index], value),
    );
    if (!(note instanceof Element)) return;
    if (phase === "live") {
      if (!note.isConnected) root.append(note);
    } else note.remove();
  });
}
