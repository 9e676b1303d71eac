import {
  siFacebook,
  siInstagram,
  siPinterest,
  siTiktok,
  siX,
  siYoutube,
} from "simple-icons";
import type { SocialProfile } from "../../app/content/site";
import { socialGlyphId } from "../../app/lib/social-glyph";
import { el } from "./svg";

// simple-icons has no LinkedIn glyph (withdrawn at LinkedIn's request): a plain "in" mark stands in.
const linkedInPath =
  "M3 3h18v18H3zM7 10v7h2.4v-7zm1.2-3.6a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6zM11 10v7h2.4v-3.7c0-1 .5-1.6 1.3-1.6s1.2.6 1.2 1.6V17H18v-4.3c0-2-1.1-2.9-2.6-2.9-1 0-1.7.5-2 1V10z";

const paths: Record<SocialProfile["name"], string> = {
  Instagram: siInstagram.path,
  Facebook: siFacebook.path,
  TikTok: siTiktok.path,
  X: siX.path,
  Pinterest: siPinterest.path,
  YouTube: siYoutube.path,
  LinkedIn: linkedInPath,
};

/** Where a network's glyph file lives, from the repository root. */
export const socialGlyphFile = (name: SocialProfile["name"]) =>
  `app/assets/brand/social/${socialGlyphId(name)}.svg`;

/**
 * Every network's glyph as its own small SVG file. The page shows them as CSS masks
 * (`social-icon.tsx`), so they stay out of the HTML that must arrive in the first round trip
 * and load as low-priority images once the row nears the viewport.
 */
export function socialGlyphs(): Map<string, string> {
  return new Map(
    Object.entries(paths).map(([name, d]) => [
      socialGlyphFile(name as SocialProfile["name"]),
      `${el(
        "svg",
        { xmlns: "http://www.w3.org/2000/svg", viewBox: "0 0 24 24" },
        el("path", { d, "fill-rule": "evenodd" }),
      )}\n`,
    ]),
  );
}
