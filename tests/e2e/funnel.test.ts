// The funnel end to end in Chromium: a visitor with JavaScript pings and signs up, one without
// is counted by the <noscript> image, and the owner reads the funnel on the dashboard as a
// table, a chart and a CSV that all give the API's numbers and the command line's.
import { readFileSync } from "node:fs";
import type { Browser } from "@playwright/test";
import { dashboardCopy } from "~/content/dashboard";
import { subscribeEndpoint } from "~/lib/signup-form";
import { visitEndpoint } from "~/lib/visit-ping";
import { expect, test } from "./fixtures";
import { ownSite } from "./own-site";
import { expectOnlyRefusals, ownerSession } from "./owner-session";

const site = ownSite({
  prefix: "bb-e2e-funnel-",
  host: "localhost",
  env: (origin) => ({ OWNER_SIGN_IN_LIMIT: "0", PUBLIC_URL: origin }),
});
const { signedIn } = ownerSession(site);

test.describe.configure({ mode: "serial" });

/**
 * Two people's browsers, which `isbot` does not take for crawlers as it does HeadlessChrome:
 * from one address, a visitor is its browser.
 */
const personAgents = {
  withScript:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
  withoutScript:
    "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0",
};
const copy = dashboardCopy.funnel;

/** A visitor's own browser, with or without JavaScript, that has seen one page. */
async function visit(
  browser: Browser,
  path: string,
  javaScriptEnabled: boolean,
) {
  const context = await browser.newContext({
    userAgent: javaScriptEnabled
      ? personAgents.withScript
      : personAgents.withoutScript,
    javaScriptEnabled,
  });
  const page = await context.newPage();
  const pinged = page.waitForResponse(
    (r) => new URL(r.url()).pathname === visitEndpoint,
  );
  await page.goto(`${site.origin()}${path}`);
  const answer = await pinged;
  expect(answer.status()).toBeLessThan(300);
  return { context, page };
}

/** The funnel's CSV for today from the command line, once the counts are written. */
function funnelOfToday() {
  const today = new Date().toISOString().slice(0, 10);
  return site.signups(
    "funnel",
    "--from",
    today,
    "--to",
    today,
    "--by",
    "source",
  );
}

test("a visitor with JavaScript and one without are counted, and the owner's table, chart and CSV say what the API says", async ({
  browser,
  page,
  consoleErrors,
}) => {
  const withScript = await visit(
    browser,
    "/?utm_source=e2e-script&utm_campaign=launch",
    true,
  );
  // The signup is posted from another page than the landing one, and still counts for it.
  await withScript.page.goto(`${site.origin()}/news`);
  // Posted by the page itself, as its form does: the browser's own connection, so the
  // server sees the address and user agent its pings came with.
  const signupStatus = await withScript.page.evaluate(
    async ([endpoint, email]) =>
      (
        await fetch(endpoint, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, source: "news" }),
        })
      ).status,
    [subscribeEndpoint, "funnel-fan@mail.test"] as const,
  );
  expect(signupStatus).toBe(200);
  const withoutScript = await visit(
    browser,
    "/news?utm_source=e2e-noscript",
    false,
  );
  await withScript.context.close();
  await withoutScript.context.close();

  // Counts are written once a second.
  await expect
    .poll(() => funnelOfToday(), { timeout: 10_000 })
    .toMatch(/^e2e-noscript,1,0,/m);
  expect(funnelOfToday()).toMatch(/^e2e-script,1,1,1,1,1,0,0,0$/m);

  await signedIn(page, "Funnel");
  const card = page.getByRole("region", { name: copy.heading });
  const csvLink = card.getByRole("link", { name: copy.csv });
  await expect(csvLink).toBeVisible();
  const csvUrl = new URL(
    String(await csvLink.getAttribute("href")),
    site.origin(),
  );
  const jsonUrl = new URL(csvUrl);
  jsonUrl.searchParams.delete("format");
  const api = (await (await page.request.get(jsonUrl.toString())).json()) as {
    rows: {
      key: string;
      visitors: number;
      signups: number;
      confirmed: number;
    }[];
  };
  expect(api.rows.map((row) => row.key)).toEqual(
    expect.arrayContaining(["e2e-script", "e2e-noscript"]),
  );

  const table = card.getByRole("table", { name: copy.heading });
  for (const row of api.rows) {
    const cells = await table
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: row.key, exact: true }) })
      .getByRole("cell")
      .allTextContents();
    expect(cells.slice(0, 3)).toEqual([
      row.key,
      String(row.visitors),
      String(row.signups),
    ]);
    expect(cells[4]).toBe(String(row.confirmed));
  }
  await expect(
    card.getByRole("figure", { name: copy.chartLabel }),
  ).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    csvLink.click(),
  ]);
  const csv = readFileSync(await download.path(), "utf8");
  expect(csv).toBe(await (await page.request.get(csvUrl.toString())).text());
  expect(csv).toBe(funnelOfToday());
  expectOnlyRefusals(consoleErrors.messages);
});
