import { chatCopy } from "~/content/chat-copy";
import { copy } from "~/content/copy";
import { carouselCopy } from "~/content/widget-copy";
import { expectNoAxeViolations } from "./a11y-axe";
import {
  expect,
  gotoHydrated,
  openBrandStatement,
  routes,
  test,
} from "./fixtures";
import { carouselShowing } from "./widgets-helpers";

for (const route of routes) {
  test(`axe: ${route.path} has no violations`, async ({ page }) => {
    await gotoHydrated(page, route.path);
    await expectNoAxeViolations(page, route.path);
  });
}

test("axe: the 404 page has no violations", async ({ page, consoleErrors }) => {
  await gotoHydrated(page, "/no-such-page");
  consoleErrors.messages.length = 0;
  await expectNoAxeViolations(page, "404");
});

test("axe: the brand statement expanded has no violations", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await openBrandStatement(page);
  await expectNoAxeViolations(page, "brand statement expanded");
});

test("axe: the blog article view has no violations", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  await page.getByRole("button", { name: /^Read More/ }).click();
  await expect(
    page.getByRole("button", { name: copy.blog.backToBlog }),
  ).toBeVisible();
  await expectNoAxeViolations(page, "blog article");
});

test("axe: the news page showing an error toast has no violations", async ({
  page,
}) => {
  await gotoHydrated(page, "/news");
  await page.getByRole("button", { name: copy.newsletter.subscribe }).click();
  await expect(
    page.getByRole("region", { name: /^Notifications/ }).getByRole("listitem"),
  ).toContainText("Please enter your email address");
  await expectNoAxeViolations(page, "news with error toast");
});

test("axe: the chat open with a bot reply has no violations", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: copy.openChat }).click();
  const dialog = page.getByRole("dialog", { name: chatCopy.title });
  await dialog
    .getByRole("textbox", { name: chatCopy.inputLabel })
    .fill("What does Bold mean?");
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("log").getByRole("listitem")).toHaveCount(3, {
    timeout: 4000,
  });
  await expectNoAxeViolations(page, "chat with a bot reply");
});

test("axe: the carousel after Next has no violations", async ({ page }) => {
  await gotoHydrated(page, "/");
  const carousel = page.getByRole("region", { name: carouselCopy.heading });
  await carousel.getByRole("button", { name: carouselCopy.next }).focus();
  await page.keyboard.press("Enter");
  await expect(carousel.getByText(carouselShowing(2))).toBeAttached();
  await expectNoAxeViolations(page, "carousel after next");
});
