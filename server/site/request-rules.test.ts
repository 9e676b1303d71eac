import { describe, expect, it } from "vitest";
import { holdsNul, isCrossSite, rateBucket } from "./request-rules";

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

describe("rateBucket", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:DB8:0001:0002:ffff::", "2001:db8:1:2::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["[2001:db8:1:2::9]", "2001:db8:1:2::/64"],
    ["unknown", "unknown"],
    ["2001:db8:::1", "2001:db8:::1"],
  ])("counts %s as %s", (address, bucket) => {
    expect(rateBucket(address)).toBe(bucket);
  });

  it("puts two addresses of one /64 in one bucket, and of two in two", () => {
    expect(rateBucket("2001:db8:1:2::1")).toBe(
      rateBucket("2001:db8:1:2:ffff:ffff:ffff:ffff"),
    );
    expect(rateBucket("2001:db8:1:2::1")).not.toBe(
      rateBucket("2001:db8:1:3::1"),
    );
  });
});

describe("holdsNul", () => {
  it("finds a NUL in any string of a body, key or value, however deep", () => {
    expect(holdsNul("a\u0000b")).toBe(true);
    expect(holdsNul({ a: [{ b: "x\u0000" }] })).toBe(true);
    expect(holdsNul({ "k\u0000": 1 })).toBe(true);
    expect(holdsNul({ a: ["plain", 1, null, { b: "ok" }] })).toBe(false);
    expect(holdsNul(undefined)).toBe(false);
  });
});
