import type { Page } from "@playwright/test";
import { CHAT_SHELL_ID } from "~/components/chat/chat-shell-handover";
import { chatCopy } from "~/content/chat-copy";
import { copy } from "~/content/copy";
import { newsletterMessages } from "~/content/newsletter-messages";
import { homeNav } from "~/content/navigation";
import { posts } from "~/content/posts";
import { site } from "~/content/site";
import { loadTimeCopy, videoCopy } from "~/content/widget-copy";
import { expectFocusShown, focusReport, tabTo } from "./a11y-keyboard";
import {
  brandStatementToggle,
  everyDevice,
  expect,
  gotoHydrated,
  recordExternalRequests,
  routes,
  test,
} from "./fixtures";
import { recordMailtos } from "./mailto";
import {
  carouselParts,
  carouselShowing,
  carouselSlide,
  carouselTotal,
  answerPoll,
  holdRequests,
  pageKeepsClear,
  whenChatAnswers,
} from "./widgets-helpers";

const missingPath = "/no-such-page";

for (const path of [...routes.map((route) => route.path), missingPath]) {
  test(
    `${path}: every Tab stop is visible and shows a focus outline`,
    { tag: path === "/" ? everyDevice : [] },
    async ({ page, consoleErrors }) => {
      await gotoHydrated(page, path);
      if (path === missingPath) consoleErrors.messages.length = 0;
      const stops: string[] = [];
      // Tab until focus leaves the page (it lands on the body, the browser's UI comes next).
      for (let presses = 0; presses < 150; presses += 1) {
        await page.keyboard.press("Tab");
        const report = await expectFocusShown(page);
        if (!report) break;
        stops.push(report.what);
        expect(report.indicated, `focus outline on ${report.what}`).toBe(true);
      }
      expect(stops.length).toBeGreaterThan(2);
      expect(
        await focusReport(page),
        "focus left the page at the end",
      ).toBeNull();
    },
  );
}

const headingOf = Object.fromEntries(
  routes.map((route) => [route.path, route.heading]),
);
const backLabel: Record<string, string> = { "/news": copy.back };

test("every navigation button works from the keyboard", async ({ page }) => {
  // The shop opens in a new tab, whose request is noted.
  const externalRequests = recordExternalRequests(page.context());
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
    // A full page load: focus starts at the top, where the skip link is the first Tab stop.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: copy.skipLink })).toBeFocused();
    await tabTo(
      page,
      page
        .getByRole("main")
        .getByRole("link", { name: backLabel[to] ?? copy.backHome }),
    );
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/");
  }
});

test("the brand statement opens and closes from the keyboard", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const toggle = brandStatementToggle(page);
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
  ).toContainText(newsletterMessages.success.title);
  await expect(email).toHaveValue("");
  // The default build keeps the launch list itself: no mail client opens.
  expect(await page.evaluate(() => window.__mailtos)).toHaveLength(0);
});

