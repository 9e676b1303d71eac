import { copy } from "~/content/copy";
import { homeNav } from "~/content/navigation";
import { posts } from "~/content/posts";
import { site } from "~/content/site";
import { focusReport, tabTo } from "./a11y-keyboard";
import { expect, gotoHydrated, routes, test } from "./fixtures";
import { recordMailtos } from "./mailto";

const missingPath = "/no-such-page";

for (const path of [...routes.map((route) => route.path), missingPath]) {
  test(`${path}: every Tab stop is visible and shows a focus outline`, async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, path);
    if (path === missingPath) consoleErrors.messages.length = 0;
    const stops: string[] = [];
    // Tab until focus leaves the page (it lands on the body, the browser's UI comes next).
    for (let presses = 0; presses < 150; presses += 1) {
      await page.keyboard.press("Tab");
      const report = await focusReport(page);
      if (!report) break;
      stops.push(report.what);
      expect(report.hidden, report.what).toBe("");
      expect(report.indicated, `focus outline on ${report.what}`).toBe(true);
    }
    expect(stops.length).toBeGreaterThan(2);
    expect(
      await focusReport(page),
      "focus left the page at the end",
    ).toBeNull();
  });
}

const headingOf = Object.fromEntries(
  routes.map((route) => [route.path, route.heading]),
);
const backLabel: Record<string, string> = { "/news": copy.back };

test("every navigation button works from the keyboard", async ({ page }) => {
  // The shop opens in a new tab, which the fixture's page-level block does not cover.
  const externalRequests: string[] = [];
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    externalRequests.push(route.request().url());
    return route.abort("blockedbyclient");
  });
  await gotoHydrated(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const item of homeNav) {
    const link = nav.getByRole("link", { name: item.label });
    await tabTo(page, link);
    if (item.destination.kind === "external") {
      const popup = page.waitForEvent("popup");
      await page.keyboard.press("Enter");
      const opened = await popup;
      await expect.poll(() => externalRequests).toEqual([`${site.shopUrl}/`]);
      await opened.close();
      continue;
    }
    const to = item.destination.to;
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(to);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      headingOf[to] ?? "",
    );
    // Focus moves into the new page, so the next Tab is inside its content.
    await expect(page.getByRole("main")).toBeFocused();
    await tabTo(
      page,
      page
        .getByRole("main")
        .getByRole("link", { name: backLabel[to] ?? copy.backHome }),
    );
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("main")).toBeFocused();
  }
});

test("the brand statement opens and closes from the keyboard", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const toggle = page.getByRole("button", {
    name: /^At Blunt & Bold we don't tiptoe\./,
  });
  const closing = page.getByText("Are you Blunt? Or are you Bold?");
  await tabTo(page, toggle);
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(closing).toBeVisible();
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(closing).toBeHidden();
});

test("the blog article opens and closes from the keyboard, focus following", async ({
  page,
}) => {
  const post = posts.find((entry) => entry.isPublished);
  await gotoHydrated(page, "/blog");
  // The post's title follows "Read More" as visually hidden text.
  const readMore = page.getByRole("button", {
    name: new RegExp(`^${copy.blog.readMore}\\W+${post?.title}$`),
  });
  await tabTo(page, readMore);
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("heading", { level: 2, name: post?.title }),
  ).toBeFocused();
  const back = page.getByRole("button", { name: copy.blog.backToBlog });
  await tabTo(page, back, { backwards: true });
  await page.keyboard.press("Enter");
  await expect(readMore).toBeFocused();
});

test("the newsletter form submits from the keyboard", async ({ page }) => {
  await page.addInitScript(recordMailtos);
  await gotoHydrated(page, "/");
  const form = page.getByRole("form", { name: copy.newsletter.heading });
  const email = form.getByRole("textbox", { name: copy.newsletter.label });
  await tabTo(page, email);
  await page.keyboard.type("fan@mail.test");
  await tabTo(page, form.getByRole("button", { name: copy.newsletter.join }));
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("region", { name: /^Notifications/ }).getByRole("listitem"),
  ).toContainText("Subscription Initiated");
  await expect(email).toHaveValue("");
  expect(await page.evaluate(() => window.__mailtos)).toHaveLength(1);
});
