/** One PNG-encoded image for an icon file, square, `size` pixels a side (at most 256). */
export type IconImage = { size: number; png: Uint8Array };

/**
 * Packs PNG images into a Windows .ico container (PNG entries, which every browser that asks
 * for /favicon.ico reads): a 6-byte header, a 16-byte directory entry per image, then the data.
 */
export function ico(images: readonly IconImage[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    // A stored 0 means 256 pixels.
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}
