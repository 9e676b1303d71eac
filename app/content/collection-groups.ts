/** The product shape an item's artwork draws. */
export type Garment =
  | "tee"
  | "fitted-tee"
  | "tank"
  | "long-sleeve"
  | "hoodie"
  | "jacket"
  | "cap"
  | "beanie"
  | "tote"
  | "keyring"
  | "chain"
  | "flip-flops";

/** One garment or accessory line on the collections page. */
export type CollectionItem = {
  /** Stable slug; also names the item's artwork file. */
  id: string;
  /** Display name, exactly as the brand writes it. */
  name: string;
  /** One or two sentences in the item's voice. */
  description: string;
  /** Release status shown under the description. */
  status:
    | "Coming Soon"
    | "Coming This Fall"
    | "Fall/Winter 2025"
    | "Coming Summer 2025";
  /** Short code printed on the card's badge. */
  badge: string;
  /** Show the garment on a full model silhouette rather than flat. */
  showFullModel?: boolean;
  /** The product shape its artwork draws. */
  garment: Garment;
  /**
   * The line printed on the product in its artwork. Garments with two print areas (a long
   * sleeve's front and arm, a pair of flip-flops) share its words out evenly, in order.
   */
  slogan: string;
  /** Print the slogan small on the chest instead of across the front. */
  chestPrint?: boolean;
};

/** A heading on the collections page and the items under it. */
export type CollectionGroup = {
  /** Stable slug, used as the section's anchor. */
  id: string;
  /** The group's name. */
  name: string;
  /** Heading shown above the group when it differs from the name. */
  heading?: string;
  items: readonly CollectionItem[];
};

