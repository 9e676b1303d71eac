// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { launchCopy } from "~/content/launch-copy";
import { site } from "~/content/site";
import { localDateTime } from "~/lib/launch-phase";

const target = localDateTime(site.launchTarget);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The component as a fresh module, so it reads the build time stubbed for the test. */
async function loadCountdown() {
  const { LaunchCountdown } = await import("./launch-countdown");
  return <LaunchCountdown />;
}

describe("LaunchCountdown", () => {
  it("ticks to zero and switches to live in the target second, then stops its timer", async () => {
    vi.useFakeTimers({ now: target - 2000 });
    const { unmount } = render(await loadCountdown());
    // The first render after mount shows the build time; the clock takes over at once.
    await act(() => Promise.resolve());
    const timer = screen.getByRole("timer");
    expect(timer).toHaveTextContent(
      "0 days, 0 hours, 0 minutes, 2 seconds to go.",
    );
    expect(timer).toHaveTextContent(
      /00\s*Days\s*00\s*Hours\s*00\s*Minutes\s*02\s*Seconds/,
    );

    act(() => vi.advanceTimersByTime(999));
    expect(timer).toHaveTextContent("2 seconds to go.");
    act(() => vi.advanceTimersByTime(1));
    expect(timer).toHaveTextContent("1 second to go.");
    expect(screen.queryByText(launchCopy.live.text)).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent(
      /00\s*Days\s*00\s*Hours\s*00\s*Minutes\s*00\s*Seconds/,
    );
    expect(screen.getByText(launchCopy.live.text)).toBeInTheDocument();
    expect(
      screen.getByRole("link", {
        name: new RegExp(`^${launchCopy.live.shop}`),
      }),
    ).toHaveAttribute("href", site.shopUrl);

    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("ticks on the wall clock's whole second, so the switch is not up to a second late", async () => {
    // Mounted 0.3 s into the second before the target: live 0.7 s later, not 1 s later.
    vi.useFakeTimers({ now: target - 700 });
    render(await loadCountdown());
    await act(() => Promise.resolve());
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByText(launchCopy.live.text)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(launchCopy.live.text)).toBeInTheDocument();
  });

  it("hydrates a live build without ever showing the countdown phase", async () => {
    vi.stubEnv("VITE_BUILD_TIME", String(target + 60_000));
    vi.useFakeTimers({ now: target + 3_600_000 });
    const element = await loadCountdown();
    const container = document.createElement("div");
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const isLive = () =>
      within(container).queryByText(launchCopy.live.text) !== null;
    // What the visitor sees after every change React makes to the page.
    const seen: boolean[] = [];
    const observer = new MutationObserver(() => seen.push(isLive()));
    observer.observe(container, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    expect(isLive()).toBe(true);

    const root = await act(async () => hydrateRoot(container, element));
    act(() => vi.advanceTimersByTime(2000));
    observer.disconnect();
    expect(seen).not.toContain(false);
    expect(container).toHaveTextContent(launchCopy.live.text);
    act(() => root.unmount());
    container.remove();
  });

  it("hydrates a pre-launch build in a visitor's own time zone with no mismatch, then shows the visitor's time", async () => {
    const hour = 3_600_000;
    vi.stubEnv("TZ", "America/New_York");
    const inUtc = localDateTime(site.launchTarget, "utc");
    const inNewYork = localDateTime(site.launchTarget);
    expect(inNewYork).not.toBe(inUtc);
    // Built two days before the target as UTC reads it; opened a day before New York's.
    vi.stubEnv("VITE_BUILD_TIME", String(inUtc - 48 * hour));
    vi.useFakeTimers({ now: inNewYork - 24 * hour });
    const element = await loadCountdown();
    const container = document.createElement("div");
    container.innerHTML = renderToString(element);
    document.body.append(container);
    expect(container).toHaveTextContent(
      "2 days, 0 hours, 0 minutes, 0 seconds to go.",
    );

    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, element, {
        onRecoverableError: (error) => mismatches.push(error),
      }),
    );
    expect(mismatches).toEqual([]);
    expect(container).toHaveTextContent(
      "1 day, 0 hours, 0 minutes, 0 seconds to go.",
    );
    act(() => root.unmount());
    container.remove();
  });
});
