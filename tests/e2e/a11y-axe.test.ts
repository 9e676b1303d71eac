import type { Page } from "@playwright/test";
import { chatCopy } from "~/content/chat-copy";
import { copy } from "~/content/copy";
import { carouselCopy } from "~/content/widget-copy";
import { expectNoAxeViolations } from "./a11y-axe";
import {
  everyDevice,
  expect,
  gotoHydrated,
  openBrandStatement,
  routes,
  test,
} from "./fixtures";
import {
  carouselShowing,
  answerPoll,
  whenChatAnswers,
} from "./widgets-helpers";

/** A state a route's page reaches in place, scanned again once it is reached. */
type InPlaceState = { name: string; reach: (page: Page) => Promise<void> };

// Each state is reached from the route as loaded, so it is scanned on that same page
// after the route itself instead of loading the route again.
const inPlaceStates: Record<string, InPlaceState[]> = {
  "/": [
    { name: "brand statement expanded", reach: openBrandStatement },
    {
      name: "carousel after next",
      reach: async (page) => {
        const carousel = page.getByRole("region", {
          name: carouselCopy.heading,
        });
        await carousel.getByRole("button", { name: carouselCopy.next }).focus();
        await page.keyboard.press("Enter");
        await expect(carousel.getByText(carouselShowing(2))).toBeAttached();
      },
    },
  ],
  "/blog": [
    {
      name: "blog article",
      reach: async (page) => {
        await page.getByRole("button", { name: /^Read More/ }).click();
        await expect(
          page.getByRole("button", { name: copy.blog.backToBlog }),
        ).toBeVisible();
      },
    },
  ],
  "/news": [
    {
      name: "news with error toast",
      reach: async (page) => {
        await page
          .getByRole("button", { name: copy.newsletter.subscribe })
          .click();
        await expect(
          page
            .getByRole("region", { name: /^Notifications/ })
            .getByRole("listitem"),
        ).toContainText("Please enter your email address");
      },
    },
  ],
};

for (const route of routes) {
  const states = inPlaceStates[route.path] ?? [];
  const also = states.map((state) => `, then with the ${state.name}`).join("");
  test(
    `axe: ${route.path}${also} has no violations`,
    { tag: route.path === "/" ? everyDevice : [] },
    async ({ page }) => {
      // Each scan had a test, and its time, of its own.
      test.setTimeout(test.info().timeout * (1 + states.length));
      await gotoHydrated(page, route.path);
      await expectNoAxeViolations(page, route.path);
      for (const state of states) {
        await state.reach(page);
        await expectNoAxeViolations(page, state.name);
      }
    },
  );
}

test("axe: the 404 page has no violations", async ({ page, consoleErrors }) => {
  await gotoHydrated(page, "/no-such-page");
  consoleErrors.messages.length = 0;
  await expectNoAxeViolations(page, "404");
});

test(
  "axe: the chat open with a bot reply has no violations",
  { tag: everyDevice },
  async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: copy.openChat }).click();
    const dialog = page.getByRole("dialog", { name: chatCopy.title });
    await dialog
      .getByRole("textbox", { name: chatCopy.inputLabel })
      .fill("What does Bold mean?");
    await page.keyboard.press("Enter");
    await whenChatAnswers(page, () =>
      expect(dialog.getByRole("log").getByRole("listitem")).toHaveCount(
        3,
        answerPoll,
      ),
    );
    await expectNoAxeViolations(page, "chat with a bot reply");
  },
);
