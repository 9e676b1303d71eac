import { useEffect, useRef } from "react";
import type { DayCount } from "~/lib/owner-api-types";

/** A theme colour, as the canvas needs it spelled out. */
const themeColor = (name: string) =>
  getComputedStyle(document.documentElement)
    .getPropertyValue(`--color-${name}`)
    .trim();

/**
 * Signups per day as bars and the running total as a line, drawn by uPlot, which loads with
 * this chart only. The canvas is an image to assistive technology; the table beside it holds
 * the same numbers.
 */
export function SignupsChart({
  days,
  label,
}: {
  days: readonly DayCount[];
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let plot:
      | {
          destroy(): void;
          setSize(size: { width: number; height: number }): void;
        }
      | undefined;
    let cancelled = false;
    const observer = new ResizeObserver(() =>
      plot?.setSize({
        width: element.clientWidth,
        height: element.clientHeight,
      }),
    );

    void import("uplot").then(({ default: UPlot }) => {
      if (cancelled) return;
      const ink = themeColor("paper-dim");
      const line = themeColor("ink-line");
      const axis = {
        stroke: ink,
        grid: { stroke: line, width: 1 },
        ticks: { stroke: line },
      };
      plot = new UPlot(
        {
          width: element.clientWidth,
          height: element.clientHeight,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: true }, total: { auto: true } },
          series: [
            {},
            {
              stroke: themeColor("accent"),
              fill: `${themeColor("accent")}55`,
              paths: UPlot.paths.bars?.({ size: [0.7, 40] }),
            },
            { stroke: themeColor("blunt"), width: 2, scale: "total" },
          ],
          axes: [
            axis,
            axis,
            { ...axis, side: 1, scale: "total", grid: { show: false } },
          ],
        },
        [
          days.map((d) => Date.parse(`${d.day}T12:00:00Z`) / 1000),
          days.map((d) => d.signups),
          days.map((d) => d.total),
        ],
        element,
      );
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer.disconnect();
      plot?.destroy();
    };
  }, [days]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      className="h-64 w-full min-w-0 md:h-80"
    />
  );
}
