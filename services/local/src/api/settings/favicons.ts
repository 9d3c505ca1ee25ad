import { crc32, deflateSync } from 'node:zlib';
import type { RegisteredApplication } from './application-registry.ts';

/** The icon files served under /v5/{app}/dist/assets/pwa/. */
export const faviconFiles = {
  'favicon.svg': { type: 'image/svg+xml', size: 0 },
  'favicon-32x32.png': { type: 'image/png', size: 32 },
  'apple-touch-icon.png': { type: 'image/png', size: 180 },
  'icon-192x192.png': { type: 'image/png', size: 192 },
  'icon-512x512.png': { type: 'image/png', size: 512 },
} as const;

export type FaviconFile = keyof typeof faviconFiles;

export function isFaviconFile(name: string): name is FaviconFile {
  return Object.hasOwn(faviconFiles, name);
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A rounded square in the application's colour with its monogram. */
export function faviconSvg(app: RegisteredApplication): string {
  const [r, g, b] = hslToRgb(app.hue, 0.65, 0.4);
  const fontSize = app.monogram.length > 1 ? 26 : 36;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(app.displayName)}">` +
    `<rect width="64" height="64" rx="12" fill="rgb(${r},${g},${b})"/>` +
    `<text x="32" y="44" font-family="Arial,Helvetica,sans-serif" font-size="${fontSize}" font-weight="700" ` +
    `text-anchor="middle" fill="#fff">${escapeXml(app.monogram)}</text></svg>`
  );
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A square RGB PNG in the application's colour with a white ring whose thickness depends on the
 * application, so that every icon differs even at 32 px.
 */
export function faviconPng(app: RegisteredApplication, size: number): Buffer {
  const [r, g, b] = hslToRgb(app.hue, 0.65, 0.4);
  const rowBytes = size * 3 + 1;
  const raw = Buffer.alloc(rowBytes * size);
  const center = (size - 1) / 2;
  const outer = size * 0.36;
  const inner = outer - size * (0.06 + (app.hue % 5) * 0.02);
  for (let y = 0; y < size; y += 1) {
    raw[y * rowBytes] = 0; // filter: none
    for (let x = 0; x < size; x += 1) {
      const distance = Math.hypot(x - center, y - center);
      const ring = distance <= outer && distance >= inner;
      const offset = y * rowBytes + 1 + x * 3;
      raw[offset] = ring ? 255 : r;
      raw[offset + 1] = ring ? 255 : g;
      raw[offset + 2] = ring ? 255 : b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
