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
} as const;
