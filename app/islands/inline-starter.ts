// The source of the page's one inline script, which the prerender minifies (esbuild) and
// writes into every page's head (`components/layout/head-script.tsx`). The runtime imports
// nothing from here (`early-input.ts` reads what the script publishes), so this source never
// rides in the runtime's chunks. It runs as written, with nothing around it: it may use only
// its parameters and the browser's globals.
import {
  HYDRATES_ATTRIBUTE,
  IMPORTS_ATTRIBUTE,
  REACT_IMPORTS_ATTRIBUTE,
  RUNTIME_META,
} from "./markup";

/** What the inline script is given: the markup's names and its timing. */
export const starterArguments = [
  RUNTIME_META,
  IMPORTS_ATTRIBUTE,
  HYDRATES_ATTRIBUTE,
  REACT_IMPORTS_ATTRIBUTE,
  // The event types the inline script keeps.
  ["click", "focusin"],
  // At most this long after the HTML was parsed the page waits for its load event and first
  // paint: a stalled image or a hidden tab must not keep the islands away.
  3000,
] as const;

/**
 * The page's one inline script, in the head. It starts the islands' runtime once the page
 * has loaded and painted, so the runtime's requests never share the first paint's
 * bandwidth or main thread (nor, in Lighthouse's simulation, its path); at the first click
 * or focus inside an island, which it keeps for the runtime to replay (`runtime.ts`), and
 * when that island hydrates with React it preloads React beside the runtime; or the cap
 * after the HTML was parsed. A form submitted before then posts the way it does
 * without JavaScript, which the launch list answers with a page of its own.
 *
 * The runtime's address and its imports' are in a `<meta>` (`IslandScripts`), which the dev
 * server leaves out: there the starter does nothing.
 */
export function startIslands(
  runtimeMeta: string,
  importsAttribute: string,
  hydratesAttribute: string,
  reactImportsAttribute: string,
  inputTypes: readonly string[],
  firstPaintMaxWaitMs: number,
) {
  const preloaded = new Set<string>();
  let started = false;
  window.__islandInput = [];
  const meta = () =>
    document.querySelector<HTMLMetaElement>(`meta[name="${runtimeMeta}"]`);
  const preload = (urls: string | null | undefined) => {
    for (const url of (urls || "").split(" "))
      if (url && !preloaded.has(url)) {
        preloaded.add(url);
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = url;
        document.head.append(link);
      }
  };
  const start = () => {
    const runtime = meta();
    if (started || !runtime) return;
    started = true;
    preload(runtime.getAttribute(importsAttribute));
    const script = document.createElement("script");
    script.type = "module";
    script.src = runtime.content;
    document.head.append(script);
  };
  const keep = (event: Event) => {
    const kept = window.__islandInput;
    const island =
      event.target instanceof Element && event.target.closest("[data-island]");
    if (kept && island) {
      kept.push(event);
      start();
      if (island.hasAttribute(hydratesAttribute))
        preload(meta()?.getAttribute(reactImportsAttribute));
    }
  };
  for (const type of inputTypes) document.addEventListener(type, keep, true);
  window.__firstPaint = new Promise<void>((painted) => {
    addEventListener(
      "load",
      () =>
        new PerformanceObserver((list, observer) => {
          if (list.getEntriesByName("first-contentful-paint").length) {
            observer.disconnect();
            painted();
          }
        }).observe({ type: "paint", buffered: true }),
      { once: true },
    );
    document.addEventListener(
      "DOMContentLoaded",
      () => setTimeout(painted, firstPaintMaxWaitMs),
      { once: true },
    );
  });
  void window.__firstPaint.then(start);
}
