/** Debian's Chromium drives the browser tests and the bench; `CHROMIUM_PATH` overrides it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Without these Chromium keeps dialling Google services this sandbox cannot reach. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
