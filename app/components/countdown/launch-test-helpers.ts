import { afterEach, vi } from "vitest";
import { site } from "~/content/site";
import { localDateTime } from "~/lib/launch-phase";

/** The content's launch moment as the visitor's browser reads it (local time). */
export const visitorTarget = localDateTime(site.launchTarget);
/** The same moment as the prerender reads it (UTC), whatever zone the tests run in. */
export const buildTarget = localDateTime(site.launchTarget, "utc");

/**
 * Restores the clock, the build time and the modules after each test, so the next one
 * prerenders with its own stubbed build time and starts the page's clock afresh.
 */
export function resetLaunchClockAfterEach() {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.resetModules();
    document.body.replaceChildren();
  });
}
