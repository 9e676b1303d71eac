import type { ComponentType } from "react";
import { toasts } from "~/components/toast/toast-store";

/**
 * When an island's code loads and wakes it. Every island also wakes at the first
 * interaction inside it, whatever it waits for otherwise.
 * - `now`: as soon as the page's script runs (a page that is all application: the dashboard).
 * - `idle`: after the load event and first paint, when the main thread is idle: what shows
 *   something without being asked (the load-time panel, the background video).
 * - `visible`: when it comes within a screen of the viewport (or the entry's `screens`):
 *   what moves on its own (countdowns, the carousel's clips) or shows what the browser can
 *   do (sharing).
 * - `interaction`: at the first tap, key press or focus inside it; the prerendered HTML
 *   is all it shows until then.
 * - `signal`: when the entry's `signal` calls back: what another island sets off (toasts).
 */
export type Wake = "now" | "idle" | "visible" | "interaction" | "signal";

/**
 * Brings a React-free island to life in its prerendered element. It shows only markup the
 * element holds (its templates included) with the classes written there: the page's inline
 * stylesheet is the only one it gets (ADR 027).
 */
export type Mount = (element: HTMLElement) => void;

type Trigger =
  | { wake: Exclude<Wake, "signal" | "visible"> }
  | {
      wake: "visible";
      /** How near, in viewport heights, the island wakes: a screen away unless set. */
      screens?: number;
    }
  | {
      wake: "signal";
      /** Arranges the island's waking, given its prerendered element. */
      signal: (wake: () => void, element: HTMLElement) => void;
    };

/**
 * An island's code: a React component that hydrates its element, with code to load once the
 * visitor is at work on the page (a scroll, a mouse move, a key) so their first tap has less
 * to fetch; or, where nothing needs React, plain DOM code that mounts on the element.
 */
type Code =
  | {
      load: () => Promise<ComponentType<never>>;
      prefetch?: () => Promise<unknown>;
      /**
       * Work the island's first render would otherwise do on the way from the visitor's tap
       * to what it shows, run in the first idle moment once the island starts waking: the
       * main thread is idle while the island's code downloads.
       */
      prepare?: () => void;
    }
  | { mount: () => Promise<Mount> };

export type IslandEntry = Trigger & Code;

/**
 * Every island, by the name its prerendered element carries (`data-island`). The browser
 * loads an island's code only when it wakes; which trigger each one waits for, and why, is
 * ADR 038's table, which `tests/build/islands-map.test.ts` holds to this catalog.
 */
export const islandCatalog = {
  chat: {
    wake: "interaction",
    // The button's code once the visitor scrolls, moves the mouse or types; the panel's
    // (9 KB) at the first tap, which fetches it beside the button's, since that tap also
    // opens it. Until both are here, the head's script shows the page's copy of the panel
    // (ADR 034), which the live one takes over.
    prefetch: () => import("~/components/chat/chat-launcher"),
    load: () =>
      Promise.all([
        import("~/components/chat/chat-launcher"),
        import("~/components/chat/chat-panel"),
      ]).then(([launcher]) =>
        // Both are here: the launcher notes the panel, so the tap's replay opens it at once.
        launcher.loadPanel().then(() => launcher.ChatLauncher),
      ),
    // The panel shows its greeting's time, and a page's first `Intl` formatter, whichever
    // it is, loads ICU's data: 27-51 ms here before any CPU slowdown, once per page.
    prepare: () => new Intl.DateTimeFormat(),
  },
  // The self-hosted clip plays from plain DOM code (ADR 031).
  "background-video": {
    wake: "idle",
    mount: () =>
      import("~/components/background-video/play-background-clip").then(
        (module) => module.playBackgroundClip,
      ),
  },
  // A brand that switches the background to YouTube (site.ts) gets its player from React.
  "background-youtube": {
    wake: "idle",
    load: () =>
      import("~/components/background-video/background-video").then(
        (module) => module.BackgroundVideo,
      ),
  },
  "background-video-toggle": {
    wake: "signal",
    // Plain DOM code answers its presses and turns its prerendered button to play, for
    // reduced motion, Save-Data or a failed clip (ADRs 032, 033); React wakes for the
    // tooltip, at the first interaction, or for the failed clip's notice. The shared state
    // loads only on the page that has the button.
    signal: (wake, element) =>
      void import("~/components/background-video/background-video-state").then(
        (module) => module.followButton(element, wake),
      ),
    load: () =>
      import("~/components/background-video/background-video-toggle").then(
        (module) => module.BackgroundVideoToggle,
      ),
  },
  "load-time": {
    wake: "idle",
    mount: () =>
      import("~/components/load-monitor/show-load-time").then(
        (module) => module.showLoadTime,
      ),
  },
  toaster: {
    wake: "signal",
    // Every change to the toasts wakes it if it still sleeps, so a first load that failed
    // (offline) is tried again at the next toast.
    signal: (wake) => {
      toasts.subscribe(wake);
    },
    load: () =>
      import("~/components/toast/toaster").then((module) => module.Toaster),
  },
  countdown: {
    wake: "visible",
    mount: () =>
      import("~/components/countdown/tick-countdown").then(
        (module) => module.tickCountdown,
      ),
  },
  "shop-launch": {
    wake: "visible",
    mount: () =>
      import("~/components/home/show-shop-launch-phase").then(
        (module) => module.showShopLaunchPhase,
      ),
  },
  carousel: {
    wake: "visible",
    // Before the launch a phone's first screen ends within a screen of it (ADR 028): half
    // a screen keeps its code off a page nobody scrolls, and still wakes it ahead of a
    // visitor who does.
    screens: 0.5,
    load: () =>
      import("~/components/upcoming/collection-carousel").then(
        (module) => module.CollectionCarousel,
      ),
  },
  "share-link": {
    wake: "visible",
    load: () =>
      import("~/components/list/share-link").then((module) => module.ShareLink),
  },
  "follow-us": {
    // Awake before the visitor can reach it, so its tooltips answer the first hover.
    wake: "visible",
    load: () =>
      import("~/components/home/follow-us").then((module) => module.FollowUs),
  },
  "brand-statement": {
    wake: "interaction",
    load: () =>
      import("~/components/home/brand-statement").then(
        (module) => module.BrandStatement,
      ),
  },
  newsletter: {
    wake: "interaction",
    load: () =>
      import("~/components/newsletter/newsletter-form").then(
        (module) => module.NewsletterForm,
      ),
  },
  "blog-posts": {
    wake: "interaction",
    load: () =>
      import("~/components/blog/blog-posts").then((module) => module.BlogPosts),
  },
  "not-found-report": {
    wake: "idle",
    mount: () =>
      import("~/components/layout/not-found-report").then(
        (module) => module.reportNotFound,
      ),
  },
  dashboard: {
    wake: "now",
    load: () =>
      import("~/components/dashboard/dashboard-app").then(
        (module) => module.DashboardApp,
      ),
  },
} satisfies Record<string, IslandEntry>;

export type IslandName = keyof typeof islandCatalog;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandCatalog, name);
}

/** Every island React hydrates, as opposed to those plain DOM code mounts on. */
export function reactIslandNames(): IslandName[] {
  return (Object.keys(islandCatalog) as IslandName[]).filter(
    (name) => "load" in islandCatalog[name],
  );
}
