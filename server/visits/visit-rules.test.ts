import { describe, expect, it } from "vitest";
import {
  botReason,
  cleanDimension,
  countedPath,
  deviceOfUserAgent,
  deviceOfWidth,
  minReadMs,
  referrerDomain,
  sourceOf,
} from "./visit-rules";

const person =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const browser = {
  userAgent: person,
  secPurpose: "",
  secFetchSite: "same-origin",
};

describe("visit rules", () => {
  it.each([
    ["/", "/"],
    ["/News/", "/news"],
    ["/blog/post?utm_source=x#top", "/blog/post"],
    ["//evil.example/", null],
    ["https://evil.example/", null],
    ["/a b", null],
    ["/<script>", null],
  ])("counts the path %s as %s", (raw, path) => {
    expect(countedPath(raw)).toBe(path);
  });

  it("keeps a referrer as its host name, never the site itself", () => {
    expect(
      referrerDomain("https://www.Google.com/search?q=blunt", "site.test"),
    ).toBe("google.com");
    expect(referrerDomain("l.instagram.com", "site.test")).toBe(
      "l.instagram.com",
    );
    expect(referrerDomain("https://site.test/news", "site.test:443")).toBe("");
    expect(referrerDomain("www.site.test", "site.test")).toBe("");
    expect(referrerDomain("not a host!", "site.test")).toBe("");
    expect(referrerDomain(undefined, "site.test")).toBe("");
  });

  it("names a source by its utm_source, else its referrer, else direct", () => {
    expect(sourceOf({ utmSource: "TikTok", referrer: "google.com" })).toBe(
      "tiktok",
    );
    expect(sourceOf({ utmSource: "", referrer: "google.com" })).toBe(
      "google.com",
    );
    expect(sourceOf({ utmSource: "", referrer: "" })).toBe("direct");
  });

  it("cleans a dimension of control characters and cuts it to 100 characters", () => {
    expect(cleanDimension(" drop\u0000-1\n ")).toBe("drop-1");
    expect(cleanDimension("x".repeat(300))).toHaveLength(100);
    expect(cleanDimension(undefined)).toBe("");
  });

  it("classes devices by width, and by user agent without one", () => {
    expect([375, 767, 768, 1023, 1024, 1920].map(deviceOfWidth)).toEqual([
      "phone",
      "phone",
      "tablet",
      "tablet",
      "desktop",
      "desktop",
    ]);
    expect(
      deviceOfUserAgent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148",
      ),
    ).toBe("phone");
    expect(
      deviceOfUserAgent("Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X)"),
    ).toBe("tablet");
    expect(
      deviceOfUserAgent(
        "Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36",
      ),
    ).toBe("tablet");
    expect(
      deviceOfUserAgent(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36",
      ),
    ).toBe("phone");
    expect(deviceOfUserAgent(person)).toBe("desktop");
  });

  it("tells a person's view from a bot's, a prefetch, another origin's and a hurried one", () => {
    expect(botReason(browser)).toBeNull();
    expect(botReason({ ...browser, sinceLastMs: minReadMs })).toBeNull();
    expect(
      botReason({
        ...browser,
        userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1)",
      }),
    ).toBe("user-agent");
    expect(botReason({ ...browser, userAgent: "" })).toBe("user-agent");
    expect(botReason({ ...browser, secPurpose: "prefetch;prerender" })).toBe(
      "prefetch",
    );
    expect(botReason({ ...browser, secFetchSite: "same-site" })).toBe(
      "not-same-origin",
    );
    expect(botReason({ ...browser, secFetchSite: "" })).toBe("not-same-origin");
    expect(botReason({ ...browser, sinceLastMs: minReadMs - 1 })).toBe(
      "too-fast",
    );
  });
});
