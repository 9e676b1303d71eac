// Apart from site.ts, which every page loads: only the chat's answers (a lazy chunk) quote
// these, so they stay out of the pages' initial JavaScript.

export type BrandFacts = {
  /** Where orders ship, as it reads after "We ship to": "the UK, the EU and the US". */
  shipsTo: string;
  /** Where the brand is based, as it reads after "We're based in": "Manchester, UK". */
  basedIn: string;
  /** How long a visitor has to send an order back, after "You have": "30 days". */
  returnWindow: string;
  /** What a tee costs, after "Tees are": "35 EUR". */
  teePrice: string;
  /** Address visitors can write to with any question. */
  contactEmail: string;
  /** The shop's size guide. */
  sizeGuideUrl: string;
  /** The shop's returns policy. */
  returnsUrl: string;
};

/**
 * Facts only the brand can give; the chat's answers quote them. Until the brand gives them,
 * they are placeholders (example.com, or text starting with "Example") that
 * `npm run check:launch` lists.
 */
export const brandFacts = {
  shipsTo: "Example: the UK, the EU and the US",
  basedIn: "Example City",
  returnWindow: "Example: 30 days",
  teePrice: "Example: 35 EUR",
  contactEmail: "hello@example.com",
  sizeGuideUrl: "https://shop.example.com/size-guide",
  returnsUrl: "https://shop.example.com/returns",
} as const satisfies BrandFacts;
