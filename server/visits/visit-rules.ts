// What one page view counts as: its dimensions (path, source, medium, campaign, referrer
// domain, device class), or why it is not a person's. Pure: the routes and the counter call it.
import { isbot } from "isbot";

export const deviceClasses = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** Why a view is counted apart from the funnel. */
export type BotReason =
  "user-agent" | "prefetch" | "not-same-origin" | "too-fast";

/** Pings per minute per client address and instance, unless VISIT_RATE_LIMIT says. */
export const defaultVisitRateLimit = 300;

/** A person reads a page for longer than this before the next one is asked for. */
export const minReadMs = 700;

/** The longest path, referrer domain or UTM value kept; longer ones are cut. */
export const maxDimensionLength = 100;

/** What a visit's first view says of where it came from, as the ping carries it. */
export type Touch = {
  path: string;
  /** the referring site's host name, "" for none or the site itself */
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  /** the referral code of the share link, "" for none */
  ref: string;
  device: DeviceClass;
};

// C0 and C1 control characters, DEL included.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/g;

/** A dimension's value: trimmed, control characters gone, cut to 100 characters. */
export function cleanDimension(value: string | undefined) {
  return (value ?? "")
    .replace(controlCharacters, "")
    .trim()
    .slice(0, maxDimensionLength);
}

/**
 * The path of a page as counted: no query or fragment, no trailing slash but the root's,
 * lower case; anything that is not a path of this site is null.
 */
export function countedPath(raw: string) {
  if (!raw.startsWith("/") || raw.startsWith("//")) return null;
  const path = cleanDimension(raw.split(/[?#]/, 1)[0]).toLowerCase();
  if (!/^\/[\w\-./~%]*$/.test(path)) return null;
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

/**
 * A referrer as a host name, "www." dropped: "" for none, for garbage and for the site itself
 * (a visitor moving between its pages came from nowhere new).
 */
export function referrerDomain(raw: string | undefined, ownHost: string) {
  if (!raw) return "";
  let host: string;
  try {
    host = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? new URL(raw).hostname : raw;
  } catch {
    return "";
  }
  host = host.toLowerCase().replace(/^www\./, "");
  const own = ownHost
    .toLowerCase()
    .replace(/:\d+$/, "")
    .replace(/^www\./, "");
  if (host === own || !/^[a-z0-9.-]+$/.test(host)) return "";
  return cleanDimension(host);
}

/**
 * The source a visit counts for: its `utm_source` in lower case, else the referring domain,
 * else "direct". A visit by a share link counts for its sharer's source instead (the
 * counter resolves that).
 */
export function sourceOf(touch: Pick<Touch, "utmSource" | "referrer">) {
  return touch.utmSource.toLowerCase() || touch.referrer || "direct";
}

/** The device class of a viewport this many CSS pixels wide. */
export function deviceOfWidth(width: number): DeviceClass {
  if (width < 768) return "phone";
  if (width < 1024) return "tablet";
  return "desktop";
}

/** The device class a user agent names, for a view without JavaScript (no width to read). */
export function deviceOfUserAgent(userAgent: string): DeviceClass {
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|Android/i.test(userAgent)) return "phone";
  return "desktop";
}

/**
 * Why a ping is not a person's view, or null when it is: a bot's user agent, a prefetch, a
 * request that is not same-origin (a script or a tool calling the endpoint), or a view that
 * came sooner after the same visitor's last than a page can be read.
 */
export function botReason({
  userAgent,
  secPurpose,
  secFetchSite,
  sinceLastMs,
}: {
  userAgent: string;
  secPurpose: string;
  secFetchSite: string;
  /** since the same visitor's previous view; undefined when it has none */
  sinceLastMs?: number;
}): BotReason | null {
  if (userAgent === "" || isbot(userAgent)) return "user-agent";
  if (/prefetch|prerender/i.test(secPurpose)) return "prefetch";
  if (secFetchSite !== "same-origin") return "not-same-origin";
  if (sinceLastMs !== undefined && sinceLastMs < minReadMs) return "too-fast";
  return null;
}
