import { loadTimeCopy } from "~/content/widget-copy";
import { classifyLoadTime } from "~/lib/load-time";
import { whenPageLoaded } from "~/lib/page-load";

/** The parts of the load-time panel's template that `showLoadTime` fills in. */
type LoadTimeField = "seconds" | "message" | "tip";

const FIELD_ATTRIBUTE = "data-field";

/** Marks an element of the panel's template (`LoadTimePanel`) as one of its fields. */
export const loadTimeField = (field: LoadTimeField) => ({
  [FIELD_ATTRIBUTE]: field,
});

/** How long the panel shows, from the end of the load. */
export const VISIBLE_MS = 5000;

/**
 * Shows the page's load time and its verdict, from the end of the load for five seconds or
 * until dismissed, from the template the island's element holds. Plain DOM, not React: it
 * is the one part of every public page that shows itself unasked, and a page nobody touches
 * should not load React for it (ADR 024).
 */
export function showLoadTime(island: HTMLElement) {
  const template = island.querySelector("template");
  if (!template) return;
  whenPageLoaded(({ seconds }) => {
    const panel = template.content.firstElementChild?.cloneNode(true);
    if (!(panel instanceof HTMLElement)) return;
    const verdict = classifyLoadTime(seconds);
    // The template's classes colour each tone: a class added here would be missing from
    // the page's inline stylesheet, the only one it loads (ADR 027).
    panel.dataset.tone = verdict.tone;
    const texts: Record<LoadTimeField, string | undefined> = {
      seconds: loadTimeCopy.seconds(verdict.seconds),
      message: verdict.message,
      tip: verdict.tip,
    };
    for (const [field, text] of Object.entries(texts)) {
      const element = panel.querySelector(`[${FIELD_ATTRIBUTE}="${field}"]`);
      if (text) element?.replaceChildren(text);
      else element?.remove();
    }
    const hide = () => {
      clearTimeout(timer);
      panel.remove();
    };
    const timer = setTimeout(hide, VISIBLE_MS);
    panel.querySelector("button")?.addEventListener("click", hide);
    island.append(panel);
  });
}
