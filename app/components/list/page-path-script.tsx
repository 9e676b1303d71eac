/**
 * The server answers a mail link (/api/confirm, /api/unsubscribe) or a refused form post
 * (/api/subscribe) with a prerendered page, filled in. This inline script puts the page's own
 * path in the address bar at once, so the address names the page shown and a signed token
 * leaves the address bar and the history. The build hashes it into the
 * Content-Security-Policy like every inline script.
 */
export function PagePathScript({ path }: { path: string }) {
  const target = JSON.stringify(path);
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: `if(location.pathname!==${target})history.replaceState(null,"",${target})`,
      }}
    />
  );
}
