import type { LaunchPhase } from "~/lib/launch-phase";
import { brandFacts } from "./brand-facts";
import { site } from "./site";

/** What a keyword rule is about; one rule per topic the assistant knows. */
export type ChatTopic =
  // The spec's ten.
  | "difference"
  | "timeline"
  | "materials"
  | "products"
  | "launch"
  | "story"
  | "blunt"
  | "bold"
  | "greeting"
  | "thanks"
  // What visitors of a pre-launch apparel site ask next.
  | "shipping"
  | "sizes"
  | "returns"
  | "prices"
  | "discounts"
  | "location"
  | "care"
  | "sustainability"
  | "contact"
  | "giftCards";

/**
 * How narrow a topic is, for the rule that picks one when a message matches several:
 * a `specific` question (shipping, sizes, the difference...) beats the brand in `general`
 * (the story, Blunt, Bold, the products), which beats `smalltalk` (hello, thanks).
 */
export type TopicKind = "specific" | "general" | "smalltalk";

/**
 * Something an answer offers besides its words, rendered as a real link or button: a route
 * of this site, an external page (new tab), or passing the question on to the brand.
 */
export type ChatLink =
  | { label: string; to: string }
  | { label: string; href: string }
  | { label: string; action: "ask-brand" };

/** One message from the bot. */
export type ChatAnswer = {
  text: string;
  links?: readonly ChatLink[];
  /** Topics offered as quick-reply buttons under the answer, by their `question`. */
  suggestions?: readonly ChatTopic[];
};

/** A canned answer, the words that trigger it, and how it is offered as a quick reply. */
export type ChatRule = {
  topic: ChatTopic;
  kind: TopicKind;
  /**
   * Synonyms: whole words or phrases, in any language. Matching forgives case, accents,
   * punctuation, plurals and one typo in words of five letters or more; an emoji is a word.
   */
  keywords: readonly string[];
  /** The quick-reply button's text; sent as if typed, it reaches this topic. */
  question: string;
  /** The answer, or one per launch phase when it depends on whether the drop is live. */
  reply: ChatAnswer | Record<LaunchPhase, ChatAnswer>;
};

/** Everything the chat assistant says, and the limits it works within. */
export type ChatScript = {
  /** The bot's first message when the chat opens. */
  greeting: ChatAnswer;
  /**
   * Rules, narrower before broader within each kind: when a message matches several, the
   * most specific kind wins, then the rule listed first (see `pickRule` in lib/chat-match).
   */
  rules: readonly ChatRule[];
  /** Answers for anything no rule matches; one is picked at random. */
  fallbacks: readonly [string, string, string];
  /** Quick replies under a generic answer. */
  fallbackSuggestions: readonly ChatTopic[];
  /** Random wait before each answer, in milliseconds. */
  replyDelayMs: { min: number; max: number };
  /** Longest message a visitor can send, in characters. */
  maxMessageLength: number;
};

const hypeRoom = { label: "Visit the Hype Room", to: "/countdown" } as const;
const joinList = { label: "Join the list", to: "/news" } as const;
const shop = { label: "Shop the Drop", href: site.shopUrl } as const;
const collections = {
  label: "See the collections",
  to: "/collections",
} as const;

