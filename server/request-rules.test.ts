import { describe, expect, it } from "vitest";
import { clientAddress, isCrossSite } from "./request-rules";

describe("isCrossSite", () => {
  const host = "shop.example.com";
  it.each([
    [{ host }, false],
    [{ host, origin: "https://shop.example.com" }, false],
    [{ host, origin: "http://shop.example.com" }, false],
    [{ host: "SHOP.example.com", origin: "https://shop.example.com" }, false],
    [{ host, referer: "https://shop.example.com/news?x=1" }, false],
    [{ host, secFetchSite: "same-origin" }, false],
    [{ host, origin: "https://evil.test" }, true],
    [{ host, origin: "https://shop.example.com.evil.test" }, true],
    [{ host, origin: "https://shop.example.com:8443" }, true],
    [{ host, origin: "null" }, true],
    [{ host, origin: "garbage" }, true],
    [{ host, referer: "https://evil.test/" }, true],
    [
      {
        host,
        origin: "https://evil.test",
        referer: "https://shop.example.com/",
      },
      true,
    ],
    [{ host, secFetchSite: "cross-site" }, true],
    [{ origin: "https://shop.example.com" }, true],
  ])("judges %j cross-site: %s", (headers, crossSite) => {
    expect(isCrossSite(headers)).toBe(crossSite);
  });
});

describe("clientAddress", () => {
  it("uses the socket's address by default, whatever X-Forwarded-For says", () => {
    expect(
      clientAddress({
        forwardedFor: "203.0.113.1",
        remoteAddress: "127.0.0.1",
        trustProxy: false,
      }),
    ).toBe("127.0.0.1");
  });

  it.each([
    ["203.0.113.1", "203.0.113.1"],
    ["198.51.100.9, 203.0.113.1", "203.0.113.1"],
    ["198.51.100.9,203.0.113.1 ", "203.0.113.1"],
    ["", "127.0.0.1"],
    [" , ", "127.0.0.1"],
  ])(
    "behind a trusted proxy reads %j as %s (the entry the proxy appended)",
    (forwardedFor, address) => {
      expect(
        clientAddress({
          forwardedFor,
          remoteAddress: "127.0.0.1",
          trustProxy: true,
        }),
      ).toBe(address);
    },
  );
});
