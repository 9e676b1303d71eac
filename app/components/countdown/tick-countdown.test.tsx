// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { launchCopy } from "~/content/launch-copy";
import { site } from "~/content/site";
import { localDateTime } from "~/lib/launch-phase";
import {
  buildTarget,
  resetLaunchClockAfterEach,
  visitorTarget as target,
} from "./launch-test-helpers";

resetLaunchClockAfterEach();

const HOUR = 3_600_000;
/**
 * Prerenders a countdown as the build would at `VITE_BUILD_TIME` (fresh modules, so they
 * read the stubbed time) into an island element on the page, then starts it ticking.
 */
async function countdownIsland() {
  const { LaunchCountdown } = await import("./launch-countdown");
  const { tickCountdown } = await import("./tick-countdown");
  const island = document.createElement("div");
  island.innerHTML = renderToString(<LaunchCountdown />);
  document.body.append(island);
  return { island, start: () => tickCountdown(island) };
}

const isLive = (island: HTMLElement) =>
  within(island).queryByText(launchCopy.live.text) !== null;

describe("tickCountdown", () => {
  it("ticks to zero and switches to live in the target second", async () => {
    vi.useFakeTimers({ now: target - 2000 });
    const { island, start } = await countdownIsland();
    start();
    const timer = screen.getByRole("timer");
    expect(timer).toHaveTextContent(
      "0 days, 0 hours, 0 minutes, 2 seconds to go.",
    );
    expect(timer).toHaveTextContent(
      /00\s*Days\s*00\s*Hours\s*00\s*Minutes\s*02\s*Seconds/,
    );

    vi.advanceTimersByTime(999);
    expect(timer).toHaveTextContent("2 seconds to go.");
    vi.advanceTimersByTime(1);
    expect(timer).toHaveTextContent("1 second to go.");
    expect(isLive(island)).toBe(false);

    vi.advanceTimersByTime(1000);
    expect(timer).toHaveTextContent(
      /00\s*Days\s*00\s*Hours\s*00\s*Minutes\s*00\s*Seconds/,
    );
    expect(island.innerHTML).toContain('data-launch-phase="live"');
    expect(isLive(island)).toBe(true);
    expect(
      screen.getByRole("link", {
        name: new RegExp(`^${launchCopy.live.shop}`),
      }),
    ).toHaveAttribute("href", site.shopUrl);
  });

  it("ticks on the wall clock's whole second, so the switch is not up to a second late", async () => {
    // Started 0.3 s into the second before the target: live 0.7 s later, not 1 s later.
    vi.useFakeTimers({ now: target - 700 });
    const { island, start } = await countdownIsland();
    start();
    vi.advanceTimersByTime(699);
    expect(isLive(island)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isLive(island)).toBe(true);
  });

  it("keeps a live build live from the first byte on, never showing the countdown phase", async () => {
    vi.stubEnv("VITE_BUILD_TIME", String(buildTarget + 60_000));
    vi.useFakeTimers({ now: Math.max(target, buildTarget) + HOUR });
    const { island, start } = await countdownIsland();
    expect(isLive(island)).toBe(true);
    // What the visitor sees after every change made to the page.
    const seen: boolean[] = [];
    const observer = new MutationObserver(() => seen.push(isLive(island)));
    observer.observe(island, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    start();
    vi.advanceTimersByTime(2000);
    await Promise.resolve();
    observer.disconnect();
    expect(seen).not.toContain(false);
    expect(within(island).getAllByText(launchCopy.live.text)).toHaveLength(1);
  });

  it("shows the visitor's own time zone once it ticks, over the build's reading", async () => {
    vi.stubEnv("TZ", "America/New_York");
    const inNewYork = localDateTime(site.launchTarget);
    expect(inNewYork).not.toBe(buildTarget);
    // Built two days before the target as UTC reads it; opened a day before New York's.
    vi.stubEnv("VITE_BUILD_TIME", String(buildTarget - 48 * HOUR));
    vi.useFakeTimers({ now: inNewYork - 24 * HOUR });
    const { start } = await countdownIsland();
    const timer = screen.getByRole("timer");
    expect(timer).toHaveTextContent(
      "2 days, 0 hours, 0 minutes, 0 seconds to go.",
    );
    start();
    expect(timer).toHaveTextContent(
      "1 day, 0 hours, 0 minutes, 0 seconds to go.",
    );
  });

  it("runs every countdown on the page from one interval, and takes the note away if the clock is set back", async () => {
    vi.useFakeTimers({ now: target - 1500 });
    const first = await countdownIsland();
    const second = await countdownIsland();
    first.start();
    second.start();
    vi.advanceTimersByTime(1500);
    expect(vi.getTimerCount()).toBe(1);
    expect(isLive(first.island) && isLive(second.island)).toBe(true);

    vi.setSystemTime(target - 10_000);
    vi.advanceTimersByTime(1000);
    expect(isLive(first.island) || isLive(second.island)).toBe(false);
    expect(within(first.island).getByRole("timer")).toHaveTextContent(
      /9 seconds to go/,
    );
  });
});
