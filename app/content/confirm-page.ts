// Apart from the other launch-list pages, so its copy loads only with its page.

/**
 * The page a confirmation link opens: one button that confirms. Mail scanners open every link
 * in a mail, so opening the link confirms no one; pressing the button does.
 */
export const confirmPage = {
  heading: "One more click.",
  text: "Press the button and you're on the list. Opening a link proves nothing: bots do it all day.",
  button: "Confirm my address",
  link: "Back to Home",
} as const;
