import { describe, expect, it } from "vitest";
import { chatCopy } from "~/content/chat-copy";
import { type ChatTopic, chatScript } from "~/content/chat-script";
import { brandFacts } from "~/content/brand-facts";
import { site } from "~/content/site";
import {
  chatReply,
  matchRule,
  pickOne,
  replyDelay,
  ruleAnswer,
} from "./chat-reply";

const never = () => {
  throw new Error("a matched rule must not use randomness");
};

function ruleFor(topic: ChatTopic) {
  const rule = chatScript.rules.find((candidate) => candidate.topic === topic);
  if (!rule) throw new Error(`no rule for ${topic}`);
  return rule;
}

const before = (message: string, random: () => number = never) =>
  chatReply(message, { random, phase: "before" });

describe("chatReply", () => {
  it("has a rule for the spec's ten topics and the ten a pre-launch visitor asks", () => {
    expect(new Set(chatScript.rules.map((rule) => rule.topic))).toEqual(
      new Set([
        "blunt",
        "bold",
        "difference",
        "story",
        "timeline",
        "materials",
        "products",
        "launch",
        "greeting",
        "thanks",
        "shipping",
        "sizes",
        "returns",
        "prices",
        "discounts",
        "location",
        "care",
        "sustainability",
        "contact",
        "giftCards",
      ]),
    );
  });

  it("reaches every keyword: no other rule outranks it", () => {
    for (const rule of chatScript.rules) {
      for (const keyword of rule.keywords) {
        expect(matchRule(keyword)?.topic, keyword).toBe(rule.topic);
      }
    }
  });

  it("sends each topic's quick-reply question to that topic", () => {
    for (const rule of chatScript.rules) {
      expect(matchRule(rule.question)?.topic, rule.question).toBe(rule.topic);
    }
  });

  it("answers the launch by the launch phase: the Hype Room before, the shop once live", () => {
    const launch = ruleFor("launch");
    const counting = chatReply("when is the launch?", {
      random: never,
      phase: "before",
    });
    const live = chatReply("when is the launch?", {
      random: never,
      phase: "live",
    });
    expect(counting).toEqual(ruleAnswer(launch, "before"));
    expect(counting.links).toContainEqual({
      label: expect.any(String),
      to: "/countdown",
    });
    expect(live).toEqual(ruleAnswer(launch, "live"));
    expect(live.links).toContainEqual({
      label: expect.any(String),
      href: site.shopUrl,
    });
    expect(live.text).not.toBe(counting.text);
  });

  it("quotes the brand's facts from the site config", () => {
    expect(before("do you ship to canada").text).toContain(brandFacts.shipsTo);
    expect(before("where are you based").text).toContain(brandFacts.basedIn);
    expect(before("refund?").text).toContain(brandFacts.returnWindow);
    expect(before("how much").text).toContain(brandFacts.teePrice);
    expect(before("contact").text).toContain(brandFacts.contactEmail);
  });

  it("offers the other topics a message touched as quick replies", () => {
    const answer = before("do you ship to canada and how much are tees");
    expect(answer.text).toBe(ruleAnswer(ruleFor("shipping"), "before").text);
    expect(answer.suggestions).toEqual(["prices", "products"]);
  });

  it("picks one of the three generic replies by the random source, with quick replies and the offer to ask", () => {
    const [first, second, third] = chatScript.fallbacks;
    expect(before("purple monkey dishwasher", () => 0).text).toBe(first);
    expect(before("purple monkey dishwasher", () => 0.5).text).toBe(second);
    expect(before("purple monkey dishwasher", () => 0.999_999)).toEqual({
      text: third,
      links: [{ label: chatCopy.ask.offer, action: "ask-brand" }],
      suggestions: chatScript.fallbackSuggestions,
    });
  });

  it("falls back for empty, emoji-only and markup-only messages", () => {
    for (const message of ["", "🔥🔥", "<b></b>"]) {
      expect(chatScript.fallbacks).toContain(before(message, () => 0.4).text);
    }
  });
});

describe("quick replies", () => {
  it("offers three or four after the greeting and after a generic reply", () => {
    for (const topics of [
      chatScript.greeting.suggestions,
      chatScript.fallbackSuggestions,
    ]) {
      expect(topics.length).toBeGreaterThanOrEqual(3);
      expect(topics.length).toBeLessThanOrEqual(4);
    }
  });
});

describe("pickOne", () => {
  it("never reads past the end, even for a source returning 1", () => {
    expect(pickOne(["a", "b"], () => 1)).toBe("b");
  });
});

describe("replyDelay", () => {
  it("waits the least for the lowest random value and the most for the highest", () => {
    const { min, max } = chatScript.replyDelayMs;
    expect(replyDelay(() => 0)).toBe(min);
    expect(replyDelay(() => 0.999_999)).toBe(max);
  });

  it("stays within the bounds across the random range", () => {
    const { min, max } = chatScript.replyDelayMs;
    for (let step = 0; step < 100; step++) {
      const delay = replyDelay(() => step / 100);
      expect(delay).toBeGreaterThanOrEqual(min);
      expect(delay).toBeLessThanOrEqual(max);
    }
  });
});
