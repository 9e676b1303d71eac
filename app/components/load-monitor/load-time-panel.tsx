import { loadTimeCopy } from "~/content/widget-copy";
import { type LoadTone, classifyLoadTime } from "~/lib/load-time";

const toneClass: Record<LoadTone, string> = {
  excellent: "border-success text-success",
  good: "border-warning text-warning",
  slow: "border-danger text-danger",
};

/** The page's load time and its verdict. */
export default function LoadTimePanel({ seconds }: { seconds: number }) {
  const verdict = classifyLoadTime(seconds);
  return (
    <div
      data-tone={verdict.tone}
      className={`w-72 max-w-full rounded-card border-l-4 bg-ink-soft/95 px-4 py-3 text-sm shadow-xl ${toneClass[verdict.tone]}`}
    >
      <p>
        <span className="text-paper-dim">{loadTimeCopy.label}: </span>
        <span className="font-bold">
          {loadTimeCopy.seconds(verdict.seconds)}
        </span>
      </p>
      <p className="font-bold">{verdict.message}</p>
      {verdict.tip ? (
        <p className="mt-1 text-paper-dim">{verdict.tip}</p>
      ) : null}
    </div>
  );
}
