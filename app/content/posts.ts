/** A blog post. Only published posts can be opened. */
export type BlogPost = {
  /** Stable slug; also names the post's artwork file. */
  id: string;
  title: string;
  /** Teaser shown on the card. */
  excerpt: string;
  /** Full article as paragraphs; only published posts have it. */
  fullContent?: readonly string[];
  author: string;
  /** Publication date, ISO yyyy-mm-dd. */
  date: string;
  /** Date of the last real change to a published post, ISO yyyy-mm-dd; unset until then. */
  updated?: string;
  category: string;
  isPublished: boolean;
};

/** Newest first, except the brand story, which leads as the one published post. */
export const posts = [
  {
    id: "brand-story",
    title: "The Blunt & Bold Story: A Mindset You Can Wear",
    excerpt:
      "In 2022 two friends got tired of shirts that said nothing. This is how Blunt & Bold started, and why it talks back.",
    fullContent: [
      "Blunt & Bold started in 2022 with a simple complaint: most shirts have nothing to say. Logos, yes. Slogans about brunch, plenty. But nothing you would actually say out loud to someone's face.",
      "So we split the brand in two. Blunt is the dry one: the raised eyebrow, the one-liner delivered with a straight face, the truth you didn't ask for but needed. Bold is the loud one: raw, unfiltered, the thing you say with your whole chest.",
      "Then we got serious about the part nobody sees. We spent our first year finding suppliers we could stand behind, and every piece we make is 100% organic cotton. Our seams are chain-stitched, which takes longer to sew and lasts longer to wear. A shirt that says what it means should also be made the way it should be.",
      "We are not for everyone. That's the point. If you've ever been told to tone it down, or to speak up, there's a shirt here for you.",
      "A mindset you can wear. Are you Blunt? Or are you Bold?",
    ],
    author: "The Blunt & Bold Team",
    date: "2025-08-15",
    category: "Brand Story",
    isPublished: true,
  },
  {
    id: "style-guide",
    title: "How to Wear an Opinion: A Styling Guide",
    excerpt:
      "Pairing a Blunt tee with a job interview, and other things we don't recommend.",
    author: "The Blunt & Bold Team",
    date: "2025-09-05",
    category: "Style",
    isPublished: false,
  },
  {
    id: "behind-the-print",
    title: "Behind the Print: From Idea to Ink",
    excerpt:
      "Every slogan starts as an argument in our group chat. Here's what happens next.",
    author: "The Blunt & Bold Team",
    date: "2025-08-29",
    category: "Process",
    isPublished: false,
  },
  {
    id: "community",
    title: "You Said It First: Community Slogans",
    excerpt:
      "The best lines we've heard from you, and the ones we can't print.",
    author: "The Blunt & Bold Team",
    date: "2025-08-22",
    category: "Community",
    isPublished: false,
  },
] as const satisfies readonly BlogPost[];
