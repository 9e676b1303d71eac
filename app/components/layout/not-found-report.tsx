import { useEffect } from "react";

/**
 * The spec's console error for an unknown address, logged in the visitor's browser with the
 * path they asked for (the page itself is the one prerendered 404 page). Shows nothing.
 */
export function NotFoundReport() {
  useEffect(() => {
    console.error(
      `404 Error: User attempted to access non-existent route: ${window.location.pathname}`,
    );
  }, []);
  return null;
}
