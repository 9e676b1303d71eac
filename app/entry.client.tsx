import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import {
  HYDRATION_MAX_WAIT_MS,
  firstEarlyTap,
  stopRecordingTaps,
} from "./lib/early-taps";

function loaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === "complete") resolve();
    else addEventListener("load", () => resolve(), { once: true });
  });
}

function painted(): Promise<void> {
  return new Promise((resolve) => {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: "paint", buffered: true });
  });
}

/**
 * The prerendered HTML is the page, so hydration waits until it has loaded and painted
 * (stylesheet, fonts, the images in view): hydrating is ~100 ms of main-thread work a slow
 * phone should spend after the first paint, not before. A tap on a widget button ends the
 * wait at once; the widget then performs that tap (see `app/lib/early-taps.ts`).
 */
async function hydrate() {
  await Promise.race([
    Promise.all([loaded(), painted()]),
    firstEarlyTap(),
    new Promise((resolve) => setTimeout(resolve, HYDRATION_MAX_WAIT_MS)),
  ]);
  stopRecordingTaps();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
