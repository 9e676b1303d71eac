/** Debian's Chromium drives the browser tests and the bench; `CHROMIUM_PATH` overrides it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The only hosts Chromium resolves in the tests and the bench: loopback. */
export const loopbackHosts = ["localhost", "127.0.0.1"];

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  // Without these Chromium keeps dialling Google services this sandbox cannot reach.
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // No host but loopback resolves, so no page, popup or test reaches the internet. A
  // Playwright route would do the same at about 0.5 s of CPU per page load, as every
  // request then makes a round trip to the runner, and it turns the HTTP cache off.
  `--host-resolver-rules=MAP * ~NOTFOUND, ${loopbackHosts.map((host) => `EXCLUDE ${host}`).join(", ")}`,
  // One renderer keeps serving the reused page, as on Chrome for Android, which isolates
  // only the sites a visitor signs in to. With every site isolated, each test's first load
  // (from about:blank) starts a new renderer: about 20 % more CPU per test.
  "--disable-site-isolation-trials",
];
