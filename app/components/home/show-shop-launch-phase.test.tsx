// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { launchCopy } from "~/content/launch-copy";
import {
  buildTarget,
  resetLaunchClockAfterEach,
  visitorTarget as target,
} from "~/components/countdown/launch-test-helpers";

resetLaunchClockAfterEach();

/** The Shop Launch box as a build before the launch leaves it, then on the visitor's clock. */
async function shopLaunchIsland() {
  vi.stubEnv("VITE_BUILD_TIME", String(buildTarget - 3_600_000));
  const { ShopLaunch } = await import("./shop-launch");
  const { showShopLaunchPhase } = await import("./show-shop-launch-phase");
  const island = document.createElement("div");
  island.innerHTML = renderToString(<ShopLaunch />);
  document.body.append(island);
  return { start: () => showShopLaunchPhase(island) };
}

describe("showShopLaunchPhase", () => {
  it("says the drop is out from the target second on", async () => {
    vi.useFakeTimers({ now: target - 1000 });
    const { start } = await shopLaunchIsland();
    const line = screen.getByText(launchCopy.shopLaunchText.before);
    start();
    expect(line).toHaveAttribute("data-launch-phase", "before");
    vi.advanceTimersByTime(1000);
    expect(line).toHaveTextContent(launchCopy.shopLaunchText.live);
    expect(line).toHaveAttribute("data-launch-phase", "live");
  });

  it("shows a visitor who opens a build from before the launch after it that the drop is out", async () => {
    vi.useFakeTimers({ now: Math.max(target, buildTarget) + 60_000 });
    const { start } = await shopLaunchIsland();
    expect(
      screen.getByText(launchCopy.shopLaunchText.before),
    ).toBeInTheDocument();
    start();
    expect(screen.getByText(launchCopy.shopLaunchText.live)).toHaveAttribute(
      "data-launch-phase",
      "live",
    );
  });
});
