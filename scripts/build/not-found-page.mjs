import { copyFileSync, rmSync } from "node:fs";

/** The catch-all route is prerendered at /404; servers look for the page at /404.html. */
export function moveNotFoundPage(client) {
  copyFileSync(`${client}/404/index.html`, `${client}/404.html`);
  rmSync(`${client}/404`, { recursive: true });
}
