import type { ChatRule, TopicKind } from "~/content/chat-script";

// A word is a run of letters or digits (any script); an emoji is a word of its own.
const TOKEN = /[\p{L}\p{N}]+|\p{Extended_Pictographic}/gu;

/** Latin words long enough to be typed wrong: shorter ones must match exactly. */
const TYPO_MIN_LENGTH = 5;

/**
 * Real words one letter away from a keyword ("think" / "thank", "store" / "story"): a
 * visitor who writes them means them, so they never count as a typo of the keyword.
 */
const NEVER_TYPOS = new Set([
  "think",
  "there",
  "short",
  "store",
  "grand",
  "three",
]);

/** Chat shorthand read as the words it stands for ("who r u" -> "who are you"). */
const SHORTHAND = new Map([
  ["u", "you"],
  ["ya", "you"],
  ["r", "are"],
  ["ur", "your"],
  ["wat", "what"],
  ["wut", "what"],
]);

/**
 * One plural or spelling form per word, the same for keywords and messages: a final "s"
 * goes ("sizes" -> "size", not "dress"), "ies" and "ie" end in "y" ("accessories" and
 * "accessory", "hoodies" and "hoodie" -> "hoody").
 */
function stem(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  const singular = word.endsWith("ies")
    ? `${word.slice(0, -3)}y`
    : word.endsWith("s") && !word.endsWith("ss")
      ? word.slice(0, -1)
      : word;
  return singular.endsWith("ie") ? `${singular.slice(0, -2)}y` : singular;
}

/**
 * The words of a text in a form that forgives case, accents, punctuation, plurals and chat
 * shorthand:
 * "What's the DIFFERENCE?! 👋" -> ["what", "s", "the", "difference", "👋"].
 */
export function tokenize(text: string): string[] {
  const plain = text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  return (plain.match(TOKEN) ?? []).map((word) =>
    stem(SHORTHAND.get(word) ?? word),
  );
}

/**
 * True when one edit turns `a` into `b`: a letter inserted, dropped, changed, or two
 * neighbours swapped ("diffrence", "shiping", "retrun").
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let same = 0;
  while (same < a.length && a[same] === b[same]) same++;
  if (a.length !== b.length) {
    const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
    return longer.slice(same + 1) === shorter.slice(same);
  }
  const swapped =
    a[same] === b[same + 1] &&
    a[same + 1] === b[same] &&
    a.slice(same + 2) === b.slice(same + 2);
  return swapped || a.slice(same + 1) === b.slice(same + 1);
}

/**
 * A message word stands for a keyword word: the same, or one typo away in a long word.
 * A word that is a keyword itself (`exact`) is never taken for a typo of another one.
 */
function wordMatches(
  word: string,
  keyword: string,
  exact: ReadonlySet<string>,
): boolean {
  if (word === keyword) return true;
  return (
    !exact.has(word) &&
    word.length >= TYPO_MIN_LENGTH &&
    keyword.length >= TYPO_MIN_LENGTH &&
    /^\p{L}+$/u.test(word) &&
    !NEVER_TYPOS.has(word) &&
    withinOneEdit(word, keyword)
  );
}

/** True when the keyword's words appear in the message's words, next to each other, in order. */
export function containsPhrase(
  words: readonly string[],
  phrase: readonly string[],
  exact: ReadonlySet<string> = new Set(),
): boolean {
  if (phrase.length === 0) return false;
  for (let start = 0; start + phrase.length <= words.length; start++) {
    if (
      phrase.every((part, offset) =>
        wordMatches(words[start + offset] ?? "", part, exact),
      )
    )
      return true;
  }
  return false;
}

type CompiledRules = {
  phrases: Map<ChatRule, string[][]>;
  /** Every word of every keyword. */
  words: Set<string>;
};

// Keywords are tokenized once per rule list, not once per message.
const compiled = new WeakMap<readonly ChatRule[], CompiledRules>();

function compile(rules: readonly ChatRule[]): CompiledRules {
  const known = compiled.get(rules);
  if (known) return known;
  const phrases = new Map(
    rules.map((rule) => [
      rule,
      rule.keywords.map((keyword) => tokenize(keyword)),
    ]),
  );
  const words = new Set([...phrases.values()].flat(2));
  const result = { phrases, words };
  compiled.set(rules, result);
  return result;
}

const kindRank: Record<TopicKind, number> = {
  specific: 3,
  general: 2,
  smalltalk: 1,
};

/** Every rule with a keyword in the message, in the order the rules are listed. */
export function matchingRules(
  message: string,
  rules: readonly ChatRule[],
): ChatRule[] {
  const words = tokenize(message);
  const { phrases, words: exact } = compile(rules);
  return rules.filter((rule) =>
    (phrases.get(rule) ?? []).some((phrase) =>
      containsPhrase(words, phrase, exact),
    ),
  );
}

/**
 * The rule that answers when a message matches several. The written rule: the more
 * specific kind wins (specific over general over smalltalk); between rules of one kind,
 * the one listed first wins, and the script lists narrower topics first.
 */
export function pickRule(matches: readonly ChatRule[]): ChatRule | undefined {
  let best: ChatRule | undefined;
  for (const rule of matches) {
    if (!best || kindRank[rule.kind] > kindRank[best.kind]) best = rule;
  }
  return best;
}
