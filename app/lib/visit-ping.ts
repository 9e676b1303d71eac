// The visit ping every public page sends (server/visits/): once the page has loaded and
// painted, one small POST with its path, the referring site's host name, the campaign fields,
// the share link's code and the device class; as the page is left, one more with its field
// speed (load time, LCP, INP, CLS), read with the browser's own PerformanceObserver. It sets
// no cookie and writes no storage. `sendVisitPings` goes in the head's inline script
// (components/layout/head-script.tsx), so it must use nothing but its parameters and the
// browser's globals.

/** Where the pings go; a <noscript> image asks the same address. */
export const visitEndpoint = "/api/visit";

/** The campaign fields a landing URL may carry, as the ping names them. */
export const pingedQueryFields = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "ref",
] as const;

/** Viewport widths below which a device is a phone, then a tablet. */
export const deviceWidths = { phone: 768, tablet: 1024 } as const;

export function sendVisitPings(
  endpoint: string,
  fields: readonly string[],
  widths: { phone: number; tablet: number },
) {
  const width = innerWidth;
  const page: Record<string, unknown> = {
    path: location.pathname,
    device:
      width < widths.phone
        ? "phone"
        : width < widths.tablet
          ? "tablet"
          : "desktop",
  };
  const query = new URLSearchParams(location.search);
  for (const field of fields) {
    const value = query.get(field);
    if (value) page[field] = value.slice(0, 100);
  }
  try {
    const from = new URL(document.referrer).hostname;
    if (from !== location.hostname) page.referrer = from;
  } catch {
    // No referrer, or none the browser shows.
  }
  const send = (body: Record<string, unknown>) =>
    fetch(endpoint, {
      method: "POST",
      keepalive: true,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...page, ...body }),
    }).catch(() => {});

  const vitals: Record<string, number> = {};
  let shift = 0;
  let shiftStart = 0;
  let shiftLast = 0;
  const observe = (type: string, seen: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) =>
        list.getEntries().forEach(seen),
      ).observe({
        type,
        buffered: true,
        durationThreshold: 16,
      } as PerformanceObserverInit);
    } catch {
      // A browser without this entry type measures nothing of it.
    }
  };
  observe("largest-contentful-paint", (entry) => {
    vitals.lcp = entry.startTime;
  });
  // CLS is the largest burst of shifts: each less than a second after the last, five at most.
  observe("layout-shift", (entry) => {
    const { value, hadRecentInput, startTime } = entry as PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    };
    if (hadRecentInput) return;
    if (startTime - shiftLast > 1000 || startTime - shiftStart > 5000) {
      shift = 0;
      shiftStart = startTime;
    }
    shift += value;
    shiftLast = startTime;
    vitals.cls = Math.max(vitals.cls ?? 0, shift);
  });
  // INP as the slowest interaction, the 98th percentile of a page with under 50 of them.
  observe("event", (entry) => {
    if ((entry as PerformanceEntry & { interactionId?: number }).interactionId)
      vitals.inp = Math.max(vitals.inp ?? 0, entry.duration);
  });

  let loaded = false;
  addEventListener("load", () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        const [navigation] = performance.getEntriesByType(
          "navigation",
        ) as PerformanceNavigationTiming[];
        loaded = true;
        void send({
          kind: "view",
          load: navigation?.loadEventEnd || performance.now(),
        });
      }),
    ),
  );
  let left = false;
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "hidden" || left || !loaded) return;
    left = true;
    vitals.cls ??= 0;
    void send({ kind: "speed", ...vitals });
  });
}

export const visitPingArguments = [
  visitEndpoint,
  pingedQueryFields,
  deviceWidths,
] as const;
