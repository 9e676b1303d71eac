import { expect, gotoHydrated, test } from "./fixtures";

test.describe("chat assistant", () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/");
  });

  test("opens with a greeting, answers by keyword, and closes with Escape", async ({
    page,
  }) => {
    const launcher = page.getByRole("button", {
      name: "Chat with Blunt & Bold",
    });
    await launcher.click();

    const dialog = page.getByRole("dialog", { name: "Blunt & Bold chat" });
    const log = dialog.getByRole("log", { name: "Conversation" });
    const input = dialog.getByRole("textbox", { name: "Your message" });
    await expect(log.getByRole("listitem")).toHaveCount(1);
    await expect(log).toContainText("Hey. This is Blunt & Bold.");
    await expect(input).toBeFocused();
    await expect(launcher).toHaveAttribute("aria-expanded", "true");

    await input.fill("What is it made of?");
    await input.press("Enter");
    await expect(input).toHaveValue("");
    await expect(log.getByRole("listitem")).toHaveCount(2);
    const status = dialog.getByRole("status");
    await expect(status).toHaveText("Blunt & Bold is typing...");
    await expect(log.getByRole("listitem").nth(2)).toContainText(
      "100% organic cotton",
      {
        timeout: 2500,
      },
    );
    await expect(status).toHaveText("");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
    await expect(launcher).toHaveAttribute("aria-expanded", "false");
  });

  test("Shift+Enter adds a line instead of sending", async ({ page }) => {
    await page.getByRole("button", { name: "Chat with Blunt & Bold" }).click();
    const dialog = page.getByRole("dialog", { name: "Blunt & Bold chat" });
    const input = dialog.getByRole("textbox", { name: "Your message" });
    await input.pressSequentially("first line");
    await input.press("Shift+Enter");
    await input.pressSequentially("second line");
    await expect(input).toHaveValue("first line\nsecond line");
    await expect(dialog.getByRole("log").getByRole("listitem")).toHaveCount(1);

    await dialog.getByRole("button", { name: "Send" }).click();
    const sent = dialog.getByRole("log").getByRole("listitem").nth(1);
    await expect(sent).toContainText("first line\nsecond line", {
      useInnerText: true,
    });
    await expect(input).toBeFocused();
  });

  test("cannot send an empty or whitespace-only message", async ({ page }) => {
    await page.getByRole("button", { name: "Chat with Blunt & Bold" }).click();
    const dialog = page.getByRole("dialog", { name: "Blunt & Bold chat" });
    const input = dialog.getByRole("textbox", { name: "Your message" });
    const send = dialog.getByRole("button", { name: "Send" });
    await expect(send).toBeDisabled();
    await input.fill("   \n  ");
    await expect(send).toBeDisabled();
    await input.press("Enter");
    await expect(dialog.getByRole("log").getByRole("listitem")).toHaveCount(1);
    await input.fill("hi");
    await expect(send).toBeEnabled();
  });

  test("shows markup, emoji and right-to-left text as plain text", async ({
    page,
  }) => {
    await page.getByRole("button", { name: "Chat with Blunt & Bold" }).click();
    const dialog = page.getByRole("dialog", { name: "Blunt & Bold chat" });
    const input = dialog.getByRole("textbox", { name: "Your message" });
    const markup = '<img src=x onerror="alert(1)"> 🔥 שלום';
    await input.fill(markup);
    await input.press("Enter");
    const sent = dialog.getByRole("log").getByRole("listitem").nth(1);
    await expect(sent).toContainText(markup);
    await expect(sent.locator("img")).toHaveCount(0);
    await expect(sent.locator("p[dir=auto]")).toHaveCount(1);

    const longWord = "a".repeat(300);
    await input.fill(longWord);
    await input.press("Enter");
    const bubble = dialog.getByRole("log").getByRole("listitem").nth(2);
    const fits = await bubble.evaluate(
      (element) => element.scrollWidth <= element.clientWidth,
    );
    expect(fits, "a long word wraps inside its bubble").toBe(true);
  });

  test("shows the length limit instead of cutting the message", async ({
    page,
  }) => {
    await page.getByRole("button", { name: "Chat with Blunt & Bold" }).click();
    const dialog = page.getByRole("dialog", { name: "Blunt & Bold chat" });
    const input = dialog.getByRole("textbox", { name: "Your message" });
    await expect(dialog.getByText("0/500")).toBeVisible();
    await input.fill("b".repeat(503));
    await expect(input).toHaveValue("b".repeat(503));
    await expect(
      dialog.getByText("503/500 3 characters over the limit."),
    ).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Send" })).toBeDisabled();
  });

  test("loads the panel's code only when the chat is first wanted", async ({
    page,
  }) => {
    const panelRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/chat-panel-[^/]*\.js$/.test(request.url()))
        panelRequests.push(request.url());
    });
    await page.waitForLoadState("networkidle");
    expect(panelRequests).toEqual([]);
    await page.getByRole("button", { name: "Chat with Blunt & Bold" }).click();
    await expect(
      page.getByRole("dialog", { name: "Blunt & Bold chat" }),
    ).toBeVisible();
    // The runner hears of a request a moment after the page has made it.
    await expect.poll(() => panelRequests).toHaveLength(1);
  });

  test("scrolls to the newest message", async ({ page }) => {
    await page.getByRole("button", { name: "Chat with Blunt & Bold" }).click();
    const input = page.getByRole("textbox", { name: "Your message" });
    for (const message of ["one", "two", "three", "four", "five"]) {
      await input.fill(`${message}\n${message}\n${message}`);
      await input.press("Enter");
    }
    const log = page.getByRole("log", { name: "Conversation" });
    await expect(log.getByRole("listitem").last()).toContainText("five");
    await expect
      .poll(() =>
        log.evaluate(
          (element) =>
            element.scrollHeight - element.clientHeight - element.scrollTop,
        ),
      )
      .toBeLessThanOrEqual(1);
    expect(
      await log.evaluate(
        (element) => element.scrollHeight > element.clientHeight,
      ),
    ).toBe(true);
  });

  test("keeps the conversation across client-side navigation", async ({
    page,
  }) => {
    await page.getByRole("button", { name: "Chat with Blunt & Bold" }).click();
    const input = page.getByRole("textbox", { name: "Your message" });
    await input.fill("thanks");
    await input.press("Enter");
    await page.keyboard.press("Escape");

    await page.getByRole("link", { name: "ABOUT US" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole("button", { name: "Chat with Blunt & Bold" }).click();
    const log = page.getByRole("log", { name: "Conversation" });
    await expect(log.getByRole("listitem").nth(1)).toContainText("thanks");
    await expect(log.getByRole("listitem").nth(2)).toContainText("Anytime.", {
      timeout: 2500,
    });
  });
});
