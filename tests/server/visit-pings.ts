// A browser's visit pings, as the server sees them: same-origin JSON from one client address
// (through a trusted proxy's X-Forwarded-For) and one user agent.
import { visitEndpoint } from "../../app/lib/visit-ping";
import { request } from "./http";

/** A person's browser: not a bot's user agent. */
export const personAgent =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

/** The headers a browser's same-origin fetch carries from a client address. */
export function browserHeaders(
  port: number,
  address: string,
  userAgent = personAgent,
): Record<string, string> {
  return {
    "content-type": "application/json",
    origin: `http://127.0.0.1:${port}`,
    "sec-fetch-site": "same-origin",
    "user-agent": userAgent,
    "x-forwarded-for": address,
  };
}

/** Posts one ping; `headers` replace the browser's. */
export function sendPing(
  port: number,
  body: Record<string, unknown>,
  address = "203.0.113.9",
  headers: Record<string, string> = {},
) {
  return request(port, visitEndpoint, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { ...browserHeaders(port, address), ...headers },
  });
}

/** A view of `path` on a desktop, with what else the page's URL and referrer carried. */
export const view = (path: string, extra: Record<string, unknown> = {}) => ({
  kind: "view",
  path,
  device: "desktop",
  ...extra,
});
