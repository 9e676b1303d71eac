import { prerender } from "react-dom/static";
import { type EntryContext, ServerRouter } from "react-router";

// Runs only at build time, to prerender each route to static HTML. `prerender` waits for
// every suspended part, including the router's hydration data, before it returns, and
// starts the document with its own <!DOCTYPE html>.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const { prelude } = await prerender(
    <ServerRouter context={routerContext} url={request.url} />,
  );
  const html = await new Response(prelude).text();
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, {
    status: responseStatusCode,
    headers: responseHeaders,
  });
}
