import { rmSync } from "node:fs";

/**
 * React Router writes a client-side-routing fallback page for hosts that serve one for every
 * unknown path. Every route here is prerendered and unknown paths get 404.html with status
 * 404, so the fallback would only be a second, wrong answer.
 */
export function removeSpaFallback(client: string) {
  rmSync(`${client}/__spa-fallback.html`, { force: true });
}
