import { site } from "./site";

// The pages and mails of double opt-in, unsubscribing and the referral queue. Apart from
// launch-list.ts (which every page loads for the footer), so only these pages carry them.

/** Where a form post lands when a confirmation mail is on its way (mail configured). */
export const checkInboxPage = {
  title: "Check your inbox",
  description: "Confirm your address to join the Blunt & Bold launch list.",
  heading: "Check your inbox.",
  text: "We sent you a link. Click it and you're on the list. Nothing there? Check spam, then try again in ten minutes.",
  link: "Back to Home",
} as const;

/**
 * The page a confirmation link lands on. The server fills in the place (`{place}` in
 * `placeText`) and the share link.
 */
export const confirmedPage = {
  title: "You're confirmed",
  description: "Your place on the Blunt & Bold launch list.",
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

/** The page an unsubscribe link opens in a browser: one button, no questions. */
export const unsubscribePage = {
  title: "Unsubscribe",
  description: "Leave the Blunt & Bold launch list.",
  heading: "Leaving?",
  text: "One click and we stop emailing you. No guilt trip.",
  button: "Unsubscribe",
  link: "Back to Home",
} as const;

/** Where the unsubscribe page's button lands. */
export const unsubscribedPage = {
  title: "You're off the list",
  description: "Your address is off the Blunt & Bold launch list.",
  heading: "You're off the list.",
  text: "No more emails from us. Changed your mind? Sign up again any time.",
  link: "Back to Home",
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
