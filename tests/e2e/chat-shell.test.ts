import type { Page } from "@playwright/test";
import { chatCopy } from "~/content/chat-copy";
import { chatScript } from "~/content/chat-script";
import { copy } from "~/content/copy";
import { CHAT_SHELL_ID } from "~/lib/early-taps";
import { expectNoAxeViolations } from "./a11y-axe";
import { everyDevice, expect, test } from "./fixtures";
import { pageKeepsClear } from "./widgets-helpers";

/** Holds back the scripts `pattern` matches until the returned function is called. */
async function holdScripts(page: Page, pattern: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    // On to a hold registered earlier, if any. The page may be gone by then.
    await route.fallback().catch(() => {});
  });
  return release;
}

/**
 * Opens `/` with every module script held back until the returned function is called: the
 * page paints and its inline scripts run, but none of the app's code has, so whatever the
 * chat does by then is the prerendered shell and the early-tap script.
 */
async function gotoWithScriptsHeld(page: Page) {
  const release = await holdScripts(page, /\/assets\/[^/]+\.js$/);
  await page.goto("/", { waitUntil: "commit" });
  return release;
}

/** Whether React has hydrated `element` (it keeps its fiber on the node). */
const isHydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith("__reactFiber"));

/** Scripts the page has finished loading; none while they are held. */
const scriptsLoaded = (page: Page) =>
  page.evaluate(
    () =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js")).length,
  );

const hydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.hydrated === "true");

/** The chat's dialog, conversation and message box, found the way a visitor finds them. */
function chat(page: Page) {
  const dialog = page.getByRole("dialog", { name: chatCopy.title });
  return {
    launcher: page.getByRole("button", { name: copy.openChat }),
    dialog,
    messages: dialog.getByRole("log").getByRole("listitem"),
    input: dialog.getByRole("textbox", { name: chatCopy.inputLabel }),
  };
}

/** Lets the app's code in and waits until the live panel has taken over from the shell. */
async function hydrateIntoPanel(page: Page, release: () => void) {
  release();
  await expect.poll(() => hydrated(page)).toBe(true);
  await expect(page.locator(`#${CHAT_SHELL_ID}`)).toHaveCount(0);
}

