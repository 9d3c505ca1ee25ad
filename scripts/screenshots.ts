// node scripts/screenshots.ts URL [URL…]: full-page PNGs of each URL at phone (375 px) and desktop
// (1280 px) widths, in screenshots/, to look at what a visitor sees.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumMissingMessage, findChromium, offlineChromiumArgs } from '../tools/chromium.ts';

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('Usage: node scripts/screenshots.ts URL [URL…]');
  process.exit(2);
}
const executablePath = findChromium();
if (!executablePath) {
  console.error(chromiumMissingMessage);
  process.exit(1);
}
const outDir = join(process.cwd(), 'screenshots');
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath, args: offlineChromiumArgs });
const widths = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } };
for (const url of urls) {
  for (const [name, viewport] of Object.entries(widths)) {
    const page = await browser.newPage({ viewport, locale: 'fr-CA', deviceScaleFactor: 1 });
    await page.goto(url, { waitUntil: 'networkidle' });
    const slug =
      new URL(url).host.replace(/[^a-z0-9]+/gi, '-') + new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-');
    const file = join(outDir, `${slug}-${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await page.close();
  }
}
await browser.close();
