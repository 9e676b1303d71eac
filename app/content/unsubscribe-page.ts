// Apart from the other launch-list pages, so its copy loads only with its page.

/** The page an unsubscribe link opens in a browser: one button, no questions. */
export const unsubscribePage = {
  heading: "Leaving?",
  text: "One click and we stop emailing you. No guilt trip.",
  button: "Unsubscribe",
  link: "Back to Home",
} as const;
