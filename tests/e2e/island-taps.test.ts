import type { Page } from "@playwright/test";
import { brandStatement } from "~/content/brand";
import { chatCopy } from "~/content/chat-copy";
import { copy } from "~/content/copy";
import { homeNav } from "~/content/navigation";
import { newsletterMessages } from "~/content/newsletter-messages";
import { IMPORTS_ATTRIBUTE, REACT_IMPORTS_ATTRIBUTE } from "~/islands/markup";
import {
  brandStatementToggle,
  everyDevice,
  expect,
  gotoHydrated,
  preloadedModules,
  runtimeMetaList,
  test,
  waitForIsland,
} from "./fixtures";
import { uniqueAddress } from "./launch-list";
import {
  carouselParts,
  carouselShowing,
  holdRequests,
} from "./widgets-helpers";

const islandState = (page: Page, id: string) =>
  page.locator(`[data-id="${id}"]`).getAttribute("data-hydrated");

test.describe("a tap before its island wakes", () => {
  test("on the chat button, before even the islands' script has run, opens the chat with no second tap", async ({
    page,
  }) => {
    const release = await holdRequests(page, /\/assets\/[^/]+\.js$/);
    await page.goto("/", { waitUntil: "commit" });
    const launcher = page.getByRole("button", { name: copy.openChat });
    await launcher.click();
    expect(await islandState(page, "chat")).toBeNull();
    release();

    const dialog = page.getByRole("dialog", { name: chatCopy.title });
    const box = dialog.getByRole("textbox", { name: chatCopy.inputLabel });
    await expect(box).toBeFocused();
    await expect(launcher).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.type("hi");
    await expect(box).toHaveValue("hi");
  });

  test("on the chat button, loads the clock's locale data while the chat's code downloads", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const counted = window as unknown as { formattersMade: number };
      counted.formattersMade = 0;
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct(target, args) {
          counted.formattersMade += 1;
          return Reflect.construct(target, args) as object;
        },
      });
    });
    const formattersMade = () =>
      page.evaluate(
        () => (window as unknown as { formattersMade: number }).formattersMade,
      );
    const release = await holdRequests(page, /\/chat-panel-[^/]+\.js$/);
    await gotoHydrated(page, "/");
    expect(await formattersMade(), "no formatter before the tap").toBe(0);
    await page.getByRole("button", { name: copy.openChat }).click();
    // The page's first formatter is what loads ICU's data, whichever it is.
    await expect.poll(formattersMade).toBeGreaterThan(0);
    expect(await islandState(page, "chat")).toBeNull();
    release();
    await expect(
      page.getByRole("textbox", { name: chatCopy.inputLabel }),
    ).toBeFocused();
  });

  test("on a React island preloads React beside the runtime; on a plain DOM island, only the runtime", async ({
    page,
  }) => {
    const release = await holdRequests(page, /\/assets\/[^/]+\.js$/);
    await page.goto("/", { waitUntil: "commit" });
    const [runtimeImports, reactImports] = await Promise.all([
      runtimeMetaList(page, IMPORTS_ATTRIBUTE),
      runtimeMetaList(page, REACT_IMPORTS_ATTRIBUTE),
    ]);
    expect(reactImports).not.toEqual([]);
    const preloaded = () => preloadedModules(page);

    // A countdown ticks without React (ADR 025).
    await page.locator('[data-island="countdown"] > *').first().click();
    await expect.poll(preloaded).toEqual(runtimeImports);
    await page.getByRole("button", { name: copy.openChat }).click();
    await expect.poll(preloaded).toEqual([...runtimeImports, ...reactImports]);
    release();
  });

  test(
    "on the next arrow moves the carousel once, with no second tap",
    { tag: everyDevice },
    async ({ page, isMobile }) => {
      const release = await holdRequests(
        page,
        /\/assets\/collection-carousel-[\w-]+\.js$/,
      );
      await page.goto("/");
      const { region, next } = carouselParts(page);
      await expect(next).toBeAttached();
      // Phones show the arrows to a keyboard only: there the key press is the first tap.
      if (isMobile) {
        await next.focus();
        await page.keyboard.press("Enter");
      } else {
        await next.click();
      }
      expect(await islandState(page, "carousel")).toBeNull();
      release();

      await waitForIsland(page, "carousel");
      await expect(region.getByText(carouselShowing(2))).toBeAttached();
      // Once, not twice: the runtime replayed the tap, and React did not hear it too.
      await page.waitForTimeout(300);
      await expect(region.getByText(carouselShowing(3))).not.toBeAttached();
    },
  );

  test("on the brand statement opens the manifesto, with no second tap", async ({
    page,
  }) => {
    const release = await holdRequests(
      page,
      /\/assets\/brand-statement-[\w-]+\.js$/,
    );
    await page.goto("/");
    const toggle = brandStatementToggle(page);
    const closing = page.getByText(brandStatement.closing, { exact: true });
    // Painted collapsed while scripts run, as the island will be: no second layout.
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(closing).toBeHidden();
    await toggle.click();
    release();

    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(closing).toBeVisible();
  });

  test("on a form's submit signs up in place once the form is live", async ({
    page,
  }) => {
    const release = await holdRequests(
      page,
      /\/assets\/newsletter-form-[\w-]+\.js$/,
    );
    await page.goto("/");
    // Until the runtime runs, a submit posts the way it does without JavaScript (covered in
    // newsletter.test.ts); this one is held by the runtime while the form's code is not in.
    await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
    const form = page.getByRole("form", { name: copy.newsletter.heading });
    await form
      .getByRole("textbox", { name: "Email address" })
      .fill(uniqueAddress("home"));
    await form.getByRole("button", { name: copy.newsletter.join }).click();
    expect(await islandState(page, "newsletter")).toBeNull();
    release();

    await expect(
      page.getByText(newsletterMessages.success.title, { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("on a link navigates at once, as a plain link", async ({ page }) => {
    await holdRequests(page, /\/assets\/[^/]+\.js$/);
    await page.goto("/", { waitUntil: "commit" });
    const internal = homeNav.find(
      (item) => item.destination.kind === "internal",
    );
    if (internal?.destination.kind !== "internal")
      throw new Error("the home page needs an internal link");
    await page.getByRole("link", { name: internal.label }).click();
    await expect(page).toHaveURL(internal.destination.to);
  });
});

test("an island that waits for interaction loads no code until then", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await gotoHydrated(page, "/");
  const form = page.getByRole("form", { name: copy.newsletter.heading });
  expect(requested.filter((url) => /newsletter-form-/.test(url))).toEqual([]);
  await form.getByRole("textbox", { name: "Email address" }).focus();
  await waitForIsland(page, "newsletter");
  expect(requested.filter((url) => /newsletter-form-/.test(url))).toHaveLength(
    1,
  );
});

/**
 * Opens `/about` and lets it settle, then holds every frame until the test runs the clock;
 * returns the URLs the page asks for from the start.
 */
async function settledWithFramesHeld(page: Page) {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.clock.install();
  await gotoHydrated(page, "/about");
  await page.waitForLoadState("networkidle");
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  return requested;
}

test("input wakes its island only once the frame that answers it has painted", async ({
  page,
}) => {
  const requested = await settledWithFramesHeld(page);
  const panelCode = () => requested.filter((url) => /chat-panel-/.test(url));

  await page.getByRole("button", { name: copy.openChat }).focus();
  // Real time passes, no frame does: the chat's code is not asked for.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(panelCode()).toEqual([]);
  await page.clock.runFor(20);
  await waitForIsland(page, "chat");
  expect(panelCode()).toHaveLength(1);
});

test("the first key press fetches the chat's code ahead only once its frame has painted", async ({
  page,
}) => {
  const requested = await settledWithFramesHeld(page);
  const launcherCode = () =>
    requested.filter((url) => /chat-launcher-/.test(url));

  // A key press, as a touch or a scroll would: its events do not wait for a frame.
  await page.keyboard.press("Shift");
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(launcherCode()).toEqual([]);
  await page.clock.runFor(20);
  await expect.poll(launcherCode).toHaveLength(1);
});
