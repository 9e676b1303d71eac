import { site } from "./site";

/** A call-to-action that goes somewhere: a route inside the site or an external page. */
export type Destination =
  { kind: "internal"; to: string } | { kind: "external"; href: string };

/** One of the home page's navigation buttons. */
export type NavButton = {
  label: string;
  destination: Destination;
};

/** The home page's button row, in the order the spec lists them. */
export const homeNav = [
  { label: "NEWS", destination: { kind: "internal", to: "/news" } },
  { label: "SHOP NOW", destination: { kind: "external", href: site.shopUrl } },
  { label: "ABOUT US", destination: { kind: "internal", to: "/about" } },
  { label: "HYPE ROOM", destination: { kind: "internal", to: "/countdown" } },
  { label: "BLOG", destination: { kind: "internal", to: "/blog" } },
] as const satisfies readonly NavButton[];
