import { loadTimeCopy } from "~/content/widget-copy";

/** How a load time rates: under 2 s, 2 s to under 4 s, or 4 s and up. */
export const loadTones = ["excellent", "good", "slow"] as const;

export type LoadTone = (typeof loadTones)[number];

export type LoadVerdict = {
  /** Load time in seconds with exactly two decimals, e.g. "1.24". */
  seconds: string;
  tone: LoadTone;
  message: string;
  /** Advice on images and caching, for loads above 3 s. */
  tip?: string;
};

const GOOD_FROM_S = 2;
const SLOW_FROM_S = 4;
const TIP_ABOVE_S = 3;

/**
 * Rates a page load. It rates the value it shows (rounded to hundredths), so the panel
 * never says "2.00s" next to the under-2-seconds verdict.
 */
export function classifyLoadTime(seconds: number): LoadVerdict {
  const shown = Math.round(seconds * 100) / 100;
  const tone: LoadTone =
    shown < GOOD_FROM_S ? "excellent" : shown < SLOW_FROM_S ? "good" : "slow";
  return {
    seconds: shown.toFixed(2),
    tone,
    message: loadTimeCopy[tone],
    ...(shown > TIP_ABOVE_S ? { tip: loadTimeCopy.tip } : {}),
  };
}
