/**
 * The spec's console error for an unknown address, logged in the visitor's browser with the
 * path they asked for (the page itself is the one prerendered 404 page). It shows nothing,
 * so it needs no React.
 */
export function reportNotFound() {
  console.error(
    `404 Error: User attempted to access non-existent route: ${window.location.pathname}`,
  );
}
