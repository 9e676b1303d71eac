// Apart from the other launch-list pages, so its copy loads only with its page.

/** Where a form post lands when a confirmation mail is on its way (mail configured). */
export const checkInboxPage = {
  heading: "Check your inbox.",
  text: "We sent you a link. Click it and you're on the list. Nothing there? Check spam, then try again in ten minutes.",
  link: "Back to Home",
} as const;
