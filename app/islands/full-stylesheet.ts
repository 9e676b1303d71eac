import { RUNTIME_META } from "./markup";

let linked: Promise<void> | undefined;

/**
 * Links the site's full stylesheet, once, and resolves when it has loaded or failed. The
 * page's inline stylesheet holds only the rules its prerendered markup uses (ADR 015); a
 * React island may show anything (the chat's panel, a toast), so none hydrates before the
 * full sheet is in. The dev server names no sheet: Vite injects the styles itself there.
 */
export function fullStylesheet(): Promise<void> {
  linked ??= new Promise((resolve) => {
    const href = document.querySelector<HTMLElement>(
      `meta[name="${RUNTIME_META}"]`,
    )?.dataset.stylesheet;
    if (!href) return resolve();
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
    document.head.append(link);
  });
  return linked;
}
