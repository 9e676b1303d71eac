import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, Result } from "axe-core";
import { expect } from "./fixtures";

// The CSP forbids inline script tags, so axe is evaluated straight into the page instead.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

const tags = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22aa",
  "best-practice",
];

/** One line per violation: rule, impact and where it failed, readable in a test report. */
function describe(violations: Result[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(" ")}: ${node.failureSummary}`)
        .join("\n"),
  );
}

/** Runs axe-core on the page as it is now and fails on any violation, whatever its impact. */
export async function expectNoAxeViolations(page: Page, state: string) {
  const injected = await page.evaluate(() => "axe" in window);
  if (!injected) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (runOnly) =>
      (
        window as unknown as {
          axe: { run: (...args: unknown[]) => Promise<AxeResults> };
        }
      ).axe.run(document, {
        runOnly: { type: "tag", values: runOnly },
        resultTypes: ["violations"],
      }),
    tags,
  );
  expect(describe(results.violations), `axe violations: ${state}`).toEqual([]);
}
