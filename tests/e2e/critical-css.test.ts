import { type Page } from "@playwright/test";
import { BOOT_TEMPLATE_ID } from "~/lib/boot-code";
import { CHAT_SHELL_ID } from "~/lib/early-taps";
import { copy } from "~/content/copy";
import { prerenderPaths } from "~/content/pages";
import { allowNotFoundLogs, expect, test } from "./fixtures";

// The page stays as prerendered: its hydration code arrives empty, and so does the full
// stylesheet the boot starter links, so only the inline cut styles it (ADR 015). The test
// itself then links the full stylesheet under another address.
const fullSheetMark = "full-sheet";

test.beforeEach(async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "" }),
  );
  await page.route(/\/assets\/.*\.css(\?.*)?$/, (route) =>
    new URL(route.request().url()).searchParams.has(fullSheetMark)
      ? route.fallback()
      : route.fulfill({ contentType: "text/css", body: "" }),
  );
});

/**
 * What the full stylesheet changes on the page as it is now: every element's computed
 * style, and its `::before` and `::after`, with the inline cut alone and then with the full
 * sheet added. Animations are held at their start so both readings see the same frame.
 */
function changesFromFullSheet(page: Page) {
  return page.evaluate(
    async ({ mark, bootTemplateId }) => {
      const bootCode = document.getElementById(
        bootTemplateId,
      ) as HTMLTemplateElement;
      const href = bootCode.content
        .querySelector('link[rel="stylesheet"]')
        ?.getAttribute("href");
      if (!href) throw new Error("no full stylesheet in the boot code");
      // Skipped content keeps stale layout values, which would read as differences.
      for (const element of document.querySelectorAll<HTMLElement>("*"))
        if (getComputedStyle(element).contentVisibility === "auto")
          element.style.contentVisibility = "visible";
      // A ::before or ::after box exists only where its content is not none.
      const boxes = [...document.querySelectorAll("*")].flatMap((element) =>
        [null, "::before", "::after"]
          .filter(
            (pseudo) =>
              !pseudo || getComputedStyle(element, pseudo).content !== "none",
          )
          .map((pseudo) => ({ element, pseudo })),
      );
      const read = () => {
        for (const animation of document.getAnimations()) {
          animation.pause();
          animation.currentTime = 0;
        }
        return boxes.map(({ element, pseudo }) => {
          const style = getComputedStyle(element, pseudo);
          const values: Record<string, string> = {};
          for (let at = 0; at < style.length; at += 1) {
            const name = style.item(at);
            // The cut leaves out custom properties nothing on the page reads; any it does
            // read shows up in the properties that read it.
            if (!name.startsWith("--"))
              values[name] = style.getPropertyValue(name);
          }
          return values;
        });
      };
      const before = read();
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = `${href}?${mark}`;
      await new Promise((resolve, reject) => {
        link.onload = resolve;
        link.onerror = reject;
        document.head.append(link);
      });
      const after = read();
      return boxes.flatMap(({ element, pseudo }, index) => {
        const was = before[index] ?? {};
        const changed = Object.entries(after[index] ?? {})
          .filter(([name, value]) => was[name] !== value)
          .map(([name, value]) => `${name} ${was[name]} → ${value}`);
        const box = `<${element.localName} class="${element.getAttribute("class") ?? ""}">${pseudo ?? ""}`;
        return changed.length ? [`${box}: ${changed.join("; ")}`] : [];
      });
    },
    { mark: fullSheetMark, bootTemplateId: BOOT_TEMPLATE_ID },
  );
}

for (const path of prerenderPaths) {
  test(`${path} looks the same with its inline stylesheet as with the full one`, async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(path);
    // The boot starter has run: the page is as a visitor sees it before hydration.
    await page.waitForFunction(() =>
      document.querySelector('body > link[rel="stylesheet"]'),
    );
    expect(await changesFromFullSheet(page)).toEqual([]);
    if (response?.status() === 404) allowNotFoundLogs(consoleErrors);
  });
}

test("the chat shell, opened before hydration, looks the same with the inline stylesheet alone", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: copy.openChat }).click();
  await expect(page.locator(`#${CHAT_SHELL_ID}`)).toBeVisible();
  await expect(page.locator(`#${CHAT_SHELL_ID} textarea`)).toBeFocused();
  expect(await changesFromFullSheet(page)).toEqual([]);
});
