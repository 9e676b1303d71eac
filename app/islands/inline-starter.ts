// The source of the page's one inline script, which the prerender writes into every page's
// head. The runtime imports nothing from here (`early-input.ts` reads what the script
// publishes), so this source never rides in the runtime's chunks.
import {
  HYDRATES_ATTRIBUTE,
  IMPORTS_ATTRIBUTE,
  REACT_IMPORTS_ATTRIBUTE,
  RUNTIME_META,
} from "./markup";

/** The event types the inline script keeps. */
const EARLY_INPUT_TYPES = ["click", "focusin"];

/**
 * At most this long after the HTML was parsed the page waits for its load event and first
 * paint: a stalled image or a hidden tab must not keep the islands away.
 */
const FIRST_PAINT_MAX_WAIT_MS = 3000;

/**
 * The page's one inline script, in the head. It starts the islands' runtime once the page
 * has loaded and painted, so the runtime's requests never share the first paint's
 * bandwidth or main thread (nor, in Lighthouse's simulation, its path); at the first click
 * or focus inside an island, which it keeps for the runtime to replay (`runtime.ts`), and
 * when that island hydrates with React it preloads React beside the runtime; or the cap
 * after the HTML was parsed. A form submitted before then posts the way it does
 * without JavaScript, which the launch list answers with a page of its own.
 *
 * A literal, so the prerendered HTML and its CSP hash carry the same bytes. The runtime's
 * address and its imports' are in a `<meta>` (`IslandScripts`), which the dev server leaves
 * out: there the starter does nothing.
 */
export const earlyInputRecorder = `(()=>{const d=document,w=window,p=new Set;let on=false;w.__islandInput=[];const meta=()=>d.querySelector('meta[name="${RUNTIME_META}"]');const pre=h=>{for(const u of (h||"").split(" "))if(u&&!p.has(u)){p.add(u);const l=d.createElement("link");l.rel="modulepreload";l.href=u;d.head.append(l)}};const start=()=>{const m=meta();if(on||!m)return;on=true;pre(m.getAttribute("${IMPORTS_ATTRIBUTE}"));const s=d.createElement("script");s.type="module";s.src=m.content;d.head.append(s)};const k=e=>{const q=w.__islandInput,i=e.target instanceof Element&&e.target.closest("[data-island]");if(q&&i){q.push(e);start();if(i.hasAttribute("${HYDRATES_ATTRIBUTE}"))pre(meta()?.getAttribute("${REACT_IMPORTS_ATTRIBUTE}"))}};for(const t of ${JSON.stringify(EARLY_INPUT_TYPES)})d.addEventListener(t,k,true);w.__firstPaint=new Promise(r=>{addEventListener("load",()=>new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}}).observe({type:"paint",buffered:true}),{once:true});d.addEventListener("DOMContentLoaded",()=>setTimeout(r,${FIRST_PAINT_MAX_WAIT_MS}),{once:true})});w.__firstPaint.then(start)})()`;
