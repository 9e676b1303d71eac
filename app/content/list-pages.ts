import { site } from "./site";

// Double opt-in, unsubscribing and the referral queue: the pages' titles (the route table
// carries them), what a refused link says and the confirmation mail (both sent by the server).
// Each page's own copy is in its own module (confirmed-page.ts, ...), so it loads only with it.

/**
 * The titles and descriptions of these pages, apart from their copy: every page's route table
 * (content/pages.ts) carries them, the rest loads only with its page.
 */
export const listPageMeta = {
  checkInbox: {
    title: "Check your inbox",
    description: "Confirm your address to join the Blunt & Bold launch list.",
  },
  confirm: {
    title: "Confirm your address",
    description: "One button and you're on the Blunt & Bold launch list.",
  },
  confirmed: {
    title: "You're confirmed",
    description: "Your place on the Blunt & Bold launch list.",
  },
  unsubscribe: {
    title: "Unsubscribe",
    description: "Leave the Blunt & Bold launch list.",
  },
  unsubscribed: {
    title: "You're off the list",
    description: "Your address is off the Blunt & Bold launch list.",
  },
} as const;

/** What a refused link says (the error page, status 400). */
export const linkProblems = {
  tampered:
    "That link is broken. Copy the whole link from the email, or sign up again below.",
  expired:
    "That link has expired: confirmation links work for 48 hours. Sign up again below for a fresh one.",
  gone: "That address is no longer on the list. Sign up again below.",
  left: "You unsubscribed from the list. Sign up again below to come back.",
} as const;

/**
 * The confirmation mail, as plain text and HTML. `{link}` is the signed confirmation link.
 */
export const confirmationMail = {
  subject: `Confirm your spot on the ${site.brand} list`,
  heading: "One click and you're in.",
  intro: `You (we hope) asked to hear first when ${site.brand} drops. Confirm it's you:`,
  button: "Confirm my address",
  fallback: "Button not working? Paste this link into your browser:",
  expiry: "The link works for 48 hours.",
  ignore: "Didn't sign up? Ignore this email and you'll never hear from us.",
  unsubscribe: "Unsubscribe",
  signOff: `${site.brand}. ${site.tagline}.`,
} as const;
