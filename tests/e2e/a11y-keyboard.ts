import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** How the focused element looks: whether it can be seen and whether it shows focus. */
export type FocusReport = {
  /** Tag and accessible-ish name, for messages. */
  what: string;
  /** Empty when the element can be seen; otherwise why it cannot. */
  hidden: string;
  /** Whether a focus outline of at least 2px is drawn. */
  indicated: boolean;
};

/**
 * Reads the focused element, in the page: `null` when focus is on the body (it left the
 * page). Given `target`, also says whether it is the focused one, so a Tab walk costs one
 * round trip per stop.
 */
function readFocus(
  target?: Element,
): (FocusReport & { onTarget: boolean }) | null {
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
  else {
    // WCAG 2.4.11: some part of it must show, not sit under a fixed panel or button.
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 1, box.top + 1],
      [box.right - 1, box.top + 1],
      [box.left + 1, box.bottom - 1],
      [box.right - 1, box.bottom - 1],
    ] as const;
    const onTop = points.map(([x, y]) => document.elementFromPoint(x, y));
    if (!onTop.some((top) => top && element.contains(top)))
      hidden = `covered by <${onTop[0]?.tagName.toLowerCase()}>`;
  }
  return {
    what: `<${element.tagName.toLowerCase()}> ${label}`,
    hidden,
    indicated:
      style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
    onTarget: element === target,
  };
}

/** Reads the focused element; `null` when focus is on the body (it left the page). */
export function focusReport(page: Page): Promise<FocusReport | null> {
  return page.evaluate(readFocus, undefined);
}

/**
 * The focused element's report once it can be seen; `null` when focus left the page. Focus
 * can land on something still sliding or scrolling into view (a carousel card), so a report
 * that says hidden is read again until it is shown, and fails when it never is.
 */
export async function expectFocusShown(
  page: Page,
  via = "",
): Promise<FocusReport | null> {
  let report = await focusReport(page);
  if (!report?.hidden) return report;
  const what = `${via} ${report.what}`.trim();
  await expect
    .poll(async () => {
      report = await focusReport(page);
      return report?.hidden ?? "";
    }, what)
    .toBe("");
  return report;
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
  let reached = await target.evaluate(
    (element) => element === document.activeElement,
  );
  for (let presses = 0; !reached; presses += 1) {
    if (presses === limit)
      throw new Error(`Tab never reached ${target.toString()}`);
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    const report = await target.evaluate(readFocus);
    reached = report?.onTarget ?? false;
    if (report?.hidden) await expectFocusShown(page);
  }
}
