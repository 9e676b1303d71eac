import type { LaunchPhase } from "~/lib/launch-phase";

/**
 * What the launch surfaces add in each phase. The spec's own texts ("Full BOLD release
 * incoming...", the unit labels, the buttons) stay in copy.ts and show in both phases.
 */
export const launchCopy = {
  /** Next to every countdown once it reads zero. */
  live: {
    heading: "The drop is live.",
    text: "The countdown hit zero. The first drop is in the shop now.",
    shop: "Shop the Drop",
  },
  /** The Shop Launch box's line under its heading. */
  shopLaunchText: {
    before:
      "The first drop lands when the countdown hits zero. Get a look now, wear it first.",
    live: "The first drop is out. Wear the mindset before everyone else does.",
  },
} as const satisfies {
  live: { heading: string; text: string; shop: string };
  shopLaunchText: Record<LaunchPhase, string>;
};
