// The prerendered /confirm, /confirmed and /unsubscribe pages with the parts only the server
// knows filled in: the signed link a button posts to, the place in the queue and the share link. Like
// signup-page.ts, every value is HTML-escaped and a page without its marks fails at start.
import { escapeHtml } from "../site/signup-page";
import type { SnapshotPlace } from "../store/list-snapshot";

/** The confirmed page's place sentences (app/content/confirmed-page.ts). */
export interface PlaceTexts {
  /** `{place}` for the number */
  place: string;
  /** also `{seconds}` for the count's age */
  aged: string;
  agedAfterSeconds: number;
  /** no place counted yet */
  counting: string;
}

/**
 * What /confirmed says of a place: the number, with the count's age once it is old enough to
 * matter, or that it is being counted when the address confirmed after the last count.
 */
export function placeSentence(
  place: SnapshotPlace | null,
  now: Date,
  texts: PlaceTexts,
) {
  if (place?.position == null) return texts.counting;
  const seconds = Math.max(
    0,
    Math.floor((now.getTime() - Date.parse(place.countedAt)) / 1000),
  );
  const text = seconds >= texts.agedAfterSeconds ? texts.aged : texts.place;
  return text
    .replace("{place}", String(place.position))
    .replace("{seconds}", String(seconds));
}

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
 * /confirm or /unsubscribe with its form posting to the signed link.
 * @param page the prerendered HTML
 */
export function linkFormFiller(
  page: string,
): (fill: { action: string }) => string {
  const action = /data-link-action=""/;
  requireMarks(page, [action]);
  return (fill) =>
    page.replace(action, () => `action="${escapeHtml(fill.action)}"`);
}
