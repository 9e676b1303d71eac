import type { Page } from "@playwright/test";
import { checkInboxPage } from "~/content/check-inbox-page";
import { confirmPage } from "~/content/confirm-page";
import { confirmedPage } from "~/content/confirmed-page";
import { copy } from "~/content/copy";
import { launchListPaths } from "~/content/launch-list";
import { confirmEndpoint } from "~/lib/signup-form";
import { linkIn, startMailSink } from "../server/mail-sink";
import { newsletterMessages } from "~/content/newsletter-messages";
import { expect, gotoHydrated, test, waitForIslands } from "./fixtures";
import { ownSite } from "./own-site";

// Double opt-in needs a mail server, so this file runs its own `npm start` with SMTP_URL
// pointing at a loopback sink, on a port and launch list of its own (one per browser project).
let sink: Awaited<ReturnType<typeof startMailSink>>;

test.beforeAll(async () => {
  sink = await startMailSink();
});
test.afterAll(() => sink.stop());

const site = ownSite({
  prefix: "bb-e2e-double-opt-in-",
  env: (origin) => ({
    SMTP_URL: sink.url,
    SIGNUP_SECRET: "e2e-secret-of-at-least-32-characters",
    PUBLIC_URL: origin,
  }),
});

/** The export as rows keyed by column name (no test value holds a comma or quote). */
function exported() {
  const csv = site.signups("export");
  const [header = "", ...lines] = csv.trim().split("\r\n");
  const names = header.split(",");
  return lines.map((line) => {
    const cells = line.split(",");
    return Object.fromEntries(names.map((name, i) => [name, cells[i] ?? ""]));
  });
}

/** Signs up on `path` with the home form, JavaScript off; lands on /check-inbox. */
async function signUp(page: Page, path: string, email: string) {
  await page.goto(site.origin() + path);
  const form = page.getByRole("form", { name: copy.newsletter.heading });
  await form.getByRole("textbox", { name: copy.newsletter.label }).fill(email);
  await form.getByRole("button", { name: copy.newsletter.join }).click();
  await expect(page).toHaveURL(`${site.origin()}${launchListPaths.checkInbox}`);
  await expect(
    page.getByRole("heading", { level: 1, name: checkInboxPage.heading }),
  ).toBeVisible();
}

/**
 * Follows the confirmation link in the newest mail to `email` and presses the page's button,
 * then opens the link again until the server's next count of the list has placed the address;
 * returns the place shown.
 */
async function confirm(page: Page, email: string) {
  await expect.poll(() => sink.to(email).length, { timeout: 10_000 }).toBe(1);
  const link = linkIn(sink.to(email)[0], confirmEndpoint).href;
  await page.goto(link);
  await expect(
    page.getByRole("heading", { level: 1, name: confirmPage.heading }),
  ).toBeVisible();
  await page.getByRole("button", { name: confirmPage.button }).click();
  const [before = "", after = ""] = confirmedPage.placeText.split("{place}");
  await expect
    .poll(
      async () => {
        await page.goto(link);
        await expect(
          page.getByRole("heading", { level: 1, name: confirmedPage.heading }),
        ).toBeVisible();
        return page.getByText(before).count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  const place = await page.getByText(before).textContent();
  return Number(place?.slice(before.length, place.length - after.length));
}

test.describe("double opt-in without JavaScript", () => {
  test.use({ scriptsOff: true });

  test("a friend signs up on a shared link with UTM parameters, confirms from the mail, and the export has it all", async ({
    page,
  }) => {
    const referrer = `referrer-${Date.now()}@mail.test`;
    await signUp(page, "/", referrer);
    expect(await confirm(page, referrer)).toBe(1);
    const share = page.getByRole("link", { name: /\?ref=/ });
    const shareUrl = new URL((await share.getAttribute("href")) ?? "");
    expect(shareUrl.origin).toBe(site.origin());
    const code = shareUrl.searchParams.get("ref") ?? "";
    expect(code).toMatch(/^[a-z0-9]{10}$/);

    const friend = `friend-${Date.now()}@mail.test`;
    await signUp(
      page,
      `/?ref=${code}&utm_source=insta&utm_medium=story&utm_campaign=drop-1`,
      friend,
    );
    expect(await confirm(page, friend)).toBe(2);

    const rows = exported();
    expect(rows.find((row) => row.email === friend)).toMatchObject({
      status: "confirmed",
      position: "2",
      utm_source: "insta",
      utm_medium: "story",
      utm_campaign: "drop-1",
      ref: code,
    });
    expect(rows.find((row) => row.email === referrer)).toMatchObject({
      status: "confirmed",
      position: "1",
      referral_code: code,
      referral_count: "1",
    });
  });
});

test("with JavaScript: the toast says to check the inbox, and the confirmation page copies the share link", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], {
    origin: site.origin(),
  });
  const email = `js-${Date.now()}@mail.test`;
  await gotoHydrated(page, `${site.origin()}/`);
  const form = page.getByRole("form", { name: copy.newsletter.heading });
  const field = form.getByRole("textbox", { name: copy.newsletter.label });
  await field.fill(email);
  await form.getByRole("button", { name: copy.newsletter.join }).click();
  await expect(
    page.getByText(newsletterMessages.checkInbox.description, { exact: true }),
  ).toBeVisible();
  await expect(field).toHaveValue("");

  const place = await confirm(page, email);
  await waitForIslands(page);
  // Hydrated as /confirmed, the signed token out of the address bar, the place kept.
  await expect(page).toHaveURL(`${site.origin()}${launchListPaths.confirmed}`);
  await expect(
    page.getByText(confirmedPage.placeText.replace("{place}", String(place))),
  ).toBeVisible();
  const share = page.getByRole("link", { name: /\?ref=/ });
  await page.getByRole("button", { name: confirmedPage.copy }).click();
  await expect(
    page.getByRole("button", { name: confirmedPage.copied }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await share.getAttribute("href"),
  );
});
