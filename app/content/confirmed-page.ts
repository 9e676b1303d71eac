import { site } from "./site";

// Apart from the other launch-list pages, so its copy loads only with its page.

/**
 * The page a confirmation link lands on. The server fills in the place (`{place}` in
 * `placeText`) and the share link.
 */
export const confirmedPage = {
  heading: "You're in.",
  placeText: "You're number {place} in the queue.",
  shareHeading: "Jump the queue",
  shareText:
    "Every friend who joins with your link and confirms moves you up 5 places.",
  copy: "Copy link",
  copied: "Copied",
  share: "Share",
  shareTitle: `${site.brand} launch list`,
  link: "Back to Home",
} as const;
