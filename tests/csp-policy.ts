import type { InlineHashes } from "../scripts/build/csp-hashes";

/**
 * The hashes a Content-Security-Policy allows scripts and styles by, each list sorted: equal
 * to `policyHashes` of a page when the policy allows exactly that page's inline code.
 */
export function allowedHashes(policy: string): InlineHashes {
  const hashes = (directive: string) =>
    (new RegExp(`(?:^|; )${directive} ([^;]*)`).exec(policy)?.[1] ?? "")
      .split(" ")
      .filter((source) => source.startsWith("'sha256-"))
      .map((source) => source.slice(1, -1))
      .sort();
  return { scripts: hashes("script-src"), styles: hashes("style-src") };
}
