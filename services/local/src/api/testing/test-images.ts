/** Image files with nothing but a valid header of the given size, for the avatar tests. */

export function pngOf(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ihdr,
    Buffer.alloc(32, 1),
  ]);
}

export function jpegOf(width: number, height: number, { exifBytes = 14 } = {}): Buffer {
  const app0 = Buffer.alloc(2 + 2 + exifBytes);
  app0.set([0xff, 0xe0]);
  app0.writeUInt16BE(2 + exifBytes, 2);
  const sof = Buffer.from([0xff, 0xc0, 0, 17, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    app0,
    sof,
    Buffer.alloc(32, 2),
    Buffer.from([0xff, 0xd9]),
  ]);
}

export function gifOf(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.write('GIF89a', 0, 'latin1');
  header.writeUInt16LE(width, 6);
  header.writeUInt16LE(height, 8);
  return Buffer.concat([header, Buffer.alloc(20)]);
}

function riff(chunk: string, body: Buffer): Buffer {
  const head = Buffer.alloc(20);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(12 + body.length, 4);
  head.write('WEBP', 8, 'latin1');
  head.write(chunk, 12, 'latin1');
  head.writeUInt32LE(body.length, 16);
  return Buffer.concat([head, body]);
}

export function webpLossyOf(width: number, height: number): Buffer {
  const body = Buffer.alloc(30);
  body.set([0x9d, 0x01, 0x2a], 3);
  body.writeUInt16LE(width, 6);
  body.writeUInt16LE(height, 8);
  return riff('VP8 ', body);
}

export function webpLosslessOf(width: number, height: number): Buffer {
  const body = Buffer.alloc(20);
  const w = width - 1;
  const h = height - 1;
  body[0] = 0x2f;
  body[1] = w & 0xff;
  body[2] = ((w >> 8) & 0x3f) | ((h & 0x3) << 6);
  body[3] = (h >> 2) & 0xff;
  body[4] = (h >> 10) & 0x0f;
  return riff('VP8L', body);
}

export function webpExtendedOf(width: number, height: number): Buffer {
  const body = Buffer.alloc(20);
  body.writeUIntLE(width - 1, 4, 3);
  body.writeUIntLE(height - 1, 7, 3);
  return riff('VP8X', body);
}
