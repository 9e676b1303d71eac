import { chatCopy } from "~/content/chat-copy";
import {
  type ChatAnswer,
  type ChatRule,
  type ChatScript,
  chatScript,
} from "~/content/chat-script";
import type { LaunchPhase } from "./launch-phase";
import { matchingRules, pickRule } from "./chat-match";

/** A source of numbers in [0, 1), like `Math.random`; injected so tests are deterministic. */
export type RandomSource = () => number;

/** One item of a non-empty list, chosen by the random source. */
export function pickOne<T>(
  items: readonly [T, ...T[]],
  random: RandomSource,
): T {
  const index = Math.min(items.length - 1, Math.floor(random() * items.length));
  return items[index] ?? items[0];
}

/** The rule that answers a message, by the rule in `pickRule`; undefined when none matches. */
export function matchRule(
  message: string,
  rules: readonly ChatRule[] = chatScript.rules,
): ChatRule | undefined {
  return pickRule(matchingRules(message, rules));
}

/** A rule's answer in the launch phase the visitor is in. */
export function ruleAnswer(rule: ChatRule, phase: LaunchPhase): ChatAnswer {
  return "text" in rule.reply ? rule.reply : rule.reply[phase];
}

const MAX_SUGGESTIONS = 3;

type ReplyContext = {
  random: RandomSource;
  /** Where the launch stands when the visitor sends: the launch answer depends on it. */
  phase: LaunchPhase;
  script?: Pick<ChatScript, "rules" | "fallbacks" | "fallbackSuggestions">;
};

/**
 * The bot's answer to a message: the winning rule's answer, offering the other topics the
 * message touched as quick replies; with no match, a random generic reply, quick replies
 * and the offer to pass the question on to the brand.
 */
export function chatReply(
  message: string,
  { random, phase, script = chatScript }: ReplyContext,
): ChatAnswer {
  const matches = matchingRules(message, script.rules);
  const rule = pickRule(matches);
  if (!rule)
    return {
      text: pickOne(script.fallbacks, random),
      links: [{ label: chatCopy.ask.offer, action: "ask-brand" }],
      suggestions: script.fallbackSuggestions,
    };
  const answer = ruleAnswer(rule, phase);
  const others = matches
    .filter((other) => other !== rule && other.kind !== "smalltalk")
    .map((other) => other.topic)
    .slice(0, MAX_SUGGESTIONS);
  return answer.suggestions || others.length === 0
    ? answer
    : { ...answer, suggestions: others };
}

/** How long the bot "types" before answering: a whole number of ms within the script's bounds. */
export function replyDelay(
  random: RandomSource,
  { min, max }: ChatScript["replyDelayMs"] = chatScript.replyDelayMs,
): number {
  return min + Math.round(random() * (max - min));
}
