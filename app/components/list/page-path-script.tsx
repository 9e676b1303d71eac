/**
 * The server answers a mail link (/api/confirm, /api/unsubscribe) or a refused form post
 * (/api/subscribe) with a prerendered page, filled in. Before that page hydrates, this inline
 * script puts the page's own path in the address bar, so the router renders the page it is
 * rather than the 404 page, and a signed token leaves the address bar and the history. The
 * build hashes it into the Content-Security-Policy like every inline script.
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
