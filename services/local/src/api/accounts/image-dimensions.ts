import type { ImageKind } from './avatar-image.ts';

export interface ImageDimensions {
  width: number;
  height: number;
}

/** SOF0–SOF15 carry the frame size; C4 (Huffman tables), C8 (reserved) and CC (arithmetic) do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegDimensions(bytes: Buffer): ImageDimensions | undefined {
  let at = 2;
  while (at + 3 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // image data before any frame header
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return undefined;
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return undefined;
}

function webpDimensions(bytes: Buffer): ImageDimensions | undefined {
  if (bytes.length < 30) return undefined;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return undefined;
    const [b1, b2, b3, b4] = [bytes[21], bytes[22], bytes[23], bytes[24]] as number[] as [
      number,
      number,
      number,
      number,
    ];
    return {
      width: 1 + (((b2 & 0x3f) << 8) | b1),
      height: 1 + (((b4 & 0x0f) << 10) | (b3 << 2) | ((b2 & 0xc0) >> 6)),
    };
  }
  if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  return undefined;
}

/**
 * The width and height an image declares in its header (PNG IHDR, JPEG start-of-frame, WebP VP8/
 * VP8L/VP8X, GIF logical screen), read without decoding its pixels; undefined when the header is
 * not readable. A decoder would allocate width × height × 4 bytes: this is checked first.
 */
export function imageDimensions(bytes: Buffer, kind: ImageKind): ImageDimensions | undefined {
  switch (kind.extension) {
    case 'png':
      if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
      return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
    case 'gif':
      if (bytes.length < 10) return undefined;
      return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
    case 'jpg':
      return jpegDimensions(bytes);
    case 'webp':
      return webpDimensions(bytes);
  }
}
