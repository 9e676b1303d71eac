import { launchCopy } from "~/content/launch-copy";
import { setText } from "~/lib/dom-text";
import { watchLaunchState } from "~/lib/launch-clock";

/**
 * Keeps the "Shop Launch" box's line (`ShopLaunch`) on the visitor's clock: whether the drop
 * is still coming or out. Plain DOM, as the countdowns beside it (ADR 025).
 */
export function showShopLaunchPhase(island: HTMLElement) {
  const line = island.querySelector<HTMLElement>("[data-launch-phase]");
  if (!line) return;
  watchLaunchState(({ phase }) => {
    line.dataset.launchPhase = phase;
    setText(line, launchCopy.shopLaunchText[phase]);
  });
}
