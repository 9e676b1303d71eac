import { EARLY_TAP_EVENT, HYDRATION_MAX_WAIT_MS } from "./early-taps";

/**
 * When the hydration code starts to download. React Router's boot module imports the
 * manifest, the route modules and `entry.client`; left in the page, it fetches all of them
 * while the HTML is still parsing, and on slow 4G those ~130 KB share the bandwidth the first
 * paint needs. So the prerender puts it in an inert `<template>` (`BootScripts`), and the
 * head's inline script copies it into the page once the page has loaded and painted, at the
 * first widget tap (which must hydrate at once, `early-taps.ts`), or a few seconds after the
 * HTML was parsed if a stalled image keeps the load event away. Every other script runs in place.
 * The template also holds the full stylesheet, which the page's inline cut of it lacks only
 * rules that React alone can call for (ADR 015). `entry.client.tsx` still decides when
 * hydration runs (ADR 014).
 */
export const BOOT_TEMPLATE_ID = "boot-code";

/**
 * The starter's source: a literal, so the prerendered HTML and its CSP hash carry the same
 * bytes. The copies are new elements with the template's attributes and text, so the
 * scripts run (a parsed template's scripts never do), and the CSP allows them by the same
 * hashes as the originals; the stylesheet link comes first.
 */
export const bootStarter = `(()=>{const d=document;let done=false;const start=()=>{const b=d.getElementById("${BOOT_TEMPLATE_ID}");if(!b){d.addEventListener("DOMContentLoaded",start,{once:true});return}if(done)return;done=true;for(const o of b.content.children){const s=d.createElement(o.localName);for(const a of o.attributes)s.setAttribute(a.name,a.value);s.textContent=o.textContent;d.body.append(s)}};addEventListener("load",()=>new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}}).observe({type:"paint",buffered:true}),{once:true});addEventListener("${EARLY_TAP_EVENT}",start,{once:true});d.addEventListener("DOMContentLoaded",()=>setTimeout(start,${HYDRATION_MAX_WAIT_MS}),{once:true})})()`;
