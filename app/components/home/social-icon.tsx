import type { SocialProfile } from "~/content/site";

// Each glyph is its own file (`npm run art`), drawn as a mask in the link's text colour, so it
// follows hover; in forced colours it takes the link colour, as the link's text does. A CSS
// image below the fold loads at low priority once the row nears the viewport, and none of its
// bytes ride in the HTML (ADR 014). Tailwind only sees whole class names: each is written out.
const glyphs: Record<SocialProfile["name"], string> = {
  Instagram: "mask-[url(./assets/brand/social/instagram.svg)]",
  Facebook: "mask-[url(./assets/brand/social/facebook.svg)]",
  TikTok: "mask-[url(./assets/brand/social/tiktok.svg)]",
  X: "mask-[url(./assets/brand/social/x.svg)]",
  Pinterest: "mask-[url(./assets/brand/social/pinterest.svg)]",
  YouTube: "mask-[url(./assets/brand/social/youtube.svg)]",
  LinkedIn: "mask-[url(./assets/brand/social/linkedin.svg)]",
};

/** A social network's glyph; decorative, the link around it carries the name. */
export function SocialIcon({ name }: { name: SocialProfile["name"] }) {
  return (
    <span
      aria-hidden="true"
      className={`size-5.5 bg-current mask-contain mask-center mask-no-repeat forced-color-adjust-none forced-colors:bg-[LinkText] ${glyphs[name]}`}
    />
  );
}
