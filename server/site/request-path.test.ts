import { describe, expect, it } from "vitest";
import { requestPath } from "./request-path";

describe("requestPath", () => {
  it.each([
    ["/", "/"],
    ["/about", "/about"],
    ["/assets/root-abc.js?v=1", "/assets/root-abc.js"],
    ["/news#top", "/news"],
    ["/caf%C3%A9", "/café"],
    ["/a..b/c...", "/a..b/c..."],
  ])("decodes %s to %s", (target, pathname) => {
    expect(requestPath(target)).toBe(pathname);
  });

  it.each([
    ["malformed percent-encoding", "/%E0%A4%A"],
    ["an invalid UTF-8 sequence", "/%C0%AF"],
    ["a parent segment", "/../etc/passwd"],
    ["a nested parent segment", "/assets/../../etc/passwd"],
    ["an encoded parent segment", "/%2e%2e/%2e%2e/etc/passwd"],
    ["an encoded slash", "/..%2f..%2fetc%2fpasswd"],
    ["an encoded backslash", "/..%5c..%5cetc%5cpasswd"],
    ["a backslash", "/..\\etc\\passwd"],
    ["a dot segment", "/./index.html"],
    ["a NUL byte", "/index.html%00.js"],
    ["an absolute-form target", "http://example.com/"],
    ["an asterisk-form target", "*"],
  ])("rejects %s", (_, target) => {
    expect(requestPath(target)).toBeNull();
  });
});
