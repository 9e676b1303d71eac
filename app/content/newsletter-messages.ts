/** Toast texts for the newsletter flow, exactly as the brand's error catalogue words them. */
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
    title: "Subscription Initiated",
    description:
      "Your email client will open to complete the subscription process.",
  },
} as const;
