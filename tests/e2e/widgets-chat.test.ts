import type { Page } from "@playwright/test";
import { chatCopy } from "../../app/content/chat-copy";
import { chatScript } from "../../app/content/chat-script";
import { copy } from "../../app/content/copy";
import { brandFacts } from "../../app/content/brand-facts";
import { site } from "../../app/content/site";
import { expect, gotoHydrated, test } from "./fixtures";
import { answerPoll, whenChatAnswers } from "./widgets-helpers";

/** Opens the chat; returns its dialog, conversation log and message box. */
async function openChat(page: Page) {
  await page.getByRole("button", { name: copy.openChat }).click();
  const dialog = page.getByRole("dialog", { name: chatCopy.title });
  return {
    dialog,
    log: dialog.getByRole("log", { name: chatCopy.conversation }),
    input: dialog.getByRole("textbox", { name: chatCopy.inputLabel }),
    quickReplies: dialog.getByRole("list", { name: chatCopy.suggestions }),
  };
}

const unanswered = "do you sponsor skaters";

/** Asks what the chat cannot answer and takes its offer; returns the question form. */
async function openQuestionForm(page: Page) {
  const chat = await openChat(page);
  await chat.input.fill(unanswered);
  await chat.input.press("Enter");
  const offer = chat.log.getByRole("button", { name: chatCopy.ask.offer });
  await whenChatAnswers(page, () => expect(offer).toBeVisible(answerPoll));
  await offer.click();
  const form = chat.dialog.getByRole("form", { name: chatCopy.ask.heading });
  return { ...chat, form };
}

const questionOf = (topic: string) =>
  chatScript.rules.find((rule) => rule.topic === topic)?.question ?? topic;
const answerOf = (topic: string) => {
  const rule = chatScript.rules.find((candidate) => candidate.topic === topic);
  if (!rule || !("text" in rule.reply))
    throw new Error(`no plain answer for ${topic}`);
  return rule.reply.text;
};

