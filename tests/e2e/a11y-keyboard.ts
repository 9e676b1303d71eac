import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** How the focused element looks: whether it can be seen and whether it shows focus. */
export type FocusReport = {
  /** Tag and accessible-ish name, for messages. */
  what: string;
  /** Empty when the element is visible; otherwise why it is not. */
  hidden: string;
  /** Whether a focus outline of at least 2px is drawn. */
  indicated: boolean;
};

/** Reads the focused element; `null` when focus is on the body (it left the page). */
export function focusReport(page: Page): Promise<FocusReport | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const label =
      element.getAttribute("aria-label") ??
      element.textContent?.trim().slice(0, 40) ??
      "";
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    let hidden = "";
    if (box.width < 2 || box.height < 2) hidden = "no size";
    else if (!element.checkVisibility({ opacityProperty: true }))
      hidden = "not rendered, invisible or transparent";
    else if (element.closest("[aria-hidden='true'], [inert]"))
      hidden = "inside aria-hidden or inert";
    return {
      what: `<${element.tagName.toLowerCase()}> ${label}`,
      hidden,
      indicated:
        style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking at every stop that focus
 * sits on something visible; fails when the target is not reached within `limit` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 80 } = {},
) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement))
      return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    const report = await focusReport(page);
    if (report) expect(report.hidden, report.what).toBe("");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
