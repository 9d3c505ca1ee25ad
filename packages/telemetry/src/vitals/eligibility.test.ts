import { describe, expect, it } from 'vitest';
import { isChromeLike, isLocalHost, shouldCollectVitals } from './eligibility.ts';

const chrome = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36' };
const firefox = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0' };
const rules = { sampleRate: 0.1, requireChromeLike: true, skipLocalHosts: true };

describe('who sends web vitals', () => {
  it.each([
    [chrome, true],
    [firefox, false],
    [{ userAgent: 'Mozilla/5.0 (iPhone) CriOS/130.0 Mobile Safari' }, true],
    [{ userAgent: 'x', userAgentData: { brands: [{ brand: 'Chromium' }] } }, true],
    [{ userAgent: 'Mozilla/5.0 (Macintosh) Version/17.0 Safari/605.1.15' }, false],
  ])('%o is Chrome-like: %s', (nav, expected) => {
    expect(isChromeLike(nav)).toBe(expected);
  });

  it.each([
    ['localhost', true],
    ['app.localhost', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['ici.radio-canada.ca', false],
  ])('%s is local: %s', (host, expected) => {
    expect(isLocalHost(host)).toBe(expected);
  });

  it('samples 10 % of page views', () => {
    const env = (r: number) => ({ random: () => r, nav: chrome, hostname: 'portail.ca' });
    expect(shouldCollectVitals(rules, env(0.0999))).toBe(true);
    expect(shouldCollectVitals(rules, env(0.1))).toBe(false);
    let sampled = 0;
    for (let i = 0; i < 1000; i += 1) if (shouldCollectVitals(rules, env(i / 1000))) sampled += 1;
    expect(sampled).toBe(100);
  });

  it('skips other browsers and local hosts unless those rules are turned off', () => {
    const always = () => 0;
    expect(shouldCollectVitals(rules, { random: always, nav: firefox, hostname: 'portail.ca' })).toBe(false);
    expect(shouldCollectVitals(rules, { random: always, nav: chrome, hostname: 'localhost' })).toBe(false);
    const forced = { sampleRate: 1, requireChromeLike: false, skipLocalHosts: false };
    expect(shouldCollectVitals(forced, { random: () => 0.99, nav: firefox, hostname: 'localhost' })).toBe(
      true,
    );
  });
});