test("the chat opens, sends, announces the reply once and closes from the keyboard", async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, "/");
  const launcher = page.getByRole("button", { name: copy.openChat });
  // The launcher comes last in the page: the shortest way there is backwards.
  await tabTo(page, launcher, { backwards: true });
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: chatCopy.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveAttribute("aria-modal");
  const input = dialog.getByRole("textbox", { name: chatCopy.inputLabel });
  await expect(input).toBeFocused();
  // What follows listens to the live panel, once it has taken the shell's place (ADR 034).
  await expect(page.locator(`#${CHAT_SHELL_ID}`)).toHaveCount(0);
  await expect(input).toBeFocused();

  const log = dialog.getByRole("log", { name: chatCopy.conversation });
  await expect(log).not.toHaveAttribute("aria-live", /./);
  // Everything the two live regions will say: the log's added and removed messages, and
  // each distinct text of the typing status.
  await page.evaluate(() => {
    const heard = { added: 0, removed: 0, status: [] as string[] };
    const status = document.querySelector("dialog [role='status']");
    const list = document.querySelector("dialog [role='log'] ol");
    new MutationObserver((records) => {
      for (const record of records) {
        heard.added += record.addedNodes.length;
        heard.removed += record.removedNodes.length;
      }
    }).observe(list as Node, { childList: true });
    new MutationObserver(() => {
      const text = status?.textContent ?? "";
      if (heard.status.at(-1) !== text) heard.status.push(text);
    }).observe(status as Node, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    Object.assign(window, { __heard: heard });
  });

  await page.keyboard.type("What does Blunt mean?");
  await page.keyboard.press("Enter");
  await whenChatAnswers(page, () =>
    expect(log.getByRole("listitem")).toHaveCount(3, answerPoll),
  );
  await expect(dialog.getByRole("status")).toHaveText("");
  expect(await page.evaluate(() => Reflect.get(window, "__heard"))).toEqual({
    added: 2,
    removed: 0,
    status: [chatCopy.typing, ""],
  });

  // Backwards from the input: the conversation (scrollable), then the close button.
  await tabTo(page, dialog.getByRole("button", { name: chatCopy.close }), {
    backwards: true,
  });
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(input).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
});

test(
  "the carousel moves from the keyboard, each arrow showing when focused",
  { tag: everyDevice },
  async ({ page }) => {
    await gotoHydrated(page, "/");
    const { region: carousel, next, previous, position } = carouselParts(page);
    await tabTo(page, next);
    await page.keyboard.press("Enter");
    await expect(position).toHaveText(carouselShowing(2));
    await expect(
      carousel.getByRole("group", { name: carouselSlide(2) }),
    ).toBeInViewport();
    await tabTo(page, previous, { backwards: true });
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expect(position).toHaveText(carouselShowing(carouselTotal));
    await expect(
      carousel.getByRole("group", { name: carouselSlide(carouselTotal) }),
    ).toBeInViewport();
  },
);

test(
  "a slide reached by Tab comes into view even when focus moves late",
  { tag: everyDevice },
  async ({ page }) => {
    // The carousel jumps instead of sliding, so it has settled once it announces the slide.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    const { region: carousel, next, position } = carouselParts(page);
    // The carousel moves one past the first slide with a button, leaving that slide out of
    // view on the left, where the browser does not scroll a clipped track by itself.
    const first = await carousel
      .getByRole("group")
      .evaluateAll((slides) =>
        slides.findIndex((slide) => slide.querySelector("button")),
      );
    expect(first).toBeGreaterThanOrEqual(0);
    await tabTo(page, next);
    for (let slide = 0; slide <= first; slide += 1)
      await page.keyboard.press("Enter");
    await expect(position).toHaveText(carouselShowing(first + 2));
    // A busy phone: the key press keeps the main thread 30 ms before focus moves. (Embla
    // alone follows focus only when it arrives within 10 ms of the Tab press.)
    await page.evaluate(() =>
      addEventListener("keydown", () => {
        const end = performance.now() + 30;
        while (performance.now() < end);
      }),
    );
    await page.keyboard.press("Tab");
    await expect(
      carousel.getByRole("group").nth(first).getByRole("button").first(),
    ).toBeFocused();
    await expectFocusShown(page, "Tab to");
  },
);

test("a slide Tabbed into before the carousel wakes comes into view once it does", async ({
  page,
}) => {
  // The carousel's code is held: until it runs, the track only clips its slides.
  const release = await holdRequests(
    page,
    /\/assets\/collection-carousel-[\w-]+\.js$/,
  );
  await gotoHydrated(page, "/");
  const { region: carousel } = carouselParts(page);
  const focusOutOfView = () =>
    carousel.evaluate((region) => {
      const focused = document.activeElement;
      if (!focused || !region.contains(focused)) return false;
      const box = focused.getBoundingClientRect();
      return box.right <= 0 || box.left >= innerWidth;
    });
  for (
    let presses = 0;
    presses < 100 && !(await focusOutOfView());
    presses += 1
  )
    await page.keyboard.press("Tab");
  expect(await focusOutOfView(), "Tab reached a slide out of view").toBe(true);

  release();
  await expect(page.locator('[data-island="carousel"]')).toHaveAttribute(
    "data-hydrated",
    "true",
  );
  await expectFocusShown(page, "Tab before the carousel woke, to");
});

