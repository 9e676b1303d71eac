import { site } from "./site";

// Apart from launch-list.ts, whose few strings every page needs (the footer link), so this
// page's text loads only with the page.

/** One part of the privacy page. */
export type PrivacySection = { heading: string; paragraphs: readonly string[] };

/** The /privacy page: what is stored, why, how long, how to be removed. */
export const privacyPage = {
  heading: "Privacy",
  intro: `${site.brand} keeps one list: the addresses of people who asked to hear about the launch. It also counts visits to this site, without cookies and without keeping anything that could tell who you are. Here is everything about both.`,
  sections: [
    {
      heading: "What we store",
      paragraphs: [
        "The email address you type into a newsletter form, the moment you sent it (in UTC), which form you used and which version of the consent line you saw.",
        "Whether you confirmed the address from our email and when, and, if you leave, when you left. How many confirmation emails we sent you and when the last one went out, so nobody can flood your inbox through our form.",
        "Your referral code (a short random code in your share link), the code of the link you came with if a friend shared theirs, and where the link you arrived by says it was posted (the utm_source, utm_medium and utm_campaign parts of its address, up to 100 characters each). From those we work out your place in the launch queue.",
        "Nothing else about you: no IP address, no browser details, no cookies.",
      ],
    },
    {
      heading: "What we count of visits",
      paragraphs: [
        "Each page, once it has loaded, tells our own server which page it is, the site that linked to it (its name only, like google.com), the utm_source, utm_medium and utm_campaign parts and the share code of the link you came by, whether the screen is a phone's, a tablet's or a computer's, and how fast the page loaded and responded on your device. Without JavaScript, a 1-pixel image tells the page and its link's parts. No cookie is set and nothing is saved on your device.",
        "To count a visitor once a day rather than once a page, our server mixes your IP address, browser name and our site's name with a random key made for that day, and keeps only the result, a code that cannot be turned back into either. The key and every such code are deleted 48 hours after their day ends, and then nothing can link two visits, or a visit to you. Your IP address and browser details are never stored.",
        "If you sign up, your address is stored with the first page you landed on that day, where that visit came from (the linking site's name and campaign parts) and the share code it carried, so we can tell which posts bring people who stay. If your browser sends Global Privacy Control, we count the page view and nothing that could tell one visitor from another.",
        "What we keep of visits is only totals: views, visitors and one-page visits per hour, page, source and device type, and the speed figures per day, page and device type. We keep them as long as we keep the list.",
      ],
    },
    {
      heading: "Why",
      paragraphs: [
        "To email you about the launch and new drops, and only once you have confirmed the address is yours. Your referral code lets friends move you up the queue; the campaign parts tell us which posts brought people in. We never sell or rent the list.",
        "If we use a mailing service to send the launch news, we hand it your address, your confirmation and leaving times and the campaign parts when you confirm or leave, and nothing more.",
      ],
    },
    {
      heading: "How long",
      paragraphs: [
        "Until you ask us to remove it, or until we stop sending launch news, whichever comes first. An address never confirmed stays only as long as the list; if you leave, we keep the address and the time you left so we never email you again by mistake, until you ask us to delete it.",
      ],
    },
    {
      heading: "How to be removed",
      paragraphs: [
        `Every email we send has an unsubscribe link: one click and you are off. To have the address deleted, write to ${site.newsletterEmail} from it and we delete it and everything stored with it, usually within a week. One thing outlives it, and not as your address: if mail to it ever bounced for good, we keep a keyed fingerprint of it (a hash only our key can match) so we never mail a dead address again.`,
      ],
    },
  ] satisfies readonly PrivacySection[],
} as const;
