import { describe, expect, it } from "vitest";
import { buildMailto, newsletterMailto } from "./mailto";

describe("buildMailto", () => {
  it("encodes spaces as %20, never +", () => {
    const url = buildMailto({
      to: "a@b.co",
      subject: "Newsletter Subscription",
      body: "hi there",
    });
    expect(url).toBe(
      "mailto:a@b.co?subject=Newsletter%20Subscription&body=hi%20there",
    );
    expect(url).not.toContain("+");
  });

  it("sends line breaks as %0D%0A", () => {
    expect(
      buildMailto({ to: "a@b.co", subject: "s", body: "one\ntwo\r\nthree" }),
    ).toBe("mailto:a@b.co?subject=s&body=one%0D%0Atwo%0D%0Athree");
  });

  it("keeps a + in the address and encodes one in the body", () => {
    const url = buildMailto({
      to: "news+drop@b.co",
      subject: "s",
      body: "me+you@x.io",
    });
    expect(url.startsWith("mailto:news%2Bdrop@b.co?")).toBe(true);
    expect(decodeURIComponent(url.slice(7, url.indexOf("?")))).toBe(
      "news+drop@b.co",
    );
    expect(url).toContain("body=me%2Byou%40x.io");
  });

  it("encodes reserved characters such as & ? = # and quotes", () => {
    const url = buildMailto({
      to: "a@b.co",
      subject: "a&b?c=d#e'(f)",
      body: "",
    });
    expect(url).toContain("subject=a%26b%3Fc%3Dd%23e%27%28f%29");
  });
});

describe("newsletterMailto", () => {
  it("addresses the newsletter with the visitor's email and an ISO timestamp", () => {
    const url = newsletterMailto(
      "newsletter@example.com",
      "fan@mail.test",
      new Date("2026-11-22T10:00:00.000Z"),
    );
    const parsed = new URL(url);
    expect(parsed.protocol).toBe("mailto:");
    expect(parsed.pathname).toBe("newsletter@example.com");
    const params = new URLSearchParams(parsed.search);
    expect(params.get("subject")).toBe("Newsletter Subscription");
    const body = decodeURIComponent(url.split("body=")[1] ?? "");
    expect(body).toContain("fan@mail.test");
    expect(body).toContain("2026-11-22T10:00:00.000Z");
    expect(body).toContain("\r\n");
  });
});