test.describe(() => {
  test.use({ saveData: false });

  test("the background video pauses from the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/");
    const video = page.locator("video").first();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(false);
    await tabTo(
      page,
      page.getByRole("button", { name: videoCopy.pauseBackground }),
    );
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("button", { name: videoCopy.playBackground }),
    ).toBeFocused();
    expect(
      await video.evaluate((element: HTMLVideoElement) => element.paused),
    ).toBe(true);
  });
});

/** Opens `/` with the chat open and its text box focused. */
async function openChatOnHome(page: Page) {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: copy.openChat }).click();
  await expect(
    page.getByRole("textbox", { name: chatCopy.inputLabel }),
  ).toBeFocused();
  // The page makes room to scroll its last controls above the panel once it has painted.
  await expect.poll(() => pageKeepsClear(page)).toBeGreaterThan(0);
}

test(
  "with the chat open, Tab never lands on something the panel covers",
  { tag: everyDevice },
  async ({ page }) => {
    // It walks every stop of the page twice: on a loaded machine that takes over 30 s.
    test.slow();
    await openChatOnHome(page);
    // Out of the panel both ways, through the whole page behind it. Past the end of the
    // page the browser may keep focus for its own controls once before it wraps around.
    for (const key of ["Shift+Tab", "Tab"]) {
      await page.getByRole("textbox", { name: chatCopy.inputLabel }).focus();
      let stops = 0;
      let leftThePage = false;
      for (; stops < 150; stops += 1) {
        await page.keyboard.press(key);
        if (await expectFocusShown(page, `${key} to`)) continue;
        if (leftThePage || stops === 0) break;
        leftThePage = true;
      }
      expect(stops, key).toBeGreaterThan(2);
    }
  },
);

test(
  "with the chat open, a control reached going up stops below the load-time panel",
  { tag: everyDevice },
  async ({ page }) => {
    await openChatOnHome(page);
    // The panel as it shows for five seconds after a slow load, its tallest, kept in place:
    // from 768px it floats in the top corner.
    await page.evaluate(
      (copy) => {
        const island = document.querySelector('[data-island="load-time"]');
        const panel =
          island?.querySelector("template")?.content.firstElementChild;
        if (!island || !panel)
          throw new Error("no load-time template on the page");
        const shown = panel.cloneNode(true) as HTMLElement;
        shown.dataset.tone = "slow";
        for (const [field, text] of Object.entries(copy))
          shown.querySelector(`[data-field="${field}"]`)?.replaceChildren(text);
        island.querySelector("[data-load-panel]")?.remove();
        island.append(shown);
      },
      {
        seconds: loadTimeCopy.seconds("9.99"),
        message: loadTimeCopy.slow,
        tip: loadTimeCopy.tip,
      },
    );
    const join = page
      .getByRole("form", { name: copy.newsletter.heading })
      .getByRole("button", { name: copy.newsletter.join });
    // Above the window, as Shift+Tab from further down finds it: focus the control after
    // it where it is, and step back.
    await join.evaluate((button: HTMLElement) => {
      window.scrollBy(0, button.getBoundingClientRect().bottom + 200);
      const controls = [
        ...document.querySelectorAll<HTMLElement>("a[href], button, input"),
      ];
      controls[controls.indexOf(button) + 1]?.focus({ preventScroll: true });
    });
    await page.keyboard.press("Shift+Tab");
    await expect(join).toBeFocused();
    expect((await focusReport(page))?.hidden).toBe("");
  },
);
