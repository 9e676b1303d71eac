import { CHAT_SHELL_ID } from "~/components/chat/chat-shell-handover";
import { chatCopy } from "~/content/chat-copy";
import { copy } from "~/content/copy";
import { everyDevice, expect, gotoHydrated, test } from "./fixtures";
import { pageKeepsClear } from "./widgets-helpers";

test(
  "the page keeps clear exactly the part of the window the open chat covers",
  { tag: everyDevice },
  async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: copy.openChat }).click();
    const dialog = page.getByRole("dialog", { name: chatCopy.title });
    await expect(dialog).toBeVisible();
    // The live panel's, once it has taken the shell's place (ADR 034).
    await expect(page.locator(`#${CHAT_SHELL_ID}`)).toHaveCount(0);
    const covered = await dialog.evaluate((panel) =>
      Math.round(window.innerHeight - panel.getBoundingClientRect().top),
    );
    expect(covered).toBeGreaterThan(0);
    // The page makes its room once the panel has painted.
    await expect
      .poll(async () => Math.round(await pageKeepsClear(page)))
      .toBe(covered);
  },
);
