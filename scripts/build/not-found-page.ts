import { copyFileSync, rmSync } from "node:fs";

/**
 * The catch-all route is prerendered at /404; every way of serving the site looks for the
 * page at /404.html, and /404 itself must stay an unknown path.
 */
export function moveNotFoundPage(client: string) {
  copyFileSync(`${client}/404/index.html`, `${client}/404.html`);
  rmSync(`${client}/404`, { recursive: true });
}
