import { useMatches } from "react-router";

/** What a route module's `handle` can ask of the root layout. */
export type PageHandle = {
  /** Show the full-screen background video behind the page. */
  backgroundVideo?: boolean;
  /** An owner page: a tool, not a show, so no background video, chat or load panel. */
  ownerPage?: boolean;
};

/** The current page's wishes, merged over its matched routes; read while prerendering. */
export function usePageHandle(): PageHandle {
  return Object.assign(
    {},
    ...useMatches().map((match) => match.handle as PageHandle | undefined),
  ) as PageHandle;
}
