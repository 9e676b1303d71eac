import {
  launchListPaths,
  signupErrorPage,
  subscribedPage,
} from "./launch-list";
import { listPageMeta } from "./list-pages";

/** A screen of the site as search engines and the sitemap see it. */
export type PageEntry = {
  /** URL path, also the prerendered file's location. */
  path: string;
  /** Document title, without the brand suffix. */
  title: string;
  /** Meta description: one sentence a search result can show. */
  description: string;
};

/** The public screens, the six in navigation order, then the privacy page. */
export const pages = [
  {
    path: "/",
    title: "A Mindset You Can Wear",
    description:
      "Blunt & Bold makes statement apparel in two tones: Blunt, witty and sarcastic; Bold, raw and unfiltered. See what drops next.",
  },
  {
    path: "/collections",
    title: "Our Collections",
    description:
      "Every Blunt & Bold collection on the way: tees, tanks, long sleeves, outerwear, jewelry, footwear and accessories.",
  },
  {
    path: "/news",
    title: "News",
    description:
      "Brand news from Blunt & Bold: drops, collaborations and the occasional confession.",
  },
  {
    path: "/blog",
    title: "Blog",
    description:
      "The Blunt & Bold blog: the brand story, and what it means to wear what you mean.",
  },
  {
    path: "/about",
    title: "About",
    description:
      "Why Blunt & Bold? Organic cotton, chain-stitched seams and a brand that says what it thinks since 2022.",
  },
  {
    path: "/countdown",
    title: "Hype Room",
    description:
      "The Blunt & Bold Hype Room: the countdown to the full Bold release.",
  },
  {
    path: "/privacy",
    title: "Privacy",
    description:
      "What Blunt & Bold keeps when you join the launch list, why, for how long, and how to be removed.",
  },
] as const satisfies readonly PageEntry[];

/**
 * Pages a newsletter form post lands on (JavaScript off): prerendered, never indexed, not in
 * the sitemap.
 */
export const signupPages = {
  subscribed: { path: launchListPaths.subscribed, ...pick(subscribedPage) },
  signupError: { path: launchListPaths.signupError, ...pick(signupErrorPage) },
  checkInbox: { path: launchListPaths.checkInbox, ...listPageMeta.checkInbox },
  confirm: { path: launchListPaths.confirm, ...listPageMeta.confirm },
  confirmed: { path: launchListPaths.confirmed, ...listPageMeta.confirmed },
  unsubscribe: {
    path: launchListPaths.unsubscribe,
    ...listPageMeta.unsubscribe,
  },
  unsubscribed: {
    path: launchListPaths.unsubscribed,
    ...listPageMeta.unsubscribed,
  },
} as const satisfies Record<string, PageEntry>;

/** The owners' dashboard and its invite page: never indexed, not in the sitemap. */
export const ownerPages = {
  dashboard: {
    path: "/admin",
    title: "Owners",
    description:
      "The Blunt & Bold owners' dashboard: the launch list at a glance.",
  },
  invite: {
    path: "/admin/invite",
    title: "Owner invite",
    description:
      "Create the passkey that signs you in to the Blunt & Bold dashboard.",
  },
} as const satisfies Record<string, PageEntry>;

function pick<T extends { title: string; description: string }>(page: T) {
  return { title: page.title, description: page.description };
}

/** Path the catch-all route is prerendered at; the build copies it to 404.html. */
export const notFoundPath = "/404";

export const prerenderPaths = [
  ...pages.map((page) => page.path),
  ...Object.values(signupPages).map((page) => page.path),
  ...Object.values(ownerPages).map((page) => page.path),
  notFoundPath,
];

/** Looks up a page's metadata; the route modules pass their own path. */
export function pageEntry(path: (typeof pages)[number]["path"]): PageEntry {
  const entry = pages.find((page) => page.path === path);
  if (!entry) throw new Error(`No page entry for ${path}`);
  return entry;
}
