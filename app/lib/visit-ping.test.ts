// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  sendVisitPings,
  visitEndpoint,
  visitPingArguments,
} from "./visit-ping";

/** The bodies the ping posted, as JSON. */
function posted(fetch: ReturnType<typeof vi.fn>) {
  return (fetch.mock.calls as [string, RequestInit][]).map(([url, init]) => ({
    url,
    keepalive: init.keepalive,
    body: JSON.parse(String(init.body)) as Record<string, unknown>,
  }));
}

describe("the visit ping", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("posts the page, its campaign and device once it has loaded and painted, and its field speed as it is left", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(() =>
      Promise.resolve(new Response(null, { status: 204 })),
    );
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal("requestAnimationFrame", (run: () => void) =>
      setTimeout(run, 16),
    );
    const observers: {
      type: string;
      seen: (list: { getEntries: () => unknown[] }) => void;
    }[] = [];
    vi.stubGlobal(
      "PerformanceObserver",
      class {
        constructor(
          private readonly seen: (list: {
            getEntries: () => unknown[];
          }) => void,
        ) {}
        observe({ type }: { type: string }) {
          observers.push({ type, seen: this.seen });
        }
      },
    );
    window.history.pushState(
      {},
      "",
      "/news?utm_source=TikTok&utm_campaign=drop-1&ref=abc123&other=1",
    );
    Object.defineProperty(document, "referrer", {
      value: "https://www.tiktok.com/@brand",
      configurable: true,
    });

    sendVisitPings(...visitPingArguments);
    const emit = (type: string, ...entries: unknown[]) =>
      observers
        .filter((o) => o.type === type)
        .forEach((o) => o.seen({ getEntries: () => entries }));
    emit("largest-contentful-paint", { startTime: 640 });
    emit(
      "layout-shift",
      { value: 0.02, hadRecentInput: false, startTime: 700 },
      { value: 0.5, hadRecentInput: true, startTime: 800 },
    );
    emit(
      "event",
      { interactionId: 7, duration: 56 },
      { interactionId: 0, duration: 400 },
    );
    expect(fetch).not.toHaveBeenCalled();

    window.dispatchEvent(new Event("load"));
    await vi.runAllTimersAsync();
    const page = {
      path: "/news",
      device: "desktop",
      utm_source: "TikTok",
      utm_campaign: "drop-1",
      ref: "abc123",
      referrer: "www.tiktok.com",
    };
    expect(posted(fetch)).toEqual([
      {
        url: visitEndpoint,
        keepalive: true,
        body: { ...page, kind: "view", load: expect.any(Number) },
      },
    ]);

    Object.defineProperty(document, "visibilityState", {
      value: "hidden",
      configurable: true,
    });
    document.dispatchEvent(new Event("visibilitychange"));
    // Left once: a page hidden again sends nothing more.
    document.dispatchEvent(new Event("visibilitychange"));
    expect(posted(fetch).slice(1)).toEqual([
      {
        url: visitEndpoint,
        keepalive: true,
        body: { ...page, kind: "speed", lcp: 640, cls: 0.02, inp: 56 },
      },
    ]);
    expect(document.cookie).toBe("");
    expect(localStorage.length).toBe(0);
  });
});
