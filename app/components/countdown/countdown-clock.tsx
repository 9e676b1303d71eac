import {
  countdownUnits,
  describeTimeLeft,
  type TimeLeft,
} from "~/lib/countdown";
import { countdownField } from "./tick-countdown";

type ClockSize = "sm" | "md" | "lg";

const digitClass: Record<ClockSize, string> = {
  sm: "text-2xl md:text-3xl",
  md: "text-4xl md:text-5xl",
  lg: "text-5xl sm:text-6xl md:text-8xl",
};

const cellClass: Record<ClockSize, string> = {
  sm: "px-2 py-1 sm:min-w-16",
  md: "px-2 py-2 sm:min-w-20",
  lg: "px-2 py-3 sm:min-w-28 md:min-w-36 md:px-5 md:py-4",
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
    <div
      role="timer"
      aria-live="off"
      className="grid grid-cols-4 gap-2 sm:flex md:gap-3"
    >
      <span {...countdownField("sentence")} className="sr-only">
        {describeTimeLeft(left)}
      </span>
      {countdownUnits(left).map((unit) => (
        <div
          key={unit.label}
          aria-hidden="true"
          className={`flex flex-col items-center rounded-card border border-ink-line bg-ink/80 ${cellClass[size]}`}
        >
          <span
            {...countdownField("value")}
            className={`font-display leading-none tabular-nums ${digitClass[size]}`}
          >
            {unit.value}
          </span>
          <span className="mt-1 text-[0.65rem] tracking-widest text-paper-dim uppercase sm:text-xs">
            {unit.label}
          </span>
        </div>
      ))}
    </div>
  );
}