test.describe("the chat shell before hydration", () => {
  test(
    "opens on a tap with its box focused, and what was typed moves into the live panel",
    { tag: everyDevice },
    async ({ page, consoleErrors }) => {
      const release = await gotoWithScriptsHeld(page);
      const { launcher, dialog, messages, input } = chat(page);
      await expect(dialog).toBeHidden();

      await launcher.click();
      await expect(dialog).toBeVisible();
      await expect(input).toBeFocused();
      await expect(launcher).toHaveAttribute("aria-expanded", "true");
      await expect(messages).toHaveCount(1);
      await expect(messages).toContainText(chatScript.greeting.text);
      await page.keyboard.type("Where do you ship");
      expect(await scriptsLoaded(page)).toBe(0);
      expect(await hydrated(page)).toBe(false);
      // The shell leaves the page's style alone (app.css says why); the live panel does not.
      expect(await pageKeepsClear(page)).toBe(0);

      await hydrateIntoPanel(page, release);
      await expect(dialog).toHaveCount(1);
      expect(await pageKeepsClear(page)).toBeGreaterThan(0);
      await expect(input).toBeFocused();
      await expect(input).toHaveValue("Where do you ship");
      await page.keyboard.type("?");
      await expect(input).toHaveValue("Where do you ship?");
      await expect(launcher).toHaveAttribute("aria-expanded", "true");
      expect(
        consoleErrors.messages.filter((text) =>
          /#4(18|19|23|25)\b|hydrat/i.test(text),
        ),
        "no hydration error",
      ).toEqual([]);
    },
  );

  test("keeps working after hydration while the chat's code is on its way, and hydrates in place", async ({
    page,
  }) => {
    // Registered first, so they apply after the hold on every script.
    const releasePanel = await holdScripts(page, /\/chat-panel-[^/]+\.js$/);
    const releaseShell = await holdScripts(page, /\/chat-shell-[^/]+\.js$/);
    const release = await gotoWithScriptsHeld(page);
    const { launcher, messages, input } = chat(page);
    await launcher.click();
    await page.keyboard.type("Where do");
    release();
    await expect.poll(() => hydrated(page)).toBe(true);

    await page.keyboard.type(" you ship?");
    releaseShell();
    const shell = page.locator(`#${CHAT_SHELL_ID}`);
    await expect.poll(() => shell.evaluate(isHydrated)).toBe(true);
    await expect(input).toHaveValue("Where do you ship?");
    await expect(input).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(input).not.toBeEditable();

    releasePanel();
    await expect(shell).toHaveCount(0);
    await expect(messages).toHaveCount(3, { timeout: 4000 });
    await expect(messages.nth(1)).toContainText("Where do you ship?");
    await expect(input).toHaveValue("");
    await expect(input).toBeFocused();
  });

  test("keeps a message sent with Enter and sends it once the live panel is there", async ({
    page,
  }) => {
    const release = await gotoWithScriptsHeld(page);
    const { launcher, dialog, messages, input } = chat(page);
    await launcher.click();
    await input.pressSequentially("What does Bold mean?");
    await page.keyboard.press("Enter");
    await expect(input).toHaveValue("What does Bold mean?");
    await expect(input).not.toBeEditable();
    await expect(
      dialog.getByRole("button", { name: chatCopy.send }),
    ).toBeDisabled();

    await hydrateIntoPanel(page, release);
    await expect(messages.nth(1)).toContainText("What does Bold mean?");
    await expect(input).toHaveValue("");
    await expect(input).toBeFocused();
    // The bot answers it, once: greeting, the visitor's message, the answer.
    await expect(messages).toHaveCount(3, { timeout: 4000 });
  });

  test("sends a suggested question tapped in the shell once the live panel is there", async ({
    page,
  }) => {
    const release = await gotoWithScriptsHeld(page);
    const { launcher, dialog, messages } = chat(page);
    await launcher.click();
    const suggestion = dialog
      .getByRole("list", { name: chatCopy.suggestions })
      .getByRole("button")
      .first();
    const question = await suggestion.textContent();
    await suggestion.click();

    await hydrateIntoPanel(page, release);
    await expect(messages.nth(1)).toContainText(question ?? "");
  });

  test("closes with Escape or its close button, and hydration does not reopen it", async ({
    page,
  }) => {
    const release = await gotoWithScriptsHeld(page);
    const { launcher, dialog } = chat(page);
    await launcher.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
    await expect(launcher).toHaveAttribute("aria-expanded", "false");

    await launcher.click();
    await dialog.getByRole("button", { name: chatCopy.close }).click();
    await expect(dialog).toBeHidden();

    release();
    await expect.poll(() => hydrated(page)).toBe(true);
    await expect(dialog).toBeHidden();
    await expect(launcher).toHaveAttribute("aria-expanded", "false");
    // The chat still opens, now from React.
    await launcher.click();
    await expect(chat(page).input).toBeFocused();
  });

  test("is hydrated in place when nobody tapped it: same element, still closed", async ({
    page,
  }) => {
    const release = await gotoWithScriptsHeld(page);
    const shell = page.locator(`#${CHAT_SHELL_ID}`);
    await shell.evaluate((element) => element.setAttribute("data-seen", ""));
    release();
    await expect.poll(() => shell.evaluate(isHydrated)).toBe(true);
    await expect(shell).toHaveAttribute("data-seen", "");
    await expect(shell).toBeHidden();
    await expect(chat(page).dialog).toBeHidden();
  });

  test(
    "open, has no axe violations",
    { tag: everyDevice },
    async ({ page }) => {
      const release = await gotoWithScriptsHeld(page);
      await chat(page).launcher.click();
      await expect(chat(page).input).toBeFocused();
      await expectNoAxeViolations(page, "chat shell open before hydration");
      release();
    },
  );
});
