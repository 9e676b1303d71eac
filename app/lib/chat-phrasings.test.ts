// Real visitor phrasings, as typed: typos, slang, mixed case, several questions at once,
// emoji and other languages, each with the topic it must reach. The run prints the share
// that reaches a non-generic answer, and fails below the targets.
import { afterAll, describe, expect, it } from "vitest";
import type { ChatTopic } from "~/content/chat-script";
import { matchRule } from "./chat-reply";

const phrasings: [string, ChatTopic][] = [
  // The spec's topics.
  ["whats the diffrence between blunt and bold", "difference"],
  ["blunt or bold which one am i", "difference"],
  ["Blunt vs Bold??", "difference"],
  ["what does blunt even mean lol", "blunt"],
  ["BOLD = ?", "bold"],
  ["what's bold about", "bold"],
  ["tell me ur story", "story"],
  ["who r u guys", "story"],
  ["whats the mission", "story"],
  ["when did u guys start", "timeline"],
  ["who are your suppliers?", "timeline"],
  ["where are the clothes made", "timeline"],
  ["is it 100% cotton", "materials"],
  ["what fabric r the tees", "materials"],
  ["wat are the shirts made of", "materials"],
  ["do u sell hoodies", "products"],
  ["any merch besides tshirts?", "products"],
  ["when is the lauch", "launch"],
  ["WHEN DOES IT DROP", "launch"],
  ["how do i sign up for the newsletter", "launch"],
  ["is the shop open yet", "launch"],
  ["🚀 when?", "launch"],
  ["yo", "greeting"],
  ["Hellooo 👋", "greeting"],
  ["thx!!", "thanks"],
  ["cheers mate 🙏", "thanks"],
  // Shipping and where.
  ["do you ship to canada?", "shipping"],
  ["Shiping to Australia??", "shipping"],
  ["do u deliver internationally", "shipping"],
  ["how much is delivery", "shipping"],
  ["📦 to germany?", "shipping"],
  ["Hacen envíos a México?", "shipping"],
  ["Versand nach Österreich?", "shipping"],
  // Sizes and fit.
  ["what sizes do you have", "sizes"],
  ["do the tees run small", "sizes"],
  ["is there a size guide", "sizes"],
  ["how's the fit, im between M and L", "sizes"],
  ["do you do XXL", "sizes"],
  ["Quelle taille choisir ?", "sizes"],
  // Returns.
  ["can i return it if it doesnt fit", "returns"],
  ["refund policy?", "returns"],
  ["can I exchange for another size", "returns"],
  ["retuns??", "returns"],
  // Prices.
  ["how much r the tees", "prices"],
  ["whats the price", "prices"],
  ["is it expensive", "prices"],
  ["cuánto cuesta una camiseta", "prices"],
  ["Was kostet ein Shirt?", "prices"],
  // Discounts and codes.
  ["any discount codes?", "discounts"],
  ["got a promo code for first order", "discounts"],
  ["student discount?", "discounts"],
  ["is there a sale on launch day", "discounts"],
  // Where the brand is based.
  ["where are you based", "location"],
  ["where r u guys located", "location"],
  ["what country are you from", "location"],
  ["do you have a physical store", "location"],
  // Care and washing.
  ["how do i wash it", "care"],
  ["will it shrink in the dryer", "care"],
  ["can i iron the print", "care"],
  // Sustainability.
  ["is it sustainable", "sustainability"],
  ["are you ethical or just saying it", "sustainability"],
  ["eco friendly packaging?", "sustainability"],
  ["🌱?", "sustainability"],
  // Contact.
  ["how can i contact you", "contact"],
  ["whats your email", "contact"],
  ["can I talk to a human", "contact"],
  // Gift cards.
  ["do you do gift cards", "giftCards"],
  ["giftcard for my brother?", "giftCards"],
  ["🎁 options?", "giftCards"],
  // Several questions in one message: the more specific topic answers.
  ["hi! do you ship to the UK?", "shipping"],
  ["thanks! and when's the launch", "launch"],
  ["love the bold vibe, how much are the hoodies", "prices"],
  ["do you ship to canada and how much are tees", "shipping"],
  ["how much is a gift card", "giftCards"],
];

const reached: ChatTopic[] = [];

describe("the chat understands what visitors actually type", () => {
  it("has at least 60 phrasings", () => {
    expect(phrasings.length).toBeGreaterThanOrEqual(60);
  });

  it.each(phrasings)("%j reaches %s", (message, topic) => {
    const found = matchRule(message)?.topic;
    if (found) reached.push(found);
    expect(found).toBe(topic);
  });
});

afterAll(() => {
  const right = phrasings.filter(
    ([message, topic]) => matchRule(message)?.topic === topic,
  );
  const answered = phrasings.filter(
    ([message]) => matchRule(message) !== undefined,
  );
  const share = (part: number) =>
    `${((part / phrasings.length) * 100).toFixed(1)} %`;
  console.log(
    `chat coverage: ${share(answered.length)} of ${phrasings.length} phrasings reach a non-generic answer, ${share(right.length)} the right topic`,
  );
});
