import { describe, expect, it } from 'vitest';
import { findChromium, findTestChromium } from './chromium.ts';

const only =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('the Chromium of the Playwright specs', () => {
  it('is the headless shell where Debian’s package installed it', () => {
    expect(findTestChromium({}, only('/usr/bin/chromium', '/usr/lib/chromium/chromium-headless-shell'))).toBe(
      '/usr/lib/chromium/chromium-headless-shell',
    );
  });

  it('is the whole browser where the headless shell is not installed', () => {
    expect(findTestChromium({}, only('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
  });

  it('is CHROME_PATH’s when set, as for every other run', () => {
    const exists = only('/opt/chrome', '/usr/lib/chromium/chromium-headless-shell');
    expect(findTestChromium({ CHROME_PATH: '/opt/chrome' }, exists)).toBe('/opt/chrome');
    expect(findChromium({ CHROME_PATH: '/opt/chrome' }, exists)).toBe('/opt/chrome');
  });
});
