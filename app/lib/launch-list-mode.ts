/**
 * How the newsletter forms sign visitors up: "server" posts to the site's own /api/subscribe
 * (`npm start`), "mailto" opens the visitor's mail client, for static hosts with no server.
 */
export type LaunchListMode = "server" | "mailto";

/** Reads VITE_LAUNCH_LIST_MODE; unset means "server". Any other value stops the build. */
export function parseLaunchListMode(raw: string | undefined): LaunchListMode {
  if (raw === undefined || raw === "" || raw === "server") return "server";
  if (raw === "mailto") return "mailto";
  throw new Error(
    `VITE_LAUNCH_LIST_MODE must be "server" or "mailto", got "${raw}".`,
  );
}
