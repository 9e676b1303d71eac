import { describe, expect, it } from "vitest";
import { matchesEtag, variantFor } from "./static-files";

describe("matchesEtag", () => {
  const etag = 'W/"120-1700000000000"';

  it.each([
    ["the same tag", etag, true],
    ["the tag in a list", `"other", ${etag}`, true],
    ["the strong form of a weak tag", '"120-1700000000000"', true],
    ["any tag", "*", true],
    ["another tag", 'W/"121-1700000000000"', false],
    ["no header", undefined, false],
    ["an empty header", "", false],
  ])("%s: %s → %s", (_, header, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});

describe("variantFor", () => {
  const variant = (etag: string) => ({
    abs: "",
    size: 0,
    etag,
    headers: {},
  });
  const file = {
    path: "/index.html",
    identity: variant("identity"),
    encoded: { gzip: variant("gzip") },
  };

  it("picks the client's best encoding that the file has", () => {
    expect(variantFor(file, ["br", "gzip"]).etag).toBe("gzip");
  });

  it("falls back to the file as it is", () => {
    expect(variantFor(file, ["br"]).etag).toBe("identity");
    expect(variantFor(file, []).etag).toBe("identity");
  });
});
