import { expect, type Page } from "@playwright/test";
import { chatScript } from "~/content/chat-script";
import { upcomingCollections } from "~/content/upcoming-collections";
import { carouselCopy } from "~/content/widget-copy";

/**
 * Waits for the chat's answer without waiting out its reply delay: the page's clock,
 * installed (`page.clock.install()`) before the page loaded, jumps past the longest delay
 * until `answered` passes. The delay starts once the message is sent, so it jumps again
 * while the answer is not there yet.
 */
export async function whenChatAnswers(
  page: Page,
  answered: () => Promise<unknown>,
) {
  // Answers come one at a time (the next one's delay starts as the last is posted), so a
  // jump shows at most one: jump again soon after one that showed nothing.
  await expect(async () => {
    await page.clock.fastForward(chatScript.replyDelayMs.max);
    await answered();
  }).toPass({ timeout: 10_000, intervals: [100] });
}

/** How long an expectation inside `whenChatAnswers` waits before the clock jumps again. */
export const answerPoll = { timeout: 250 };

/**
 * Makes requests for `url` fail, as a network outage would. The browser logs each failed
 * load as a console error; call the returned function at the end of the test to take those
 * (and only those) out of the fixture's console-error check.
 */
export async function failRequests(
  page: Page,
  url: RegExp,
  consoleErrors: { messages: string[] },
): Promise<() => void> {
  await page.route(url, (route) => route.abort("failed"));
  return () => {
    consoleErrors.messages = consoleErrors.messages.filter(
      (message) =>
        !message.startsWith("Failed to load resource: net::ERR_FAILED"),
    );
  };
}

/**
 * Holds every request matching `url` until the returned function is called: held script
 * files keep their island (or, for the runtime's own file, every island) asleep while the
 * page shows and takes taps; a held API call keeps the form waiting on its answer.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue().catch(() => {}); // The page may be gone by then.
  });
  return release;
}

/** The room the page keeps below its content for an open chat panel, in CSS pixels. */
export const pageKeepsClear = (page: Page) =>
  page.evaluate(() =>
    parseFloat(getComputedStyle(document.body).paddingBottom),
  );

/** The carousel on `/`, its arrows and the polite live region that announces its position. */
export function carouselParts(page: Page) {
  const region = page.getByRole("region", { name: carouselCopy.heading });
  return {
    region,
    next: region.getByRole("button", { name: carouselCopy.next }),
    previous: region.getByRole("button", { name: carouselCopy.previous }),
    position: region.locator("[aria-live=polite]"),
    track: region.locator(".touch-pan-y"),
  };
}

/**
 * Brings the carousel into view and waits for Embla: it starts as the carousel comes near
 * the viewport, after the island hydrates, and positions the track once it can move.
 */
export async function waitForCarouselEngine(page: Page) {
  const { region, track } = carouselParts(page);
  await region.scrollIntoViewIfNeeded();
  await expect(track).toHaveAttribute("style", /transform/);
}

/** The number of collections in the carousel, last slide's position included. */
export const carouselTotal = upcomingCollections.length;

/** What the carousel announces with its `position`-th (1-based) collection at the start. */
export function carouselShowing(position: number): string {
  const card = upcomingCollections[position - 1];
  if (!card) throw new Error(`the carousel has no collection ${position}`);
  return carouselCopy.position(position, carouselTotal, card.name);
}

/** The accessible name of the carousel's `position`-th (1-based) slide. */
export const carouselSlide = (position: number) =>
  carouselCopy.slideLabel(position, carouselTotal);
