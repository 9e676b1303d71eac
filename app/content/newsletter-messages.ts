/**
 * Toast texts for the newsletter flow. The error toasts and `mailtoSuccess` are the spec's
 * catalogue word for word; `success` is for the launch list kept by the server.
 */
export const newsletterMessages = {
  empty: {
    tone: "error",
    title: "Error",
    description: "Please enter your email address",
  },
  invalid: {
    tone: "error",
    title: "Error",
    description: "Please enter a valid email address",
  },
  failed: {
    tone: "error",
    title: "Error",
    description: "Failed to process subscription. Please try again.",
  },
  success: {
    tone: "success",
    title: "You're on the list",
    description: "Your address is on the launch list. We'll email you first.",
  },
  checkInbox: {
    tone: "success",
    title: "Check your inbox",
    description: "We sent you a link. Click it and you're on the list.",
  },
  disposable: {
    tone: "error",
    title: "Error",
    description:
      "Throwaway addresses can't join. Use the inbox you actually read.",
  },
  mailtoSuccess: {
    tone: "success",
    title: "Subscription Initiated",
    description:
      "Your email client will open to complete the subscription process.",
  },
} as const;

/**
 * What the signup API says when it refuses a post: the `error` of its JSON answers, and the
 * message on the error page a form post gets with JavaScript off.
 */
export const signupRefusals = {
  empty: newsletterMessages.empty.description,
  invalid: newsletterMessages.invalid.description,
  disposable: newsletterMessages.disposable.description,
  "bad-request":
    "That wasn't a signup we can read. Use the form on the site and try again.",
  "too-large": "That was far too long for an email address.",
  "unsupported-media-type":
    "Send the signup as a form post or as JSON, nothing else.",
  "cross-site": "Signups are only taken from this site's own forms.",
  "rate-limited": "Too many tries from here. Wait a minute, then try again.",
  "not-found": "There is nothing at this address.",
  "method-not-allowed": "Signups are sent with POST.",
  unsigned: "The signature of these events is missing or does not match.",
  replayed: "These events were posted before.",
  failed: newsletterMessages.failed.description,
} as const;
