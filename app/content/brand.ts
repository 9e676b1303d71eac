import { site } from "./site";

/** The home page's brand statement: a teaser line and the full manifesto. */
export const brandStatement = {
  teaser: `At ${site.brand} we don't tiptoe.`,
  manifesto: [
    {
      tone: "blunt",
      title: "Blunt",
      text: "Blunt is the raised eyebrow. Witty, sarcastic, and done pretending. It says the quiet part out loud, with a straight face, and then it goes back to its coffee.",
    },
    {
      tone: "bold",
      title: "Bold",
      text: "Bold is the whole chest. Raw, unfiltered, impossible to ignore. It doesn't wait for permission and it doesn't turn the volume down.",
    },
  ],
  closing: "Are you Blunt? Or are you Bold?",
  hint: { hover: "Hover to read more...", tap: "Tap to read more..." },
} as const;

/** The three highlight pills under the hero. */
export const highlights = [
  "Premium Materials",
  "Ethically Made",
  "Bold Designs",
] as const;

/** The About page's story, as headed paragraphs. */
export const aboutStory = {
  title: "Why Blunt & Bold?",
  intro:
    "Because you've been told to tone it down, and you've been told to speak up. Sometimes on the same day.",
  sections: [
    {
      heading: "Authenticity",
      text: "We started in 2022 because shirts had stopped saying anything. Ours say what you mean: Blunt when you want the dry truth, Bold when you want it loud. No focus groups, no watered-down slogans.",
    },
    {
      heading: "Organic cotton",
      text: "Every piece is 100% organic cotton from suppliers we have worked with since day one. Soft on you, easier on the planet, harsh only in the print.",
    },
    {
      heading: "Chain-stitched seams",
      text: "Our seams are chain-stitched: the thread loops through itself so the seam flexes instead of snapping. It's slower to sew and it lasts. Like a good comeback.",
    },
  ],
} as const;
