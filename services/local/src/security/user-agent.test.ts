import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent.ts';

const agents = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  chromeAndroidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  chromeAndroidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
};

describe('describeUserAgent', () => {
  it('names the browser and system of common desktop browsers, Edge before the Chrome it also claims', () => {
    const described = [agents.chromeWindows, agents.edgeWindows, agents.firefoxLinux, agents.safariMac].map(
      (agent) => describeUserAgent(agent),
    );
    expect(described).toEqual([
      { kind: 'desktop', browser: 'Chrome 131', system: 'Windows' },
      { kind: 'desktop', browser: 'Edge 131', system: 'Windows' },
      { kind: 'desktop', browser: 'Firefox 128', system: 'Linux' },
      { kind: 'desktop', browser: 'Safari 17', system: 'macOS' },
    ]);
  });

  it('tells phones from tablets', () => {
    expect(describeUserAgent(agents.chromeAndroidTablet).kind).toBe('tablet');
    const described = [agents.safariIphone, agents.chromeAndroidPhone, agents.ipad].map((agent) =>
      describeUserAgent(agent),
    );
    expect(described).toEqual([
      { kind: 'mobile', browser: 'Safari 17', system: 'iOS 17' },
      { kind: 'mobile', browser: 'Chrome 131', system: 'Android 14' },
      { kind: 'tablet', browser: 'Safari 16', system: 'iOS 16' },
    ]);
  });

  it('says unknown rather than guessing for a missing, overlong or unrecognised header', () => {
    const unknown = { kind: 'unknown', browser: null, system: null };
    expect(describeUserAgent(undefined)).toEqual(unknown);
    expect(describeUserAgent('')).toEqual(unknown);
    expect(describeUserAgent('x'.repeat(600))).toEqual(unknown);
    expect(describeUserAgent('curl/8.5.0')).toEqual(unknown);
  });
});
