import {
  type ChatRule,
  type ChatScript,
  chatScript,
} from "~/content/chat-script";

/** A source of numbers in [0, 1), like `Math.random`; injected so tests are deterministic. */
export type RandomSource = () => number;

/**
 * Lower-cased words with punctuation, symbols and accents dropped, padded with spaces so a
 * keyword matches whole words only: "What's BOLD?!" -> " what s bold ".
 */
export function normalizeWords(text: string): string {
  const words = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return ` ${words.join(" ")} `;
}

/** The first rule, in priority order, with a keyword among the message's words. */
export function matchRule(
  message: string,
  rules: readonly ChatRule[] = chatScript.rules,
): ChatRule | undefined {
  const words = normalizeWords(message);
  return rules.find((rule) =>
    rule.keywords.some((keyword) => words.includes(normalizeWords(keyword))),
  );
}

/** One item of a non-empty list, chosen by the random source. */
export function pickOne<T>(
  items: readonly [T, ...T[]],
  random: RandomSource,
): T {
  const index = Math.min(items.length - 1, Math.floor(random() * items.length));
  return items[index] ?? items[0];
}

/** The bot's answer to a message: the matching rule's reply, else a random generic one. */
export function chatReply(
  message: string,
  random: RandomSource,
  script: Pick<ChatScript, "rules" | "fallbacks"> = chatScript,
): string {
  return (
    matchRule(message, script.rules)?.reply ?? pickOne(script.fallbacks, random)
  );
}

/** How long the bot "types" before answering: a whole number of ms within the script's bounds. */
export function replyDelay(
  random: RandomSource,
  { min, max }: ChatScript["replyDelayMs"] = chatScript.replyDelayMs,
): number {
  return min + Math.round(random() * (max - min));
}
