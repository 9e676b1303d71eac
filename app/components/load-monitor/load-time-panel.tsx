import { useEffect, useState } from "react";
import { loadTimeCopy } from "~/content/widget-copy";
import { usePageLoad } from "~/hooks/use-page-load";
import { type LoadTone, classifyLoadTime } from "~/lib/load-time";
import { Icon } from "../ui/icons";

/** How long the panel shows, from the end of the load. */
export const VISIBLE_MS = 5000;

const toneClass: Record<LoadTone, string> = {
  excellent: "border-success text-success",
  good: "border-warning text-warning",
  slow: "border-danger text-danger",
};

/**
 * The page's load time and its verdict, from the end of the load for five seconds or until
 * dismissed. Taps pass through it to the page; only its dismiss button takes them.
 */
export function LoadTimePanel() {
  const pageLoad = usePageLoad();
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (!pageLoad) return;
    const timer = setTimeout(() => setHidden(true), VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [pageLoad]);

  if (!pageLoad || hidden) return null;
  const verdict = classifyLoadTime(pageLoad.seconds);
  return (
    <div
      data-tone={verdict.tone}
      data-load-panel
      className={`pointer-events-none flex h-full items-start gap-2 rounded-card border-l-4 bg-ink-soft/95 py-1 pl-3 text-[0.6875rem] leading-tight shadow-xl md:h-auto md:py-3 md:pl-4 md:text-sm ${toneClass[verdict.tone]}`}
    >
      <div className="min-w-0 flex-1 self-center">
        <p>
          <span className="text-paper-dim">{loadTimeCopy.label}: </span>
          <span className="font-display tracking-wide">
            {loadTimeCopy.seconds(verdict.seconds)}
          </span>{" "}
          <span className="font-display tracking-wide md:block">
            {verdict.message}
          </span>
        </p>
        {verdict.tip ? <p className="text-paper-dim">{verdict.tip}</p> : null}
      </div>
      <button
        type="button"
        aria-label={loadTimeCopy.dismiss}
        onClick={() => setHidden(true)}
        className="pointer-events-auto flex size-tap shrink-0 items-center justify-center rounded-pill text-paper-dim hover:text-paper md:-my-2"
      >
        <Icon name="close" className="size-4" />
      </button>
    </div>
  );
}
