import { loadTimeCopy } from "~/content/widget-copy";
import type { LoadTone } from "~/lib/load-time";
import { Icon } from "../ui/icons";
import { loadTimeField } from "./show-load-time";

// Each verdict's colours, keyed by the `data-tone` that `showLoadTime` sets. They are in the
// template from the start, so the page's inline stylesheet holds them (ADR 027).
const toneStyles: Record<LoadTone, string> = {
  excellent:
    "data-[tone=excellent]:border-success data-[tone=excellent]:text-success",
  good: "data-[tone=good]:border-warning data-[tone=good]:text-warning",
  slow: "data-[tone=slow]:border-danger data-[tone=slow]:text-danger",
};
const toneClasses = Object.values(toneStyles).join(" ");

/**
 * The load-time panel as the prerender leaves it: a `<template>`, inert and unseen, that
 * `showLoadTime` copies and fills in once the page has loaded. Taps pass through the panel
 * to the page; only its dismiss button takes them.
 */
export function LoadTimePanel() {
  return (
    <template>
      <div
        data-load-panel
        className={`pointer-events-none flex h-full items-start gap-2 rounded-card border-l-4 bg-ink-soft/95 py-1 pl-3 text-[0.6875rem] leading-tight shadow-xl md:h-auto md:py-3 md:pl-4 md:text-sm ${toneClasses}`}
      >
        <div className="min-w-0 flex-1 self-center">
          <p>
            <span className="text-paper-dim">{loadTimeCopy.label}: </span>
            <span
              {...loadTimeField("seconds")}
              className="font-display tracking-wide"
            />{" "}
            <span
              {...loadTimeField("message")}
              className="font-display tracking-wide md:block"
            />
          </p>
          <p {...loadTimeField("tip")} className="text-paper-dim" />
        </div>
        <button
          type="button"
          aria-label={loadTimeCopy.dismiss}
          className="pointer-events-auto flex size-tap shrink-0 items-center justify-center rounded-pill text-paper-dim hover:text-paper md:-my-2"
        >
          <Icon name="close" className="size-4" />
        </button>
      </div>
    </template>
  );
}
