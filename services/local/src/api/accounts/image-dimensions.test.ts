import { describe, expect, it } from 'vitest';
import { detectImageKind } from './avatar-image.ts';
import { imageDimensions } from './image-dimensions.ts';
import { gifOf, jpegOf, pngOf, webpLosslessOf, webpLossyOf, webpExtendedOf } from '../testing/test-images.ts';

function dimensionsOf(bytes: Buffer) {
  const kind = detectImageKind(bytes);
  if (!kind) throw new Error('not an image');
  return imageDimensions(bytes, kind);
}

describe('imageDimensions', () => {
  it.each([
    ['PNG', pngOf(640, 480)],
    ['JPEG', jpegOf(640, 480)],
    ['GIF', gifOf(640, 480)],
    ['lossy WebP', webpLossyOf(640, 480)],
    ['lossless WebP', webpLosslessOf(640, 480)],
    ['extended WebP', webpExtendedOf(640, 480)],
  ])('reads the size of a %s from its header', (_name, bytes) => {
    expect(dimensionsOf(bytes)).toEqual({ width: 640, height: 480 });
  });

  it('reads 50000 × 50000 from a PNG of a few dozen bytes without decoding anything', () => {
    expect(dimensionsOf(pngOf(50_000, 50_000))).toEqual({ width: 50_000, height: 50_000 });
  });

  it('finds the JPEG frame size after other segments', () => {
    expect(dimensionsOf(jpegOf(4097, 12, { exifBytes: 300 }))).toEqual({ width: 4097, height: 12 });
  });

  it('gives undefined for a header that is cut short or broken', () => {
    expect(dimensionsOf(pngOf(10, 10).subarray(0, 20))).toBeUndefined();
    expect(dimensionsOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 2, 0x12]))).toBeUndefined();
    expect(
      dimensionsOf(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')])),
    ).toBeUndefined();
  });
});
