import type { VideoClip } from "./video-sizes";

/** A card in the home page's upcoming-collections carousel. */
export type UpcomingCollection = {
  /** Stable numeric id; also names the card's artwork file. */
  id: number;
  /** Collection name. */
  name: string;
  /** Category label above the name, when the brand has given one. */
  category?: string;
  /** One-line tagline previewing the collection. */
  preview: string;
  /** Release status. */
  status: string;
  /** Short video on YouTube, played in place when the card is clicked. */
  youtubeUrl?: string;
  /** Self-hosted short clip under app/assets/video/, played in place when clicked. */
  clip?: VideoClip;
  /** Show the artwork only, never a video. */
  imageOnly?: boolean;
};

export const upcomingCollections = [
  {
    id: 1,
    name: "Women's Active Wear",
    category: "Active Wear",
    preview: "Sweat-proof sarcasm for the last rep and the last word.",
    status: "Coming Soon",
    clip: "card-active",
  },
  {
    id: 2,
    name: "Men's Active Wear",
    category: "Active Wear",
    preview: "Built to move. Printed to provoke.",
    status: "Coming Soon",
  },
  {
    id: 3,
    name: "Outerwear",
    preview: "Layers with something to say when the weather turns.",
    status: "In Development",
  },
  {
    id: 4,
    name: "Women's Streetwear",
    category: "Streetwear",
    preview: "Street-ready statements. No translation needed.",
    status: "Coming Soon",
    clip: "card-streetwear",
  },
  {
    id: 5,
    name: "Signature Tees",
    category: "Premium",
    preview: "The tagline, on the tee, on you. A mindset you can wear.",
    status: "Coming Soon",
  },
  {
    id: 6,
    name: "Signature Apex",
    category: "Premium",
    preview: "Our heaviest cotton and sharpest lines. The top of the range.",
    status: "Coming Soon",
  },
  {
    id: 7,
    name: "Jewelry",
    preview: "Engraved pieces that say it so you don't have to.",
    status: "Coming Soon",
    imageOnly: true,
  },
  {
    id: 8,
    name: "Footwear",
    preview: "Flip-flops that leave opinions in the sand.",
    status: "Summer 2025",
  },
  {
    id: 9,
    name: "Heritage Tees",
    category: "Heritage",
    preview: "Where it started in 2022, reprinted for the ones who were there.",
    status: "Coming Soon",
  },
  {
    id: 10,
    name: "Denim",
    preview: "Raw denim with chain-stitched seams and nothing to hide.",
    status: "Coming Soon",
    imageOnly: true,
  },
] as const satisfies readonly UpcomingCollection[];