export const collectionGroups = [
  {
    id: "for-him",
    name: "For Him",
    items: [
      {
        id: "bold-mens-tees",
        name: "Bold Mens Tees",
        description:
          "Heavyweight, loud and unapologetic. Say it once; the shirt keeps saying it.",
        status: "Coming Soon",
        badge: "BMT",
        showFullModel: true,
        garment: "tee",
        slogan: "Say it louder",
      },
      {
        id: "blunt-mens-tees",
        name: "Blunt Mens Tees",
        description:
          "Dry one-liners for men who have heard your excuse before. Twice.",
        status: "Coming Soon",
        badge: "BLMT",
        garment: "tee",
        slogan: "Heard your excuse. Twice.",
      },
      {
        id: "bold-tanks",
        name: "Bold Tanks",
        description:
          "Sleeves are a suggestion. Raw-edge tanks for arms with opinions.",
        status: "Coming Summer 2025",
        badge: "BTK",
        garment: "tank",
        slogan: "Arms with opinions",
      },
      {
        id: "blunt-tanks",
        name: "Blunt Tanks",
        description: "A tank top that answers small talk before it starts.",
        status: "Coming Summer 2025",
        badge: "BLTK",
        garment: "tank",
        slogan: "Not here for small talk.",
      },
    ],
  },
  {
    id: "for-her",
    name: "For Her",
    items: [
      {
        id: "bold-womens-tees",
        name: "Bold Womens Tees",
        description:
          "Cut to move, printed to be heard. No apologies stitched in.",
        status: "Coming Soon",
        badge: "BWT",
        showFullModel: true,
        garment: "fitted-tee",
        slogan: "No apologies",
      },
      {
        id: "blunt-womens-tees",
        name: "Blunt Womens Tees",
        description:
          "Polite smile, impolite shirt. The perfect division of labour.",
        status: "Coming Soon",
        badge: "BLWT",
        garment: "fitted-tee",
        slogan: "Polite smile. Impolite shirt.",
      },
    ],
  },
  {
    id: "classic-apparel",
    name: "Classic Apparel",
    heading: "Unisex",
    items: [
      {
        id: "insignia-tees",
        name: "Insignia Tees",
        description:
          "The B&B mark, chain-stitched small on the chest. Quiet, until it isn't.",
        status: "Coming This Fall",
        badge: "INS",
        garment: "tee",
        slogan: "B&B",
        chestPrint: true,
      },
      {
        id: "signature-tees",
        name: "Signature Tees",
        description:
          "Our tagline across 100% organic cotton: a mindset you can wear.",
        status: "Coming Soon",
        badge: "SIG",
        garment: "tee",
        slogan: "A mindset you can wear",
      },
      {
        id: "heritage-tees",
        name: "Heritage Tees",
        description:
          "Back to 2022, when two friends decided shirts should have something to say.",
        status: "Fall/Winter 2025",
        badge: "HER",
        garment: "tee",
        slogan: "Est. 2022",
      },
    ],
  },
  {
    id: "long-sleeves",
    name: "Long Sleeves",
    items: [
      {
        id: "bold-long-sleeves",
        name: "Bold",
        description:
          "Long sleeves, short fuse. Full-length prints that run down the arm.",
        status: "Coming This Fall",
        badge: "BLS",
        garment: "long-sleeve",
        slogan: "Short fuse. Long sleeves.",
      },
      {
        id: "blunt-long-sleeves",
        name: "Blunt",
        description: "For cold days and colder comebacks.",
        status: "Coming This Fall",
        badge: "BLLS",
        garment: "long-sleeve",
        slogan: "Cold days. Colder comebacks.",
      },
    ],
  },
  {
    id: "outerwear",
    name: "Outerwear",
    items: [
      {
        id: "statement-outerwear",
        name: "Statement Outerwear",
        description: "Jackets that walk into the room a second before you do.",
        status: "Fall/Winter 2025",
        badge: "SOW",
        garment: "jacket",
        slogan: "Here before you",
      },
      {
        id: "blunt-hoodies",
        name: "Blunt Hoodies",
        description:
          "Hood up, expectations down. Brushed organic fleece, sharp words.",
        status: "Fall/Winter 2025",
        badge: "BLH",
        garment: "hoodie",
        slogan: "Hood up. Expectations down.",
      },
      {
        id: "bold-hoodies",
        name: "Bold Hoodies",
        description:
          "Oversized, overbuilt, over it. Chain-stitched seams that outlast the trend.",
        status: "Fall/Winter 2025",
        badge: "BH",
        garment: "hoodie",
        slogan: "Over it",
      },
    ],
  },
  {
    id: "jewelry",
    name: "Jewelry",
    items: [
      {
        id: "statement-jewelry",
        name: "Statement Jewelry",
        description:
          "Chains, rings and tags engraved with the things you were thinking anyway.",
        status: "Coming Soon",
        badge: "SJ",
        garment: "chain",
        slogan: "Said it",
      },
    ],
  },
  {
    id: "footwear",
    name: "Footwear",
    items: [
      {
        id: "blunt-flip-flops",
        name: "Blunt Flip-Flops",
        description:
          "Every step leaves a message in the sand. Mostly rude, always true.",
        status: "Coming Summer 2025",
        badge: "BFF",
        garment: "flip-flops",
        slogan: "Walk away.",
      },
    ],
  },
  {
    id: "accessories",
    name: "Accessories",
    items: [
      {
        id: "blunt-accessories",
        name: "Blunt Accessories",
        description:
          "Caps and socks for people who finish other people's sentences. Correctly.",
        status: "Coming Soon",
        badge: "BLA",
        garment: "cap",
        slogan: "No.",
      },
      {
        id: "bold-accessories",
        name: "Bold Accessories",
        description:
          "Beanies, bandanas and patches loud enough to be heard from across the street.",
        status: "Coming Soon",
        badge: "BA",
        garment: "beanie",
        slogan: "Loud",
      },
      {
        id: "statement-bags",
        name: "Statement Bags",
        description:
          "Organic canvas totes that carry your groceries and your opinions.",
        status: "Coming Soon",
        badge: "SB",
        garment: "tote",
        slogan: "Groceries & opinions",
      },
      {
        id: "statement-keyrings",
        name: "Statement Keyrings",
        description:
          "Small enough for a pocket, blunt enough to start a conversation.",
        status: "Coming Soon",
        badge: "SK",
        garment: "keyring",
        slogan: "Ask me later",
      },
    ],
  },
] as const satisfies readonly CollectionGroup[];
