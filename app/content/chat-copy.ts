import { site } from "./site";

/** Interface copy of the chat panel; it loads with the panel, on the first open. */
export const chatCopy = {
  title: `${site.brand} chat`,
  intro: "Straight answers. Opinions included.",
  close: "Close chat",
  conversation: "Conversation",
  botName: site.brand,
  visitorName: "You",
  inputLabel: "Your message",
  placeholder: "Type a message...",
  inputHint: "Enter sends, Shift+Enter adds a new line.",
  send: "Send",
  typing: `${site.brand} is typing...`,
  /** The visible counter under the input. */
  counter: (length: number, max: number) => `${length}/${max}`,
  tooLong: (over: number) =>
    `${over} ${over === 1 ? "character" : "characters"} over the limit. Shorten it to send.`,
  /** Label of the quick-reply buttons' group. */
  suggestions: "Suggested questions",
  /** Offering to pass a question the bot could not answer on to the brand. */
  ask: {
    offer: "Ask the team",
    heading: "Pass it to the team",
    questionLabel: "Your question",
    emailLabel: "Your email (optional, for the answer)",
    emailPlaceholder: "Enter your email",
    send: "Send to the team",
    sending: "Sending...",
    cancel: "Cancel",
    /** The one line on what is kept; the link to /privacy follows it. */
    kept: "We keep the question and, if you give it, your email. Nothing else, and only to answer you.",
    privacyLink: "Privacy",
    emptyQuestion: "Write the question first.",
    tooLong: (max: number) => `Keep it under ${max} characters.`,
    invalidEmail: "That email doesn't look right. Fix it or leave it empty.",
    failed: "That didn't go through. Try again, or email it to us:",
    emailInstead: "Email the question",
    mailSubject: "A question from the chat",
    /** What the bot says once the question is on its way. */
    stored:
      "Passed on. A human reads every question; if you left an email, the answer lands there.",
    mailOpened:
      "Your email app should open with the question in it. Hit send and it's ours.",
  },
} as const;
