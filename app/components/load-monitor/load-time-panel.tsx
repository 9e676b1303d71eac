import { useEffect, useState } from "react";
import { loadTimeCopy } from "~/content/widget-copy";
import { usePageLoad } from "~/hooks/use-page-load";
import { type LoadTone, classifyLoadTime } from "~/lib/load-time";

const VISIBLE_MS = 5000;

const toneClass: Record<LoadTone, string> = {
  excellent: "border-success text-success",
  good: "border-warning text-warning",
  slow: "border-danger text-danger",
};

/** The page's load time and its verdict, from the end of the load for five seconds. */
export default function LoadTimePanel() {
  const pageLoad = usePageLoad();
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    if (!pageLoad) return;
    const timer = setTimeout(() => setExpired(true), VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [pageLoad]);

  if (!pageLoad || expired) return null;
  const verdict = classifyLoadTime(pageLoad.seconds);
  return (
    <div
      data-tone={verdict.tone}
      className={`w-72 max-w-full rounded-card border-l-4 bg-ink-soft/95 px-4 py-3 text-sm shadow-xl ${toneClass[verdict.tone]}`}
    >
      <p>
        <span className="text-paper-dim">{loadTimeCopy.label}: </span>
        <span className="font-display tracking-wide">
          {loadTimeCopy.seconds(verdict.seconds)}
        </span>
      </p>
      <p className="font-display tracking-wide">{verdict.message}</p>
      {verdict.tip ? (
        <p className="mt-1 text-paper-dim">{verdict.tip}</p>
      ) : null}
    </div>
  );
}
