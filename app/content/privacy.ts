import { site } from "./site";

// Apart from launch-list.ts, whose few strings every page needs (the footer link), so this
// page's text loads only with the page.

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