export const chatScript = {
  greeting: {
    text: `Hey. This is ${site.brand}. Ask us anything: what Blunt means, what Bold means, what our shirts are made of, or when the drop lands. We answer straight.`,
    suggestions: ["launch", "difference", "shipping", "sizes"],
  },
  rules: [
    {
      topic: "difference",
      kind: "specific",
      question: "What's the difference between Blunt and Bold?",
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
        "unterschied",
        "diferencia",
      ],
      reply: {
        text: "Blunt says it with a straight face; Bold says it with the whole chest. Same truth, different volume. Blunt is dry, witty and sarcastic. Bold is raw and unfiltered. Most people are both before lunch.",
      },
    },
    {
      topic: "giftCards",
      kind: "specific",
      question: "Do you do gift cards?",
      keywords: [
        "gift card",
        "giftcard",
        "gift voucher",
        "gift certificate",
        "gift",
        "present",
        "voucher",
        "🎁",
        "geschenkgutschein",
        "carte cadeau",
        "tarjeta regalo",
      ],
      reply: {
        text: "Gift cards arrive with the shop. Until then, the best present is telling someone about us before they find out themselves.",
        links: [joinList],
      },
    },
    {
      topic: "discounts",
      kind: "specific",
      question: "Any discount codes?",
      keywords: [
        "discount",
        "code",
        "promo",
        "coupon",
        "sale",
        "deal",
        "percent off",
        "student",
        "rabatt",
        "descuento",
        "reduction",
        "💸",
      ],
      reply: {
        text: "No secret codes floating around. The discounts go to the list first and to the info site, nowhere else. Get on it.",
        links: [
          joinList,
          { label: "Get Exclusive Discounts", href: site.infoUrl },
        ],
      },
    },
    {
      topic: "returns",
      kind: "specific",
      question: "Can I return something?",
      keywords: [
        "return",
        "refund",
        "exchange",
        "send back",
        "send it back",
        "money back",
        "swap",
        "retour",
        "devolucion",
        "ruckgabe",
        "umtausch",
      ],
      reply: {
        text: `Changed your mind? Fine by us. You have ${brandFacts.returnWindow} to send it back, unworn, for a refund or an exchange. No guilt trip included.`,
        links: [{ label: "Returns policy", href: brandFacts.returnsUrl }],
      },
    },
    {
      topic: "shipping",
      kind: "specific",
      question: "Where do you ship?",
      keywords: [
        "ship",
        "shipping",
        "shipment",
        "deliver",
        "delivery",
        "postage",
        "send to",
        "international",
        "worldwide",
        "abroad",
        "tracking",
        "📦",
        "🚚",
        "envio",
        "livraison",
        "livrez",
        "versand",
        "lieferung",
        "spedizione",
      ],
      reply: {
        text: `We ship to ${brandFacts.shipsTo}. Delivery times and costs show at checkout, before you pay. No surprise fees.`,
      },
    },
    {
      topic: "sizes",
      kind: "specific",
      question: "How do the sizes fit?",
      keywords: [
        "size",
        "sizing",
        "fit",
        "fits",
        "fitting",
        "true to size",
        "run small",
        "run big",
        "run large",
        "measurements",
        "xs",
        "xl",
        "xxl",
        "oversized",
        "plus size",
        "📏",
        "talla",
        "taille",
        "größe",
      ],
      reply: {
        text: "Tees fit true to size with a relaxed cut. Between two sizes? Size up if you like room, down if you like it sharp. The size guide has the numbers.",
        links: [{ label: "Size guide", href: brandFacts.sizeGuideUrl }],
      },
    },
    {
      topic: "care",
      kind: "specific",
      question: "How do I wash it?",
      keywords: [
        "wash",
        "washing",
        "washed",
        "laundry",
        "dryer",
        "tumble",
        "iron",
        "ironing",
        "shrink",
        "bleach",
        "fade",
        "care",
        "look after",
        "🧺",
        "waschen",
        "lavar",
        "laver",
      ],
      reply: {
        text: "Cold wash, inside out, hang to dry. Skip the tumble dryer and the bleach. Treat the print like it treats everyone else: with respect it didn't ask for.",
      },
    },
    {
      topic: "sustainability",
      kind: "specific",
      question: "Is it sustainable?",
      keywords: [
        "sustainable",
        "sustainability",
        "eco",
        "ethical",
        "ethically",
        "environment",
        "planet",
        "green",
        "carbon",
        "packaging",
        "plastic",
        "fair trade",
        "recycled",
        "vegan",
        "🌱",
        "🌍",
        "♻️",
        "nachhaltig",
        "sostenible",
        "durable",
      ],
      reply: {
        text: "100% organic cotton, chain-stitched seams that outlast the trend, and suppliers we've worked with since 2022. We won't call it perfect. We will call it honest.",
        links: [{ label: "Read our story", to: "/about" }],
      },
    },
    {
      topic: "materials",
      kind: "specific",
      question: "What are the shirts made of?",
      keywords: [
        "organic",
        "cotton",
        "material",
        "fabric",
        "made of",
        "made from",
        "quality",
        "seam",
        "stitch",
        "stitched",
        "stitching",
        "chain stitch",
        "baumwolle",
        "algodon",
        "coton",
      ],
      reply: {
        text: "Every piece is 100% organic cotton. The seams are chain-stitched, so they flex instead of snapping. Soft on you, easier on the planet, harsh only in the print.",
      },
    },
    {
      topic: "prices",
      kind: "specific",
      question: "How much does it cost?",
      keywords: [
        "price",
        "pricing",
        "cost",
        "how much",
        "expensive",
        "cheap",
        "afford",
        "💰",
        "precio",
        "cuesta",
        "prix",
        "preis",
        "kostet",
      ],
      reply: {
        text: `Tees are ${brandFacts.teePrice}. Not cheap, not silly: organic cotton and seams that last cost what they cost.`,
        links: [collections],
      },
    },
    {
      topic: "location",
      kind: "specific",
      question: "Where are you based?",
      keywords: [
        "based",
        "where are you",
        "where you from",
        "where is the brand",
        "located",
        "location",
        "headquarters",
        "hq",
        "which country",
        "what country",
        "what city",
        "physical store",
        "ansassig",
      ],
      reply: {
        text: `We're based in ${brandFacts.basedIn}. Online first, so wherever you are, we're one tab away.`,
      },
    },
    {
      topic: "timeline",
      kind: "specific",
      question: "When did you start?",
      keywords: [
        "2022",
        "when did",
        "since when",
        "founded",
        "founder",
        "started",
        "began",
        "history",
        "timeline",
        "supplier",
        "who makes",
        "made",
        "factory",
        "manufacturer",
      ],
      reply: {
        text: "We started in 2022, two friends tired of shirts that said nothing. We spent that first year finding suppliers we could stand behind, and we still work with them today. Slow start. Zero regrets.",
      },
    },
    {
      topic: "launch",
      kind: "specific",
      question: "When's the drop?",
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
        "notify",
        "available",
        "out yet",
        "open",
        "🚀",
        "lanzamiento",
        "lancement",
      ],
      reply: {
        before: {
          text: "The countdown in the Hype Room tells you exactly when. Want the news before everyone else? Join the list. We email rarely and never politely.",
          links: [hypeRoom, joinList],
        },
        live: {
          text: "The drop is live. The countdown hit zero and the first drop is in the shop now. Go get it before someone louder does.",
          links: [shop],
        },
      },
    },
    {
      topic: "contact",
      kind: "specific",
      question: "How can I contact you?",
      keywords: [
        "contact",
        "email",
        "mail",
        "phone",
        "call",
        "reach",
        "get in touch",
        "customer service",
        "support",
        "human",
        "talk to",
        "kontakt",
        "contacto",
      ],
      reply: {
        text: `Write to ${brandFacts.contactEmail}. A human reads it, and that human has opinions.`,
        links: [
          { label: "Email us", href: `mailto:${brandFacts.contactEmail}` },
        ],
      },
    },
    {
      topic: "story",
      kind: "general",
      question: "What's Blunt & Bold about?",
      keywords: [
        "story",
        "about you",
        "about us",
        "about the brand",
        "tell me about",
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
      reply: {
        text: `${site.brand} is statement apparel for people who mean what they say. ${site.tagline}: Blunt for the dry truth, Bold for the loud one. No focus groups, no watered-down slogans.`,
        links: [{ label: "Read our story", to: "/about" }],
      },
    },
    {
      topic: "products",
      kind: "general",
      question: "What do you sell?",
      keywords: [
        "product",
        "sell",
        "selling",
        "tee",
        "t shirt",
        "tshirt",
        "shirt",
        "hoodie",
        "accessory",
        "collection",
        "merch",
        "clothes",
        "clothing",
        "buy",
        "tank",
        "jewelry",
        "footwear",
        "👕",
        "camiseta",
      ],
      reply: {
        text: "Right now: tees, in both tones. Hoodies and accessories are on the way, and they won't be quiet about it. Browse the upcoming collections on this page.",
        links: [collections],
      },
    },
    {
      topic: "blunt",
      kind: "general",
      question: "What does Blunt mean?",
      keywords: ["blunt", "bluntly", "sarcastic", "sarcasm", "witty", "dry"],
      reply: {
        text: "Blunt is the raised eyebrow. Witty, sarcastic, and done pretending. It says the quiet part out loud, straight-faced, then goes back to its coffee.",
      },
    },
    {
      topic: "bold",
      kind: "general",
      question: "What does Bold mean?",
      keywords: ["bold", "boldly", "raw", "unfiltered", "loud"],
      reply: {
        text: "Bold is the whole chest. Raw, unfiltered, impossible to ignore. It doesn't wait for permission and it doesn't turn the volume down.",
      },
    },
    {
      topic: "greeting",
      kind: "smalltalk",
      question: "Hey",
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
        "hola",
        "bonjour",
        "hallo",
        "ciao",
        "salut",
        "👋",
      ],
      reply: {
        text: "Hey yourself. Ask about Blunt, Bold, our organic cotton or the launch. Small talk is fine too, but we'll be honest about it.",
        suggestions: ["launch", "difference", "prices"],
      },
    },
    {
      topic: "thanks",
      kind: "smalltalk",
      question: "Thanks",
      keywords: [
        "thanks",
        "thank",
        "thx",
        "ty",
        "cheers",
        "appreciate",
        "gracias",
        "merci",
        "danke",
        "grazie",
        "🙏",
      ],
      reply: {
        text: "Anytime. We'd say it's our pleasure, but we only say what we mean. It is, though.",
      },
    },
  ],
  fallbacks: [
    "No idea what that means, and we're not going to pretend we do. Try Blunt, Bold, materials or the launch.",
    "That one went right past us. Ask about our story, our cotton or the countdown and we'll give it to you straight.",
    "We don't do vague answers, so here's an honest one: we don't know. Ask about the collections or the launch instead.",
  ],
  fallbackSuggestions: ["launch", "shipping", "sizes", "prices"],
  replyDelayMs: { min: 1000, max: 2000 },
  maxMessageLength: 500,
} as const satisfies ChatScript;
