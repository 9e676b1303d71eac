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
 * The full stylesheet, which the boot starter put in the page with this code: the inline cut
 * styles only what the prerendered pages show, and hydration may show anything (ADR 015).
 * Resolves once it has loaded or failed, at once where there is none (the dev server), and
 * after the time cap if it failed before this code could listen.
 */
function fullStylesheet(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(
    'link[rel="stylesheet"]',
  );
  if (!link || link.sheet) return Promise.resolve();
  return Promise.race([
    new Promise<void>((resolve) => {
      link.addEventListener("load", () => resolve(), { once: true });
      link.addEventListener("error", () => resolve(), { once: true });
    }),
    timeCap(),
  ]);
}

const timeCap = () =>
  new Promise<void>((resolve) => setTimeout(resolve, HYDRATION_MAX_WAIT_MS));

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
    timeCap(),
  ]);
  await fullStylesheet();
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
