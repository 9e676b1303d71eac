/** A brand news entry. None is published yet: all are teased as coming soon. */
export type NewsArticle = {
  /** Stable slug; also names the entry's artwork file. */
  id: string;
  title: string;
  /** One or two sentences shown on the card. */
  excerpt: string;
  /** Full text, kept for when the article goes live. */
  content: string;
  /** Planned publication date, ISO yyyy-mm-dd. */
  date: string;
  /** Estimated reading time, e.g. "3 min read". */
  readTime: string;
  category: string;
  author?: string;
};

/** Newest first; the first entry is featured. */
export const newsArticles = [
  {
    id: "first-drop",
    title: "The First Drop Is Coming. Brace Accordingly.",
    excerpt:
      "Bold and Blunt tees, tanks and long sleeves land together. We'd tell you to act surprised, but you won't have to.",
    content:
      "The first drop brings both tones to the shop at once: Bold for the loud days, Blunt for the dry ones. Every piece is 100% organic cotton with chain-stitched seams.",
    date: "2025-08-01",
    readTime: "3 min read",
    category: "Launch",
    author: "The Blunt & Bold Team",
  },
  {
    id: "organic-cotton",
    title: "Why We Only Print on Organic Cotton",
    excerpt:
      "Short answer: it's better. Long answer: it's better, and here's the receipts.",
    content:
      "Since 2022 we have worked with suppliers who grow cotton without synthetic pesticides, so the only thing harsh about our shirts is the message.",
    date: "2025-07-18",
    readTime: "4 min read",
    category: "Materials",
  },
  {
    id: "hype-room",
    title: "Inside the Hype Room",
    excerpt:
      "A countdown, a few bad ideas and one good one. Here's how the launch room came together.",
    content:
      "The Hype Room is where the countdown lives. Visit, watch the numbers fall, and be first through the door when the drop goes live.",
    date: "2025-07-04",
    readTime: "2 min read",
    category: "Behind the Scenes",
  },
  {
    id: "chain-stitch",
    title: "Chain-Stitched Seams, Explained Without the Yawn",
    excerpt:
      "The stitch that outlives trends, washes and the occasional bad decision.",
    content:
      "A chain stitch loops the thread through itself, so the seam flexes with you instead of snapping. It takes longer to sew. We think it's worth it.",
    date: "2025-06-20",
    readTime: "3 min read",
    category: "Craft",
  },
  {
    id: "two-tones",
    title: "Blunt or Bold? A Field Guide",
    excerpt:
      "One raises an eyebrow, the other raises the volume. Work out which one you are.",
    content:
      "Blunt says the quiet part with a straight face. Bold says it through a megaphone. Most people are both, depending on the day.",
    date: "2025-06-06",
    readTime: "5 min read",
    category: "Brand",
  },
] as const satisfies readonly NewsArticle[];
