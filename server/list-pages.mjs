// @ts-check
// The prerendered /confirmed and /unsubscribe pages with the parts only the server knows filled
// in: the place in the queue and the share link, the signed unsubscribe link. Like
// signup-page.mjs, every value is HTML-escaped and a page without its marks fails at start.
import { escapeHtml } from "./signup-page.mjs";

/**
 * @param {string} page
 * @param {RegExp[]} marks
 */
function requireMarks(page, marks) {
  if (!marks.every((mark) => mark.test(page)))
    throw new Error("A launch-list page lacks the marks the server fills");
}

/**
 * /confirmed with the place sentence and the share link (as the anchor's target and text).
 * @param {string} page the prerendered HTML
 * @returns {(fill: { place: string, shareUrl: string }) => string}
 */
export function confirmedPageFiller(page) {
  const place = /(<p[^>]*\sdata-queue-place=""[^>]*>)[^<]*(<\/p>)/;
  const link = /(<a[^>]*\s)data-share-link=""([^>]*>)[^<]*(<\/a>)/;
  requireMarks(page, [place, link]);
  return (fill) =>
    page
      .replace(place, (_, open, close) => open + escapeHtml(fill.place) + close)
      .replace(
        link,
        (_, start, end, close) =>
          `${start}href="${escapeHtml(fill.shareUrl)}"${end}${escapeHtml(fill.shareUrl)}${close}`,
      );
}

/**
 * /unsubscribe with its form posting to the signed link.
 * @param {string} page the prerendered HTML
 * @returns {(fill: { action: string }) => string}
 */
export function unsubscribePageFiller(page) {
  const action = /data-unsubscribe-action=""/;
  requireMarks(page, [action]);
  return (fill) =>
    page.replace(action, () => `action="${escapeHtml(fill.action)}"`);
}
