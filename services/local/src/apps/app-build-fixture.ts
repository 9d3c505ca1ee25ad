// Test helper: a small app build as `vite build` writes it (hashed assets with .br/.gz variants, a
// service worker, a renewal page, a pre-rendered page that names the build-time origins).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { PRERENDER_CONFIG, PRERENDERED_DIR, PRERENDERED_INDEX } from '@portail/contracts';

function write(dir: string, file: string, text: string, compressed = false): void {
  const path = join(dir, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  if (!compressed) return;
  writeFileSync(`${path}.br`, brotliCompressSync(Buffer.from(text)));
  writeFileSync(`${path}.gz`, gzipSync(Buffer.from(text)));
}

/** Writes the build into a new temporary folder and returns it. */
export function writeAppBuildFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portail-build-'));
  const head = '<!doctype html><html lang="fr-CA"><head><meta charset="utf-8">';
  const script = '<script type="module" src="/assets/index-abc.js"></script>';
  write(dir, 'index.html', `${head}${script}</head><body><div id="root"></div></body></html>`, true);
  write(dir, 'assets/index-abc.js', `console.log(${JSON.stringify('x'.repeat(2000))});`, true);
  write(dir, 'assets/index-abc.css', 'body{margin:0}', true);
  write(dir, 'favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', true);
  write(dir, 'sw.js', 'self.addEventListener("fetch", () => {});', true);
  write(dir, 'callback/renouvellement.html', `${head}${script}</head><body></body></html>`, true);
  write(
    dir,
    `${PRERENDERED_DIR}/infolettres.html`,
    `${head}${script}</head><body><a href="${PRERENDER_CONFIG.accountOrigin}/">Mon compte</a>` +
      `<a href="${PRERENDER_CONFIG.portalOrigin}/">Portail</a></body></html>`,
    true,
  );
  write(
    dir,
    `${PRERENDERED_DIR}/${PRERENDERED_INDEX}`,
    JSON.stringify({ '/infolettres': 'infolettres.html' }),
  );
  write(dir, '.source-hash', 'abc');
  return dir;
}
