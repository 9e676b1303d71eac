import { describe, expect, it } from "vitest";
import { acceptedEncodings } from "./accept-encoding";

describe("acceptedEncodings", () => {
  it.each([
    ["gzip, deflate, br, zstd", ["br", "gzip"]],
    ["gzip", ["gzip"]],
    ["br", ["br"]],
    ["BR;q=0.5, GZIP;q=1.0", ["br", "gzip"]],
    ["br;q=0, gzip", ["gzip"]],
    ["gzip;q=0", []],
    ["identity", []],
    ["*", ["br", "gzip"]],
    ["*;q=0", []],
    ["br, *;q=0", ["br"]],
    ["", []],
    [undefined, []],
  ])("reads %j as %j", (header, encodings) => {
    expect(acceptedEncodings(header)).toEqual(encodings);
  });
});
