import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { htmlFiles } from "./html-files.mjs";

const modulePreload = /<link rel="modulepreload"[^>]*>/g;
const bootScript = /<script type="module"[^>]*>([\s\S]*?)<\/script>/;

/**
 * Runs in the page: once the window has loaded and painted (stylesheet, fonts, the images in
 * view), moves the parked module preloads into the head and runs the parked boot module.
 * A timer caps the wait: a stalled image, a hidden tab or a browser without paint timing
 * must not keep the page inert.
 */
function bootAfterLoad() {
  let booted = false;
  const boot = () => {
    if (booted) return;
    booted = true;
    const parked = document.getElementById("boot").content;
    for (const link of parked.querySelectorAll("link")) document.head.append(link);
    const script = document.createElement("script");
    script.type = "module";
    script.textContent = parked.querySelector("script").textContent;
    document.body.append(script);
  };
  const loaded = new Promise((resolve) => {
    if (document.readyState === "complete") resolve();
    else addEventListener("load", resolve, { once: true });
  });
  const painted = new Promise((resolve) => {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: "paint", buffered: true });
  });
  // Events, not timers or frames: a stalled or faked clock must not hold the boot back.
  Promise.all([loaded, painted]).then(boot);
  setTimeout(boot, 3000);
}

/** The inline script that boots the page, as it appears in every parked page. */
export const bootLoader = `(${bootAfterLoad})()`;

/**
 * Parks React Router's module preloads and boot module in an inert `<template>` and adds the
 * loader that starts them once the page has loaded. The page is complete as HTML, so the
 * 120 KB of hydration code waits for the stylesheet, fonts and images instead of sharing a
 * slow link with them. The boot module keeps its text, so its CSP hash still matches when it runs.
 * A page without a boot module is returned as it is, as is one already parked.
 */
export function withBootAfterLoad(html) {
  const boot = bootScript.exec(html);
  if (!boot || html.includes('<template id="boot">')) return html;
  const preloads = html.match(modulePreload) ?? [];
  const parked =
    `<template id="boot">${preloads.join("")}<script type="module">${boot[1]}</script></template>` +
    `<script>${bootLoader}</script>`;
  return html.replace(modulePreload, "").replace(boot[0], () => parked);
}

/** Applies {@link withBootAfterLoad} to every HTML page under `client`. */
export function parkBootUntilLoaded(client) {
  for (const page of htmlFiles(client)) {
    const file = join(client, page);
    writeFileSync(file, withBootAfterLoad(readFileSync(file, "utf8")));
  }
}
