import { site } from "./site";

/** What a keyword rule is about; one rule per topic the assistant knows. */
export type ChatTopic =
  | "difference"
  | "timeline"
  | "materials"
  | "products"
  | "launch"
  | "story"
  | "blunt"
  | "bold"
  | "greeting"
  | "thanks";

/** A canned answer and the words that trigger it. */
export type ChatRule = {
  topic: ChatTopic;
  /**
   * Whole words or phrases, matched case-insensitively with punctuation ignored
   * ("what's" matches "whats?" and "What's"). Any one of them triggers the rule.
   */
  keywords: readonly string[];
  /** The bot's answer, in the brand's voice. */
  reply: string;
};

/** Everything the chat assistant says, and the limits it works within. */
export type ChatScript = {
  /** The bot's first message when the chat opens. */
  greeting: string;
  /**
   * Rules in priority order: the first rule with a matching keyword answers, so the
   * specific topics come before the brand name and the small talk.
   */
  rules: readonly ChatRule[];
  /** Answers for anything no rule matches; one is picked at random. */
  fallbacks: readonly [string, string, string];
  /** Random wait before each answer, in milliseconds. */
  replyDelayMs: { min: number; max: number };
  /** Longest message a visitor can send, in characters. */
  maxMessageLength: number;
};

export const chatScript = {
  greeting: `Hey. This is ${site.brand}. Ask us anything: what Blunt means, what Bold means, what our shirts are made of, or when the drop lands. We answer straight.`,
  rules: [
    {
      topic: "difference",
      keywords: [
        "difference",
        "different",
        "differ",
        "vs",
        "versus",
        "compare",
        "which one",
        "which tone",
        "or bold",
        "or blunt",
      ],
      reply:
        "Blunt says it with a straight face; Bold says it with the whole chest. Same truth, different volume. Blunt is dry, witty and sarcastic. Bold is raw and unfiltered. Most people are both before lunch.",
    },
    {
      topic: "timeline",
      keywords: [
        "2022",
        "when did",
        "since when",
        "founded",
        "founder",
        "founders",
        "started",
        "began",
        "history",
        "timeline",
        "supplier",
        "suppliers",
        "who makes",
        "where made",
        "made where",
        "factory",
        "factories",
        "manufacturer",
      ],
      reply:
        "We started in 2022, two friends tired of shirts that said nothing. We spent that first year finding suppliers we could stand behind, and we still work with them today. Slow start. Zero regrets.",
    },
    {
      topic: "materials",
      keywords: [
        "organic",
        "cotton",
        "material",
        "materials",
        "fabric",
        "fabrics",
        "made of",
        "quality",
        "sustainable",
        "sustainability",
        "eco",
        "ethical",
        "ethically",
        "seam",
        "seams",
        "stitch",
        "stitched",
        "stitching",
        "chain stitch",
      ],
      reply:
        "Every piece is 100% organic cotton. The seams are chain-stitched, so they flex instead of snapping. Soft on you, easier on the planet, harsh only in the print.",
    },
    {
      topic: "products",
      keywords: [
        "product",
        "products",
        "sell",
        "selling",
        "tee",
        "tees",
        "t shirt",
        "t shirts",
        "tshirt",
        "tshirts",
        "shirt",
        "shirts",
        "hoodie",
        "hoodies",
        "accessory",
        "accessories",
        "collection",
        "collections",
        "merch",
        "clothes",
        "clothing",
        "buy",
      ],
      reply:
        "Right now: tees, in both tones. Hoodies and accessories are on the way, and they won't be quiet about it. Browse the upcoming collections on this page.",
    },
    {
      topic: "launch",
      keywords: [
        "launch",
        "launching",
        "release",
        "drop",
        "when",
        "date",
        "countdown",
        "hype room",
        "sign up",
        "signup",
        "newsletter",
        "email",
        "notify",
        "available",
      ],
      reply:
        "The countdown in the Hype Room tells you exactly when. Want the news before everyone else? Sign up for the newsletter on the home page. We email rarely and never politely.",
    },
    {
      topic: "story",
      keywords: [
        "story",
        "about",
        "who are you",
        "who is",
        "brand",
        "mission",
        "why",
        "blunt bold",
        "blunt and bold",
        "mindset",
        "tagline",
      ],
      reply: `${site.brand} is statement apparel for people who mean what they say. ${site.tagline}: Blunt for the dry truth, Bold for the loud one. No focus groups, no watered-down slogans.`,
    },
    {
      topic: "blunt",
      keywords: ["blunt", "bluntly", "sarcastic", "sarcasm", "witty", "dry"],
      reply:
        "Blunt is the raised eyebrow. Witty, sarcastic, and done pretending. It says the quiet part out loud, straight-faced, then goes back to its coffee.",
    },
    {
      topic: "bold",
      keywords: ["bold", "boldly", "raw", "unfiltered", "loud"],
      reply:
        "Bold is the whole chest. Raw, unfiltered, impossible to ignore. It doesn't wait for permission and it doesn't turn the volume down.",
    },
    {
      topic: "greeting",
      keywords: [
        "hi",
        "hey",
        "hello",
        "hiya",
        "yo",
        "sup",
        "howdy",
        "good morning",
        "good afternoon",
        "good evening",
      ],
      reply:
        "Hey yourself. Ask about Blunt, Bold, our organic cotton or the launch. Small talk is fine too, but we'll be honest about it.",
    },
    {
      topic: "thanks",
      keywords: ["thanks", "thank", "thx", "ty", "cheers", "appreciate"],
      reply:
        "Anytime. We'd say it's our pleasure, but we only say what we mean. It is, though.",
    },
  ],
  fallbacks: [
    "No idea what that means, and we're not going to pretend we do. Try Blunt, Bold, materials or the launch.",
    "That one went right past us. Ask about our story, our cotton or the countdown and we'll give it to you straight.",
    "We don't do vague answers, so here's an honest one: we don't know. Ask about the collections or the launch instead.",
  ],
  replyDelayMs: { min: 1000, max: 2000 },
  maxMessageLength: 500,
} as const satisfies ChatScript;
