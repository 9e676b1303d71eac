import { site } from "./site";

// Apart from the other launch-list pages, so its copy loads only with its page.

/**
 * The page a confirmation link lands on. The server fills in the place (`{place}` in
 * `placeText`) and the share link. Places are counted every few seconds: a count older than
 * `placeAgeAfterSeconds` says its age (`placeAgeText`), and an address confirmed since the
 * last count reads `placeCountingText`.
 */
export const confirmedPage = {
  heading: "You're in.",
  placeText: "You're number {place} in the queue.",
  placeAgeText:
    "You're number {place} in the queue, as counted {seconds} seconds ago.",
  placeAgeAfterSeconds: 10,
  placeCountingText:
    "Your place in the queue is being counted: open the link in your mail again in a minute to see it.",
  shareHeading: "Jump the queue",
  shareText:
    "Every friend who joins with your link and confirms moves you up 5 places.",
  copy: "Copy link",
  copied: "Copied",
  share: "Share",
  shareTitle: `${site.brand} launch list`,
  link: "Back to Home",
} as const;
