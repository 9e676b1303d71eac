import { describe, expect, it } from "vitest";
import { type ChatTopic, chatScript } from "~/content/chat-script";
import {
  chatReply,
  matchRule,
  normalizeWords,
  pickOne,
  replyDelay,
} from "./chat-reply";

const never = () => {
  throw new Error("a matched rule must not use randomness");
};

function replyFor(topic: ChatTopic): string {
  const rule = chatScript.rules.find((candidate) => candidate.topic === topic);
  if (!rule) throw new Error(`no rule for ${topic}`);
  return rule.reply;
}

describe("normalizeWords", () => {
  it("drops case, punctuation, symbols and accents", () => {
    expect(normalizeWords("  What's BOLD?!  Café & co.")).toBe(
      " what s bold cafe co ",
    );
  });

  it("keeps letters of other scripts and digits", () => {
    expect(normalizeWords("مرحبا 2022 👋")).toBe(" مرحبا 2022 ");
  });
});

describe("chatReply", () => {
  const questions: [ChatTopic, string][] = [
    ["blunt", "What does BLUNT mean?"],
    ["bold", "bold??? explain"],
    ["difference", "What's the difference between Blunt and Bold?"],
    ["difference", "blunt vs. bold"],
    ["story", "Tell me about Blunt & Bold"],
    ["story", "what's the brand's mission"],
    ["timeline", "When did you start? 2022?"],
    ["timeline", "Who are your suppliers"],
    ["materials", "Is it organic cotton?"],
    ["materials", "how are the seams stitched"],
    ["products", "Do you sell hoodies?"],
    ["products", "t-shirts!"],
    ["launch", "When is the launch?"],
    ["launch", "how do I sign-up for the newsletter"],
    ["greeting", "Hi!"],
    ["greeting", "hello there"],
    ["thanks", "Thanks a lot."],
    ["thanks", "thx"],
  ];

  it.each(questions)("answers the %s topic for %j", (topic, question) => {
    expect(chatReply(question, never)).toBe(replyFor(topic));
  });

  it("states the spec's facts in the matching replies", () => {
    expect(replyFor("timeline")).toMatch(/2022/);
    expect(replyFor("timeline")).toMatch(/suppliers/);
    expect(replyFor("materials")).toMatch(/100% organic cotton/);
    expect(replyFor("materials")).toMatch(/chain-stitched/);
    expect(replyFor("products")).toMatch(/tees/);
    expect(replyFor("products")).toMatch(/Hoodies and accessories/);
    expect(replyFor("launch")).toMatch(/countdown/);
    expect(replyFor("launch")).toMatch(/newsletter/);
  });

  it("reaches every keyword: no rule earlier in the list shadows it", () => {
    for (const rule of chatScript.rules) {
      for (const keyword of rule.keywords) {
        expect(matchRule(keyword)?.topic, keyword).toBe(rule.topic);
      }
    }
  });

  it("matches whole words only", () => {
    expect(matchRule("this is something")).toBeUndefined();
    expect(matchRule("boldness")).toBeUndefined();
  });

  it("prefers the more specific topic when a message touches several", () => {
    expect(matchRule("hi, what does blunt mean?")?.topic).toBe("blunt");
    expect(matchRule("thanks! when is the launch?")?.topic).toBe("launch");
    expect(matchRule("Is Blunt & Bold organic?")?.topic).toBe("materials");
  });

  it("picks one of the three generic replies by the random source", () => {
    const [first, second, third] = chatScript.fallbacks;
    expect(chatReply("purple monkey dishwasher", () => 0)).toBe(first);
    expect(chatReply("purple monkey dishwasher", () => 0.5)).toBe(second);
    expect(chatReply("purple monkey dishwasher", () => 0.999_999)).toBe(third);
  });

  it("falls back for empty, emoji-only and markup-only messages", () => {
    for (const message of ["", "🔥🔥", "<b></b>"]) {
      expect(chatScript.fallbacks).toContain(chatReply(message, () => 0.4));
    }
  });
});

describe("pickOne", () => {
  it("never reads past the end, even for a source returning 1", () => {
    expect(pickOne(["a", "b"], () => 1)).toBe("b");
  });
});

describe("replyDelay", () => {
  it("waits 1 s for the lowest random value and 2 s for the highest", () => {
    expect(replyDelay(() => 0)).toBe(1000);
    expect(replyDelay(() => 0.999_999)).toBe(2000);
  });

  it("stays within 1-2 s across the random range", () => {
    for (let step = 0; step < 100; step++) {
      const delay = replyDelay(() => step / 100);
      expect(delay).toBeGreaterThanOrEqual(1000);
      expect(delay).toBeLessThanOrEqual(2000);
    }
  });
});