test.describe("chat assistant", () => {
  test.beforeEach(async ({ page }) => {
    // The chat's reply delay runs on this clock (whenChatAnswers).
    await page.clock.install();
    await gotoHydrated(page, "/");
  });

  test("opens with a greeting, answers by keyword, and closes with Escape", async ({
    page,
  }) => {
    const launcher = page.getByRole("button", { name: copy.openChat });
    await launcher.click();

    const dialog = page.getByRole("dialog", { name: chatCopy.title });
    const log = dialog.getByRole("log", { name: chatCopy.conversation });
    const input = dialog.getByRole("textbox", { name: chatCopy.inputLabel });
    await expect(log.getByRole("listitem")).toHaveCount(1);
    await expect(log).toContainText(chatScript.greeting.text);
    await expect(input).toBeFocused();
    await expect(launcher).toHaveAttribute("aria-expanded", "true");

    await input.fill("What is it made of?");
    await input.press("Enter");
    await expect(input).toHaveValue("");
    await expect(log.getByRole("listitem")).toHaveCount(2);
    const status = dialog.getByRole("status");
    await expect(status).toHaveText(chatCopy.typing);
    await whenChatAnswers(page, () =>
      expect(log.getByRole("listitem").nth(2)).toContainText(
        answerOf("materials"),
        answerPoll,
      ),
    );
    await expect(status).toHaveText("");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
    await expect(launcher).toHaveAttribute("aria-expanded", "false");
  });

  test("Shift+Enter adds a line instead of sending", async ({ page }) => {
    await page.getByRole("button", { name: copy.openChat }).click();
    const dialog = page.getByRole("dialog", { name: chatCopy.title });
    const input = dialog.getByRole("textbox", { name: chatCopy.inputLabel });
    await input.pressSequentially("first line");
    await input.press("Shift+Enter");
    await input.pressSequentially("second line");
    await expect(input).toHaveValue("first line\nsecond line");
    await expect(dialog.getByRole("log").getByRole("listitem")).toHaveCount(1);

    await dialog.getByRole("button", { name: chatCopy.send }).click();
    const sent = dialog.getByRole("log").getByRole("listitem").nth(1);
    await expect(sent).toContainText("first line\nsecond line", {
      useInnerText: true,
    });
    await expect(input).toBeFocused();
  });

  test("cannot send an empty or whitespace-only message", async ({ page }) => {
    await page.getByRole("button", { name: copy.openChat }).click();
    const dialog = page.getByRole("dialog", { name: chatCopy.title });
    const input = dialog.getByRole("textbox", { name: chatCopy.inputLabel });
    const send = dialog.getByRole("button", { name: chatCopy.send });
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
    await page.getByRole("button", { name: copy.openChat }).click();
    const dialog = page.getByRole("dialog", { name: chatCopy.title });
    const input = dialog.getByRole("textbox", { name: chatCopy.inputLabel });
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
    await page.getByRole("button", { name: copy.openChat }).click();
    const dialog = page.getByRole("dialog", { name: chatCopy.title });
    const input = dialog.getByRole("textbox", { name: chatCopy.inputLabel });
    await expect(dialog.getByText("0/500")).toBeVisible();
    await input.fill("b".repeat(503));
    await expect(input).toHaveValue("b".repeat(503));
    await expect(
      dialog.getByText("503/500 3 characters over the limit."),
    ).toBeVisible();
    await expect(
      dialog.getByRole("button", { name: chatCopy.send }),
    ).toBeDisabled();
  });

  test("scrolls to the newest message", async ({ page }) => {
    await page.getByRole("button", { name: copy.openChat }).click();
    const input = page.getByRole("textbox", { name: chatCopy.inputLabel });
    for (const message of ["one", "two", "three", "four", "five"]) {
      await input.fill(`${message}\n${message}\n${message}`);
      await input.press("Enter");
    }
    const log = page.getByRole("log", { name: chatCopy.conversation });
    const messages = log.getByRole("listitem");
    // The greeting, the five messages and their five answers, in the order they came.
    await whenChatAnswers(page, () =>
      expect(messages).toHaveCount(11, answerPoll),
    );
    await expect(messages.filter({ hasText: "five" })).toHaveCount(1);
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

  test("keeps the conversation on the next page of the visit", async ({
    page,
  }) => {
    await page.getByRole("button", { name: copy.openChat }).click();
    const input = page.getByRole("textbox", { name: chatCopy.inputLabel });
    await input.fill("thanks");
    await input.press("Enter");
    await page.keyboard.press("Escape");

    await page.getByRole("link", { name: "ABOUT US" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole("button", { name: copy.openChat }).click();
    const log = page.getByRole("log", { name: chatCopy.conversation });
    await expect(log.getByRole("listitem").nth(1)).toContainText("thanks");
    await whenChatAnswers(page, () =>
      expect(log.getByRole("listitem").nth(2)).toContainText(
        answerOf("thanks"),
        answerPoll,
      ),
    );
  });

  test("suggests questions after the greeting; a tap sends one as if typed", async ({
    page,
  }) => {
    const { log, quickReplies } = await openChat(page);
    const [first] = chatScript.greeting.suggestions;
    await expect(quickReplies.getByRole("button")).toHaveText(
      chatScript.greeting.suggestions.map(questionOf),
    );
    await quickReplies.getByRole("button", { name: questionOf(first) }).click();
    await expect(log.getByRole("listitem").nth(1)).toHaveText(
      new RegExp(
        `^${chatCopy.visitorName}:\\s*${questionOf(first).replace("?", "\\?")}`,
      ),
    );
    await expect(quickReplies).toHaveCount(0);
    await whenChatAnswers(page, () =>
      expect(log.getByRole("listitem")).toHaveCount(3, answerPoll),
    );
  });

  test("answers what a pre-launch visitor asks, with a real link", async ({
    page,
  }) => {
    const { log, input } = await openChat(page);
    await input.fill("do u ship to canada??");
    await input.press("Enter");
    await whenChatAnswers(page, () =>
      expect(log.getByRole("listitem").nth(2)).toContainText(
        answerOf("shipping"),
        answerPoll,
      ),
    );
    await input.fill("how do the sizes run");
    await input.press("Enter");
    const answer = log.getByRole("listitem").nth(4);
    await whenChatAnswers(page, () =>
      expect(answer).toContainText(answerOf("sizes"), answerPoll),
    );
    await expect(answer.getByRole("link")).toHaveAttribute(
      "href",
      brandFacts.sizeGuideUrl,
    );
    await expect(answer.getByRole("link")).toHaveAttribute("target", "_blank");
  });

  test("passes an unanswered question on to the team", async ({ page }) => {
    const posted: unknown[] = [];
    await page.route("**/api/questions", async (route) => {
      posted.push(route.request().postDataJSON());
      await route.fulfill({ status: 201, json: { ok: true } });
    });
    const { dialog, log, input, quickReplies } = await openChat(page);
    await input.fill(unanswered);
    await input.press("Enter");
    const generic = log.getByRole("listitem").nth(2);
    await whenChatAnswers(page, () =>
      expect(generic).toContainText(
        new RegExp(
          chatScript.fallbacks.map((text) => text.slice(0, 20)).join("|"),
        ),
        answerPoll,
      ),
    );
    await expect(quickReplies.getByRole("button")).toHaveCount(
      chatScript.fallbackSuggestions.length,
    );

    await generic.getByRole("button", { name: chatCopy.ask.offer }).click();
    const form = dialog.getByRole("form", { name: chatCopy.ask.heading });
    await expect(
      form.getByRole("textbox", { name: chatCopy.ask.questionLabel }),
    ).toHaveValue(unanswered);
    await expect(form.getByText(chatCopy.ask.kept)).toBeVisible();
    await expect(
      form.getByRole("link", { name: chatCopy.ask.privacyLink }),
    ).toHaveAttribute("href", "/privacy");
    await form
      .getByRole("textbox", { name: chatCopy.ask.emailLabel })
      .fill("skater@mail.test");
    await form.getByRole("button", { name: chatCopy.ask.send }).click();
    await expect(log.getByRole("listitem").last()).toContainText(
      chatCopy.ask.stored,
    );
    expect(posted).toEqual([
      { question: unanswered, email: "skater@mail.test" },
    ]);
    await expect(form).toHaveCount(0);
    await expect(input).toBeVisible();
  });

  test("stores a passed-on question on the site's own server", async ({
    page,
  }) => {
    const { log, form } = await openQuestionForm(page);
    const stored = page.waitForResponse("**/api/questions");
    await form.getByRole("button", { name: chatCopy.ask.send }).click();
    expect((await stored).status()).toBe(201);
    await expect(log.getByRole("listitem").last()).toContainText(
      chatCopy.ask.stored,
    );
  });

  test("shows the server's reason and keeps the question when it is refused", async ({
    page,
    consoleErrors,
  }) => {
    await page.route("**/api/questions", (route) =>
      route.fulfill({
        status: 429,
        json: { error: "Too many questions. Try again in a minute." },
      }),
    );
    const { form } = await openQuestionForm(page);
    await form.getByRole("button", { name: chatCopy.ask.send }).click();
    await expect(form.getByRole("alert")).toHaveText(
      "Too many questions. Try again in a minute.",
    );
    await expect(
      form.getByRole("textbox", { name: chatCopy.ask.questionLabel }),
    ).toHaveValue(unanswered);
    // Chromium logs every 4xx response; this one is the test's own.
    consoleErrors.messages = consoleErrors.messages.filter(
      (message) => !/status of 429/.test(message),
    );
  });
});

test.describe("the chat's launch answer follows the launch state", () => {
  const day = 24 * 60 * 60 * 1000;

  for (const phase of ["before", "live"] as const) {
    test(`${phase} the target`, async ({ page }) => {
      const target = await page.evaluate(
        (value) => new Date(value).getTime(),
        site.launchTarget,
      );
      await page.clock.install({
        time: target + (phase === "live" ? day : -day),
      });
      await gotoHydrated(page, "/");
      const { log, input } = await openChat(page);
      await input.fill("when is the launch");
      await input.press("Enter");
      const launch = chatScript.rules.find((rule) => rule.topic === "launch");
      if (!launch || "text" in launch.reply)
        throw new Error("launch answers by phase");
      const answer = log.getByRole("listitem").nth(2);
      await whenChatAnswers(page, () =>
        expect(answer).toContainText(launch.reply[phase].text, answerPoll),
      );
      const links = launch.reply[phase].links ?? [];
      await expect(answer.getByRole("link")).toHaveCount(links.length);
      for (const link of links) {
        await expect(
          answer.getByRole("link", { name: new RegExp(`^${link.label}`) }),
        ).toHaveAttribute("href", "to" in link ? link.to : link.href);
      }
      // The countdowns on the page agree with the answer.
      await expect(
        page
          .getByRole("main")
          .locator(`[data-launch-phase="${phase}"]`)
          .first(),
      ).toBeAttached();
    });
  }
});

test("the chat loads its button's code when the visitor scrolls, and its panel's at the first tap", async ({
  page,
}) => {
  // ADR 024: a page nobody touches loads no chat code; a scroll, a mouse move or a key
  // prefetches the button's, and the tap that wakes the chat and opens it fetches the panel's.
  const events: string[] = [];
  page.on("load", () => events.push("load"));
  page.on("request", (request) => {
    const [, part] =
      /\/assets\/(chat-launcher|chat-panel|react)-[^/]*\.js$/.exec(
        request.url(),
      ) ?? [];
    if (part) events.push(part);
  });
  await gotoHydrated(page, "/about");
  await page.waitForLoadState("networkidle");
  expect(events).toEqual(["load"]);
  await page.mouse.wheel(0, 300);
  await expect
    .poll(() => [...events].sort())
    .toEqual(["chat-launcher", "load", "react"]);
  expect(
    await page.locator('[data-id="chat"]').getAttribute("data-hydrated"),
  ).toBeNull();
  await page.getByRole("button", { name: copy.openChat }).click();
  await expect(
    page.getByRole("dialog", { name: chatCopy.title }),
  ).toBeVisible();
  // The dialog may still be the prerendered shell (ADR 034) while the panel's code comes.
  await expect.poll(() => events.at(-1)).toBe("chat-panel");
});
