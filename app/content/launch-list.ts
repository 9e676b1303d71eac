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
  checkInbox: "/check-inbox",
  confirm: "/confirm",
  confirmed: "/confirmed",
  unsubscribe: "/unsubscribe",
  unsubscribed: "/unsubscribed",
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
