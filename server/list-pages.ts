// The prerendered /confirmed and /unsubscribe pages with the parts only the server knows filled
// in: the place in the queue and the share link, the signed unsubscribe link. Like
// signup-page.ts, every value is HTML-escaped and a page without its marks fails at start.
import { escapeHtml } from "./signup-page";

function requireMarks(page: string, marks: RegExp[]) {
  if (!marks.every((mark) => mark.test(page)))
    throw new Error("A launch-list page lacks the marks the server fills");
}

/**
 * /confirmed with the place sentence and the share link (as the anchor's target and text).
 * @param page the prerendered HTML
 */
export function confirmedPageFiller(
  page: string,
): (fill: { place: string; shareUrl: string }) => string {
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
 * @param page the prerendered HTML
 */
export function unsubscribePageFiller(
  page: string,
): (fill: { action: string }) => string {
  const action = /data-unsubscribe-action=""/;
  requireMarks(page, [action]);
  return (fill) =>
    page.replace(action, () => `action="${escapeHtml(fill.action)}"`);
}
