import type { Page } from "@playwright/test";
import { CHAT_SHELL_ID } from "~/components/chat/chat-shell-handover";
import { chatCopy } from "~/content/chat-copy";
import { chatScript } from "~/content/chat-script";
import { copy } from "~/content/copy";
import { expectNoAxeViolations } from "./a11y-axe";
import { everyDevice, expect, test, waitForIsland } from "./fixtures";
import { holdRequests, pageKeepsClear } from "./widgets-helpers";

// ADR 034: the head's script opens a prerendered copy of the chat's panel at a tap, before
// any module script has run, and the live panel takes over what the visitor left in it.

/**
 * Opens `/` with every module script held back until the returned function is called: the
 * page paints and its inline script runs, but none of the site's code has, so whatever the
 * chat does by then is the shell and the head's script.
 */
async function gotoWithScriptsHeld(page: Page) {
  const release = await holdRequests(page, /\/assets\/[^/]+\.js$/);
  await page.goto("/", { waitUntil: "commit" });
  return release;
}

/** Scripts the page has finished loading; none while they are held. */
const scriptsLoaded = (page: Page) =>
  page.evaluate(
    () =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js")).length,
  );

/** The chat's button, dialog, conversation and message box, found as a visitor finds them. */
function chat(page: Page) {
  const dialog = page.getByRole("dialog", { name: chatCopy.title });
  const messages = dialog.getByRole("log").getByRole("listitem");
  return {
    launcher: page.getByRole("button", { name: copy.openChat }),
    dialog,
    messages,
    visitorMessages: messages.filter({
      hasText: `${chatCopy.visitorName}:`,
    }),
    input: dialog.getByRole("textbox", { name: chatCopy.inputLabel }),
    suggestions: dialog.getByRole("list", { name: chatCopy.suggestions }),
    shell: page.locator(`#${CHAT_SHELL_ID}`),
  };
}

type Chat = ReturnType<typeof chat>;

/** Opens `/` with its scripts held, and the shell with a tap; returns the chat's parts. */
async function openShell(page: Page) {
  const release = await gotoWithScriptsHeld(page);
  const parts = chat(page);
  await parts.launcher.click();
  return { release, ...parts };
}

const question = "What does Bold mean?";

/** Opens the shell as `openShell` does, and sends `question` from it with Enter. */
async function sendFromShell(page: Page) {
  const parts = await openShell(page);
  await page.keyboard.type(question);
  await page.keyboard.press("Enter");
  return parts;
}

/** The conversation holds `question` as the visitor's one message. */
async function expectSentOnce({ messages, visitorMessages }: Chat) {
  await expect(messages.nth(1)).toContainText(question);
  await expect(visitorMessages).toHaveCount(1);
}

/** Lets the site's code in and waits until the live panel has taken the shell's place. */
async function intoLivePanel(page: Page, release: () => void) {
  release();
  await waitForIsland(page, "chat");
  await expect(chat(page).shell).toHaveCount(0);
}

