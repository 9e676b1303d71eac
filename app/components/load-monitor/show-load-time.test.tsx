// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { loadTimeCopy } from "~/content/widget-copy";
import { Island } from "~/islands/island";
import { classifyLoadTime } from "~/lib/load-time";
import { LoadTimePanel } from "./load-time-panel";

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * The prerendered island on a page whose load ended `loadEventEnd` ms after navigation,
 * with `showLoadTime` run on it; a fresh page-load store each time.
 */
async function pageLoadedIn(loadEventEnd: number) {
  // A navigation entry with the end of the load that the store reads.
  const navigation = {
    name: "",
    entryType: "navigation",
    startTime: 0,
    duration: loadEventEnd,
    loadEventEnd,
    toJSON: () => ({}),
  };
  vi.spyOn(performance, "getEntriesByType").mockReturnValue([navigation]);
  const { showLoadTime, VISIBLE_MS } = await import("./show-load-time");
  document.body.innerHTML = renderToString(
    <Island name="load-time" component={LoadTimePanel} />,
  );
  const island = document.querySelector<HTMLElement>("[data-island]");
  if (!island) throw new Error("no island");
  showLoadTime(island);
  const panel = () => island.querySelector<HTMLElement>("[data-load-panel]");
  expect(panel()).toBeNull();
  // The load is reported one task after the load event.
  vi.advanceTimersByTime(0);
  return { panel, VISIBLE_MS };
}

/** The panel as the prerendered template holds it. */
const templatePanel = () =>
  document.querySelector("template")?.content.firstElementChild;

it.each([1234, 2500, 4321])(
  "fills in the panel from the template after a %i ms load",
  async (loadEventEnd) => {
    const { panel } = await pageLoadedIn(loadEventEnd);
    const verdict = classifyLoadTime(loadEventEnd / 1000);
    const shown = panel();
    expect(shown?.dataset.tone).toBe(verdict.tone);
    expect(shown?.textContent).toBe(
      `${loadTimeCopy.label}: ${loadTimeCopy.seconds(verdict.seconds)} ${verdict.message}${verdict.tip ?? ""}`,
    );
    expect(shown?.querySelectorAll("p")).toHaveLength(verdict.tip ? 2 : 1);
    // Coloured by the template's own classes, through its tone: none is added.
    expect(shown?.className).toBe(templatePanel()?.className);
    expect(shown?.className).toContain(`data-[tone=${verdict.tone}]:border-`);
  },
);

it("hides once it has shown for its time", async () => {
  const { panel, VISIBLE_MS } = await pageLoadedIn(1500);
  vi.advanceTimersByTime(VISIBLE_MS - 1);
  expect(panel()).not.toBeNull();
  vi.advanceTimersByTime(1);
  expect(panel()).toBeNull();
});

it("hides at once when dismissed", async () => {
  const { panel } = await pageLoadedIn(1500);
  panel()
    ?.querySelector<HTMLButtonElement>(
      `button[aria-label="${loadTimeCopy.dismiss}"]`,
    )
    ?.click();
  expect(panel()).toBeNull();
});
