import { Suspense, lazy } from "react";
import { useMatches } from "react-router";

const BackgroundVideo = lazy(() => import("./background-video"));

/** What a route module's `handle` can ask of the root layout. */
export type RouteHandle = {
  /** Show the full-screen background video behind the page. */
  backgroundVideo?: boolean;
};

function wantsBackgroundVideo(handle: unknown): boolean {
  return (handle as RouteHandle | undefined)?.backgroundVideo === true;
}

/**
 * The background video sits in the root layout, behind the header, page and footer alike,
 * on the routes whose handle asks for it. Its code loads only on those routes.
 */
export function BackgroundVideoSlot() {
  const matches = useMatches();
  if (!matches.some((match) => wantsBackgroundVideo(match.handle))) return null;
  return (
    <Suspense fallback={null}>
      <BackgroundVideo />
    </Suspense>
  );
}
