// Reads the production build, so `npm test` runs it after `npm run build`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { htmlFiles, urlPath } from "../../scripts/build/html-files";
import { buildLayout } from "../../server/build-layout";
import {
  type BuildSecurityHeaders,
  requestPathsOf,
} from "../../server/site/http-policy";
import { policyHashes } from "../../scripts/build/csp-hashes";
import { allowedHashes } from "../csp-policy";
import { hostHeaders } from "../static-host";

// ADR 016: each page's Content-Security-Policy allows its own inline code and no other's.
const layout = buildLayout(join(import.meta.dirname, "../../build"));
const security: BuildSecurityHeaders = JSON.parse(
  readFileSync(layout.headers, "utf8"),
);
const headersFile = readFileSync(join(layout.client, "_headers"), "utf8");
const pages = htmlFiles(layout.client).map((name) => ({
  page: urlPath(name),
  html: readFileSync(join(layout.client, name), "utf8"),
}));
const policiesAt = (path: string) =>
  hostHeaders(headersFile, path)["Content-Security-Policy"];

describe.each(pages)("$page", ({ page, html }) => {
  it("has a policy for exactly its own inline scripts and styles", () => {
    expect(allowedHashes(security.pagePolicies[page] ?? "")).toEqual(
      policyHashes(html),
    );
  });

  it("gets that policy alone from `_headers` at every path a host serves it at", () => {
    for (const path of requestPathsOf(page))
      expect(policiesAt(path), path).toEqual([security.pagePolicies[page]]);
  });
});

it("has a policy for each page of the build and for nothing else", () => {
  expect(Object.keys(security.pagePolicies).sort()).toEqual(
    pages.map(({ page }) => page).sort(),
  );
});

it("serves every file that is not a page with a policy that allows nothing inline", () => {
  expect(allowedHashes(security.defaultPolicy)).toEqual({
    scripts: [],
    styles: [],
  });
  for (const path of ["/favicon.svg", "/robots.txt", "/assets/any-1234.js"])
    expect(policiesAt(path), path).toEqual([security.defaultPolicy]);
});
