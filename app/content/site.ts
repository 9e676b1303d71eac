import {
  parseLaunchListMode,
  type LaunchListMode,
} from "../lib/launch-list-mode";
import type { VideoClip } from "./video-sizes";

/** A social network the brand has a profile on. */
export type SocialProfile = {
  /** Network name, shown to screen readers and in the tooltip. */
  name:
    | "Instagram"
    | "Facebook"
    | "TikTok"
    | "X"
    | "Pinterest"
    | "YouTube"
    | "LinkedIn";
  /** Full profile URL; opens in a new tab. */
  url: string;
};

/**
 * Facts the chat states on the brand's behalf. A text still starting with "Example" is a
 * placeholder, like a URL on example.com: `npm run check:launch` lists both.
 */
/** Everything about the brand that is not page copy: names, outbound URLs, dates. */
export type SiteConfig = {
  /** Brand name as written in copy. */
  brand: string;
  /** Tagline under the brand name. */
  tagline: string;
  /** Public origin the site is deployed at, used for canonical URLs and the sitemap. */
  baseUrl: string;
  /** External online shop; every shop button points here. */
  shopUrl: string;
  /** External info and discount site behind "Get Exclusive Discounts". */
  infoUrl: string;
  /** Address the newsletter mailto is sent to (static-host mode), and the privacy contact. */
  newsletterEmail: string;
  /**
   * How the newsletter forms sign visitors up. "server" (default): they post to the launch
   * list behind `npm start`. "mailto": the spec's mail-client flow, for a static host with no
   * Node server; build it with `VITE_LAUNCH_LIST_MODE=mailto npm run build`.
   * `npm run check:launch` says which mode a build is in.
   */
  launchListMode: LaunchListMode;
  /** Social profiles in the order the "Follow Us" row shows them. */
  socials: readonly SocialProfile[];
  /** Launch moment as a local date-time without zone: the countdown reads it in the visitor's time zone. */
  launchTarget: string;
  /** Year printed in the footer's copyright line. */
  copyrightYear: number;
  /** Home page background: a self-hosted clip (under app/assets/video/) or a YouTube video id. */
  backgroundVideo:
    { kind: "self-hosted"; clip: VideoClip } | { kind: "youtube"; id: string };
};

/**
 * Placeholders live on the reserved example.com domains until the brand gives us the
 * real values; `npm run check:launch` lists every one still set.
 */
export const site = {
  brand: "Blunt & Bold",
  tagline: "A Mindset You Can Wear",
  baseUrl: "https://www.example.com",
  shopUrl: "https://shop.example.com",
  infoUrl: "https://info.example.com",
  newsletterEmail: "newsletter@example.com",
  // Vite fills this in at build time; outside Vite (tsx scripts) it is read as unset.
  launchListMode: parseLaunchListMode(import.meta.env?.VITE_LAUNCH_LIST_MODE),
  socials: [
    { name: "Instagram", url: "https://instagram.example.com/bluntandbold" },
    { name: "Facebook", url: "https://facebook.example.com/bluntandbold" },
    { name: "TikTok", url: "https://tiktok.example.com/@bluntandbold" },
    { name: "X", url: "https://x.example.com/bluntandbold" },
    { name: "Pinterest", url: "https://pinterest.example.com/bluntandbold" },
    { name: "YouTube", url: "https://youtube.example.com/@bluntandbold" },
    {
      name: "LinkedIn",
      url: "https://linkedin.example.com/company/bluntandbold",
    },
  ],
  launchTarget: "2025-09-22T00:00:00",
  copyrightYear: 2025,
  backgroundVideo: { kind: "self-hosted", clip: "background" },
} as const satisfies SiteConfig;