test.describe("the chat shell, before the chat's code is in", () => {
  test(
    "opens at a tap with its box focused, and what was typed moves into the live panel",
    { tag: everyDevice },
    async ({ page, consoleErrors }) => {
      const release = await gotoWithScriptsHeld(page);
      const { launcher, dialog, messages, input, suggestions } = chat(page);
      await expect(dialog).toBeHidden();

      await launcher.click();
      await expect(dialog).toBeVisible();
      await expect(input).toBeFocused();
      await expect(launcher).toHaveAttribute("aria-expanded", "true");
      await expect(messages).toHaveCount(1);
      await expect(messages).toContainText(chatScript.greeting.text);
      // The suggested questions come with the live panel; the counter keeps its place unseen.
      await expect(suggestions).toHaveCount(0);
      await expect(
        dialog.getByText(chatCopy.counter(0, chatScript.maxMessageLength)),
      ).toBeHidden();
      await page.keyboard.type("Where do you ship");
      await page.keyboard.press("ArrowLeft");
      expect(await scriptsLoaded(page)).toBe(0);
      // The shell leaves the page's padding alone (app.css says why); the live panel does not.
      expect(await pageKeepsClear(page)).toBe(0);

      await intoLivePanel(page, release);
      await expect(dialog).toHaveCount(1);
      await expect(input).toBeFocused();
      await expect(input).toHaveValue("Where do you ship");
      // The caret stays where the visitor left it.
      await page.keyboard.type("?");
      await expect(input).toHaveValue("Where do you shi?p");
      await expect(launcher).toHaveAttribute("aria-expanded", "true");
      await expect(suggestions).toBeVisible();
      await expect.poll(() => pageKeepsClear(page)).toBeGreaterThan(0);
      expect(
        consoleErrors.messages.filter((text) =>
          /#4(18|19|23|25)\b|hydrat/i.test(text),
        ),
        "no hydration error",
      ).toEqual([]);
    },
  );

  test("keeps taking keys while the chat's code arrives, and the live panel has every one", async ({
    page,
  }) => {
    const release = await holdRequests(page, /\/assets\/[^/]+\.js$/);
    // Routes added later are asked first: the panel's chunk waits for its own release.
    const releasePanel = await holdRequests(page, /\/chat-panel-[^/]+\.js$/);
    await page.goto("/", { waitUntil: "commit" });
    const { launcher, input, shell } = chat(page);
    await launcher.click();
    await page.keyboard.type("Where do");
    release();
    // The runtime has started and React is on its way; the panel's chunk is still held.
    await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
    await page.keyboard.type(" you ship?");
    await expect(shell).toHaveCount(1);

    releasePanel();
    await expect(shell).toHaveCount(0);
    await expect(input).toHaveValue("Where do you ship?");
    await expect(input).toBeFocused();
  });

  test("keeps a message sent with Enter and sends it once the live panel is there", async ({
    page,
  }) => {
    const sent = await sendFromShell(page);
    const { release, dialog, messages, input } = sent;
    await expect(input).toHaveValue(question);
    await expect(input).not.toBeEditable();
    await expect(
      dialog.getByRole("button", { name: chatCopy.send }),
    ).toBeDisabled();

    await intoLivePanel(page, release);
    await expect(messages.nth(1)).toContainText(question);
    await expect(input).toHaveValue("");
    await expect(input).toBeEditable();
    await expect(input).toBeFocused();
    // Sent once: the greeting, the visitor's one message, the answer.
    await expect(messages).toHaveCount(3, { timeout: 4000 });
    await expectSentOnce(sent);
  });

  test("keeps a message sent and then closed, for the live chat and the next page", async ({
    page,
  }) => {
    const sent = await sendFromShell(page);
    const { release, launcher, dialog } = sent;
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await intoLivePanel(page, release);
    await expect(dialog).toBeHidden();
    await launcher.click();
    await expectSentOnce(sent);
    await page.keyboard.press("Escape");
    await page.goto("/about");
    await launcher.click();
    await expectSentOnce(sent);
  });

  test("keeps a message sent just before leaving the page, for the next page's chat", async ({
    page,
  }) => {
    const sent = await sendFromShell(page);
    const { release, launcher, messages } = sent;
    // Away before any of the chat's code came.
    await page.goto("/about", { waitUntil: "commit" });
    release();

    await launcher.click();
    await expectSentOnce(sent);
    // Sent once, not again on the page after.
    await page.goto("/news");
    await launcher.click();
    await expect(messages).toHaveCount(3, { timeout: 4000 });
    await expectSentOnce(sent);
  });

  test("enables Send only while the box holds more than spaces, within the limit", async ({
    page,
  }) => {
    const { release, dialog, input } = await openShell(page);
    const send = dialog.getByRole("button", { name: chatCopy.send });
    await expect(send).toBeDisabled();
    await page.keyboard.type("  ");
    await expect(send).toBeDisabled();
    await page.keyboard.type("hi");
    await expect(send).toBeEnabled();
    await input.fill("a".repeat(chatScript.maxMessageLength + 1));
    await expect(send).toBeDisabled();
    await input.press("Enter");
    await expect(input).toBeEditable();
    release();
  });

  test("closes with Escape or its close button, and the live chat stays closed", async ({
    page,
  }) => {
    const { release, launcher, dialog } = await openShell(page);
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
    await expect(launcher).toHaveAttribute("aria-expanded", "false");

    await launcher.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: chatCopy.close }).click();
    await expect(dialog).toBeHidden();

    release();
    await waitForIsland(page, "chat");
    await expect(chat(page).shell).toHaveCount(0);
    await expect(dialog).toBeHidden();
    await expect(launcher).toHaveAttribute("aria-expanded", "false");
    // The chat still opens, now React's panel.
    await launcher.click();
    await expect(chat(page).input).toBeFocused();
    await expect(chat(page).shell).toHaveCount(0);
  });

  test("over a conversation kept from an earlier page, hands over to the live panel with all of it", async ({
    page,
  }) => {
    await page.goto("/about");
    await chat(page).launcher.click();
    await chat(page).input.fill("What does Bold mean?");
    await chat(page).input.press("Enter");
    await expect(chat(page).messages).toHaveCount(3, { timeout: 4000 });

    const { release, dialog, messages, input } = await openShell(page);
    await expect(dialog).toBeVisible();
    await page.keyboard.type("And sizes?");

    await intoLivePanel(page, release);
    await expect(messages).toHaveCount(3);
    await expect(messages.nth(1)).toContainText("What does Bold mean?");
    await expect(input).toHaveValue("And sizes?");
  });

  test(
    "open, has no axe violations",
    { tag: everyDevice },
    async ({ page }) => {
      const { release, input } = await openShell(page);
      await expect(input).toBeFocused();
      await expectNoAxeViolations(
        page,
        "chat shell open before the chat's code",
      );
      release();
    },
  );

  test("is on no owner page, nor is its script", async ({ page }) => {
    // The page's HTML alone: loaded, the dashboard would ask for a session it lacks.
    const html = await (await page.request.get("/admin")).text();
    expect(html).toContain("<head>");
    expect(html).not.toContain(CHAT_SHELL_ID);
  });
});
