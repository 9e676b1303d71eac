import { IMPORTS_ATTRIBUTE, RUNTIME_META } from "./markup";

/**
 * At most this long after the HTML was parsed the page waits for its load event and first
 * paint: a stalled image or a hidden tab must not keep the islands away.
 */
const FIRST_PAINT_MAX_WAIT_MS = 3000;

/**
 * The page's one inline script, in the head. It starts the islands' runtime once the page
 * has loaded and painted, so the runtime's requests never share the first paint's
 * bandwidth or main thread (nor, in Lighthouse's simulation, its path); at the first click
 * or focus inside an island, which it keeps for the runtime to replay (`runtime.ts`); or
 * the cap after the HTML was parsed. A form submitted before then posts the way it does
 * without JavaScript, which the launch list answers with a page of its own.
 */
declare global {
  interface Window {
    __islandInput?: Event[];
    __firstPaint?: Promise<void>;
  }
}

/** The event types the inline script keeps. */
export const EARLY_INPUT_TYPES = ["click", "focusin"] as const;

/**
 * The inline script's source: a literal, so the prerendered HTML and its CSP hash carry the
 * same bytes. The runtime's address and its imports' are in a `<meta>` (`IslandScripts`),
 * which the dev server leaves out: there the starter does nothing.
 */
export const earlyInputRecorder = `(()=>{const d=document,w=window;let on=false;w.__islandInput=[];const start=()=>{const m=d.querySelector('meta[name="${RUNTIME_META}"]');if(on||!m)return;on=true;for(const h of (m.getAttribute("${IMPORTS_ATTRIBUTE}")||"").split(" ").filter(Boolean)){const l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.append(l)}const s=d.createElement("script");s.type="module";s.src=m.content;d.head.append(s)};const k=e=>{const q=w.__islandInput;if(q&&e.target instanceof Element&&e.target.closest("[data-island]")){q.push(e);start()}};for(const t of ${JSON.stringify(EARLY_INPUT_TYPES)})d.addEventListener(t,k,true);w.__firstPaint=new Promise(r=>{addEventListener("load",()=>new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}}).observe({type:"paint",buffered:true}),{once:true});d.addEventListener("DOMContentLoaded",()=>setTimeout(r,${FIRST_PAINT_MAX_WAIT_MS}),{once:true})});w.__firstPaint.then(start)})()`;

/**
 * Settles once the page has loaded and painted, or the cap after the HTML was parsed: the
 * inline script watches for both from the start, and the runtime's idle and visible islands
 * wait for it too, since a tap can start the runtime before then. Settled where no inline
 * script ran (the dev server).
 */
export function firstPaint(): Promise<void> {
  return window.__firstPaint ?? Promise.resolve();
}

/** The input recorded so far; the inline script stops keeping it once the runtime has it. */
export function takeEarlyInput(): Event[] {
  const input = window.__islandInput ?? [];
  window.__islandInput = undefined;
  return input;
}
