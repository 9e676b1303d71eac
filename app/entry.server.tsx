import { prerender } from "react-dom/static";
import { type EntryContext, ServerRouter } from "react-router";

// Runs only at build time, to prerender each route to static HTML. `prerender` waits for
// every suspended part, including the router's hydration data, before it returns, and
// writes the doctype itself because the root renders <html>. With no progressive chunk
// size, React writes every finished Suspense boundary in place; otherwise, once a page
// passes 12.8 KB, it moves them into hidden <div>s that only an inline script reveals,
// so visitors without JavaScript would miss them.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const { prelude } = await prerender(
    <ServerRouter context={routerContext} url={request.url} />,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, {
    status: responseStatusCode,
    headers: responseHeaders,
  });
}
