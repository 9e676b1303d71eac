import { site } from "./site";

/** Interface copy that is not a content entry: button labels, headings, hints. */
export const copy = {
  shopLaunch: {
    heading: "Shop Launch",
    shopButton: "Collection | First Drop",
    exploreButton: "Explore Our Collections",
  },
  explorePrompt: "Explore Our Collection",
  highlightsLabel: "Highlights",
  hero: {
    heading: site.tagline,
    text: `${site.brand}: statement apparel in two tones. Blunt for the dry truth, Bold for the loud one.`,
  },
  taglinePanel: {
    label: "Tagline",
    blunt: "Say less. Mean it.",
    bold: "Say it louder.",
  },
  newsletter: {
    heading: "Sign up for our newsletter and news emails",
    label: "Email address",
    placeholder: "Enter your email",
    join: "Join",
    subscribe: "Subscribe",
    processing: "Processing...",
    /** Above the share link a signup answers with when no confirmation mail is needed. */
    shareLead:
      "Your link. Every friend who joins with it moves you up the queue:",
  },
  discounts: "Get Exclusive Discounts",
  hypeRoom: {
    heading: "HYPE ROOM COUNTDOWN",
    button: "Visit Hype Room",
    pageHeading: "Full BOLD release incoming...",
    shopButton: "Shop Current Collection",
    /** Names the home page's countdown band for screen readers (not shown). */
    stripLabel: "Launch countdown",
  },
  follow: "Follow Us",
  backHome: "Back to Home",
  back: "Back",
  shopNow: "Shop Now",
  footer: `© ${site.copyrightYear} ${site.brand}. All rights reserved.`,
  newTab: "(opens in a new tab)",
  collections: {
    heading: "Our Collections",
    intro:
      "Everything on the way, in both tones. Nothing's for sale yet; everything's worth waiting for.",
    button: "Coming August",
    buttonReason: "Not on sale yet: this line arrives in August.",
    advisoryAlt: "Bold content advisory badge",
    /** The artwork prints the item's slogan, so its alt text says it too. */
    artworkAlt: (item: { name: string; slogan: string }) =>
      `${item.name} artwork: ${item.slogan}`,
  },
  news: {
    heading: "News",
    intro:
      "What's dropping, what's cooking and what we can't stop talking about.",
    featured: "Featured",
    comingSoon: "Coming Soon",
    stayTuned: "Stay Tuned",
    readMore: "Read More",
    readMoreReason: "Articles open when they're published.",
    newsletterHeading: "Get the news before it's news",
  },
  blog: {
    heading: "Blog",
    intro: "Long reads from a brand that prefers short sentences.",
    readMore: "Read More",
    comingSoon: "Coming Soon",
    backToBlog: "Back to Blog",
    by: "By",
  },
  notFound: {
    heading: "Oops! Page not found",
    text: "This page said something so blunt it left. Let's get you back.",
    link: "Return to Home",
  },
  error: {
    heading: "Unexpected Application Error!",
  },
  skipLink: "Skip to content",
  /** The floating chat button on every page; the chat's own copy is in chat-copy.ts. */
  openChat: `Chat with ${site.brand}`,
} as const;
