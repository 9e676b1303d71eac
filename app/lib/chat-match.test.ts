import { describe, expect, it } from "vitest";
import type { ChatRule } from "~/content/chat-script";
import {
  containsPhrase,
  matchingRules,
  pickRule,
  tokenize,
  withinOneEdit,
} from "./chat-match";

describe("tokenize", () => {
  it("drops case, punctuation, symbols and accents", () => {
    expect(tokenize("  What's BOLD?!  Café & co.")).toEqual([
      "what",
      "s",
      "bold",
      "cafe",
      "co",
    ]);
  });

  it("keeps letters of other scripts, digits and each emoji as a word", () => {
    expect(tokenize("مرحبا 2022 👋🏽🔥")).toEqual(["مرحبا", "2022", "👋", "🔥"]);
  });

  it("gives singular and plural the same form", () => {
    expect(
      tokenize("sizes size hoodies hoodie accessories accessory dress"),
    ).toEqual([
      "size",
      "size",
      "hoody",
      "hoody",
      "accessory",
      "accessory",
      "dress",
    ]);
  });

  it("reads chat shorthand as the words it stands for", () => {
    expect(tokenize("where r u, wat is ur name")).toEqual(
      tokenize("where are you, what is your name"),
    );
  });
});

describe("withinOneEdit", () => {
  it.each([
    ["diffrence", "difference"],
    ["shiping", "shipping"],
    ["retrun", "return"],
    ["prise", "price"],
    ["launch", "lauch"],
  ])("forgives %s for %s", (typo, word) => {
    expect(withinOneEdit(typo, word)).toBe(true);
    expect(withinOneEdit(word, typo)).toBe(true);
  });

  it.each([
    ["diference", "differents"],
    ["abc", "cba"],
    ["launch", "lunchs"],
    ["size", "sizes!"],
  ])("does not forgive two edits: %s for %s", (a, b) => {
    expect(withinOneEdit(a, b)).toBe(false);
  });
});

describe("containsPhrase", () => {
  const words = tokenize("how much is the shiping to canada");

  it("finds a phrase's words next to each other, in order", () => {
    expect(containsPhrase(words, tokenize("how much"))).toBe(true);
    expect(containsPhrase(words, tokenize("much how"))).toBe(false);
    expect(containsPhrase(words, tokenize("how canada"))).toBe(false);
  });

  it("forgives one typo in words of five letters or more, never in shorter ones", () => {
    expect(containsPhrase(words, tokenize("shipping"))).toBe(true);
    expect(containsPhrase(tokenize("do you shop"), tokenize("ship"))).toBe(
      false,
    );
    expect(containsPhrase(tokenize("sise"), tokenize("size"))).toBe(false);
  });

  it("takes real words near a keyword at their word", () => {
    expect(containsPhrase(tokenize("i think so"), tokenize("thank"))).toBe(
      false,
    );
    expect(containsPhrase(tokenize("hello there"), tokenize("where"))).toBe(
      false,
    );
    expect(containsPhrase(tokenize("a short story"), tokenize("shirt"))).toBe(
      false,
    );
  });

  it("never takes a word that is a keyword itself for a typo of another", () => {
    const rules = [
      rule("timeline", "specific", ["began"]),
      rule("sustainability", "specific", ["vegan"]),
    ];
    expect(
      matchingRules("when it began", rules).map((match) => match.topic),
    ).toEqual(["timeline"]);
    expect(
      matchingRules("is it vegann", rules).map((match) => match.topic),
    ).toEqual(["sustainability"]);
  });

  it("matches whole words only", () => {
    expect(containsPhrase(tokenize("boldness"), tokenize("bold"))).toBe(false);
    expect(containsPhrase(tokenize("something"), tokenize("hi"))).toBe(false);
  });
});

const rule = (
  topic: ChatRule["topic"],
  kind: ChatRule["kind"],
  keywords: string[],
): ChatRule => ({
  topic,
  kind,
  keywords,
  question: topic,
  reply: { text: topic },
});

describe("pickRule: the more specific topic wins", () => {
  const rules = [
    rule("shipping", "specific", ["shipping"]),
    rule("prices", "specific", ["how much"]),
    rule("bold", "general", ["bold"]),
    rule("greeting", "smalltalk", ["hi"]),
  ];
  const winner = (message: string) =>
    pickRule(matchingRules(message, rules))?.topic;

  it("prefers a specific topic to a general one and a general one to small talk", () => {
    expect(winner("hi, what is bold")).toBe("bold");
    expect(winner("bold shipping hi")).toBe("shipping");
    expect(winner("hi")).toBe("greeting");
  });

  it("prefers the topic listed first between two of the same kind, wherever they appear", () => {
    expect(winner("how much is shipping")).toBe("shipping");
    expect(winner("shipping: how much")).toBe("shipping");
    expect(
      pickRule(matchingRules("how much is shipping", [...rules].reverse()))
        ?.topic,
    ).toBe("prices");
  });

  it("answers nothing when nothing matches", () => {
    expect(winner("purple monkey dishwasher")).toBeUndefined();
  });
});
