import {
  countdownUnits,
  describeTimeLeft,
  type TimeLeft,
} from "~/lib/countdown";

type ClockSize = "sm" | "md" | "lg";

const digitClass: Record<ClockSize, string> = {
  sm: "text-2xl md:text-3xl",
  md: "text-4xl md:text-5xl",
  lg: "text-5xl sm:text-6xl md:text-8xl",
};

const cellClass: Record<ClockSize, string> = {
  sm: "min-w-14 px-2 py-1",
  md: "min-w-18 px-3 py-2",
  lg: "min-w-20 px-3 py-3 md:min-w-36 md:px-5 md:py-4",
};

/**
 * Days, hours, minutes and seconds as tiles. The digits are hidden from screen readers,
 * which read one sentence on demand instead of a number every second.
 */
export function CountdownClock({
  left,
  size = "md",
}: {
  left: TimeLeft;
  size?: ClockSize;
}) {
  return (
    <div role="timer" aria-live="off" className="flex flex-wrap gap-2 md:gap-3">
      <span className="sr-only">{describeTimeLeft(left)}</span>
      {countdownUnits(left).map((unit) => (
        <div
          key={unit.label}
          aria-hidden="true"
          className={`flex flex-col items-center rounded-card border border-ink-line bg-ink/80 ${cellClass[size]}`}
        >
          <span
            className={`font-display leading-none tabular-nums ${digitClass[size]}`}
          >
            {unit.value}
          </span>
          <span className="mt-1 text-xs tracking-widest text-paper-dim uppercase">
            {unit.label}
          </span>
        </div>
      ))}
    </div>
  );
}
