import { site } from "./site";

/**
 * The consent line under each newsletter form. Change `version` whenever `text` changes: every
 * signup stores the version its visitor saw.
 */
export const consent = {
  version: "2026-11-22",
  text: "We use your address only to email you about the launch and new drops.",
  linkLabel: "Privacy",
} as const;

/** Paths of the launch-list pages; the server redirects and answers with them. */
export const launchListPaths = {
  privacy: "/privacy",
  subscribed: "/subscribed",
  signupError: "/signup-error",
} as const;

/** The page a form post lands on after a signup (JavaScript off). */
export const subscribedPage = {
  title: "You're on the list",
  description: "Your address is on the Blunt & Bold launch list.",
  heading: "You're on the list.",
  text: "No spam, no small talk. We'll email you when the drop lands, and not before.",
  link: "Back to Home",
} as const;

/** The page a form post gets back when the server refuses the address (JavaScript off). */
export const signupErrorPage = {
  title: "Check your address",
  description: "The newsletter signup needs a valid email address.",
  heading: "That didn't go through.",
  link: "Back to Home",
} as const;

/** One part of the privacy page. */
export type PrivacySection = { heading: string; paragraphs: readonly string[] };

/** The /privacy page: what is stored, why, how long, how to be removed. */
export const privacyPage = {
  heading: "Privacy",
  intro: `${site.brand} keeps one list: the addresses of people who asked to hear about the launch. Here is everything about it.`,
  sections: [
    {
      heading: "What we store",
      paragraphs: [
        "The email address you type into a newsletter form, the moment you sent it (in UTC), which form you used and which version of the consent line you saw.",
        "Nothing else: no IP address, no browser details, no cookies, no tracking.",
      ],
    },
    {
      heading: "Why",
      paragraphs: [
        "To email you about the launch and new drops. We never sell, rent or share the list.",
      ],
    },
    {
      heading: "How long",
      paragraphs: [
        "Until you ask us to remove it, or until we stop sending launch news, whichever comes first.",
      ],
    },
    {
      heading: "How to be removed",
      paragraphs: [
        `Write to ${site.newsletterEmail} from the address on the list and we delete it, usually within a week. Every email we send you has the same way out.`,
      ],
    },
  ] satisfies readonly PrivacySection[],
} as const;
