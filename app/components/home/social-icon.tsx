import {
  siFacebook,
  siInstagram,
  siPinterest,
  siTiktok,
  siX,
  siYoutube,
} from "simple-icons";
import type { SocialProfile } from "~/content/site";

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

/** A social network's glyph; decorative, the link around it carries the name. */
export function SocialIcon({ name }: { name: SocialProfile["name"] }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      fill="currentColor"
      fillRule="evenodd"
    >
      <path d={paths[name]} />
    </svg>
  );
}
