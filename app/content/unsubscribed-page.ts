// Apart from the other launch-list pages, so its copy loads only with its page.

/** Where the unsubscribe page's button lands. */
export const unsubscribedPage = {
  heading: "You're off the list.",
  text: "No more emails from us. Changed your mind? Sign up again any time.",
  link: "Back to Home",
} as const;
