import { describe, expect, it } from "vitest";
import { ico } from "./ico";

describe("ico", () => {
  const small = Uint8Array.from([1, 2, 3]);
  const large = Uint8Array.from([4, 5, 6, 7, 8]);
  const file = ico([
    { size: 16, png: small },
    { size: 256, png: large },
  ]);

  it("writes an icon header counting the images", () => {
    expect([
      file.readUInt16LE(0),
      file.readUInt16LE(2),
      file.readUInt16LE(4),
    ]).toEqual([0, 1, 2]);
  });

  it("describes each image's size, byte length and offset", () => {
    expect([
      file[6],
      file[7],
      file.readUInt32LE(14),
      file.readUInt32LE(18),
    ]).toEqual([16, 16, 3, 38]);
    // 256 pixels is stored as 0.
    expect([
      file[22],
      file[23],
      file.readUInt32LE(30),
      file.readUInt32LE(34),
    ]).toEqual([0, 0, 5, 41]);
  });

  it("appends the image data in order", () => {
    expect([...file.subarray(38)]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
