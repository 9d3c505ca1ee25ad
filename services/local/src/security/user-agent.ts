import type { DeviceDescription, DeviceKind } from '@portail/contracts';

/** A user agent longer than this is not read (a header can be 8 KB; no real browser sends that). */
const MAX_USER_AGENT = 512;

function majorOf(version: string | undefined): string {
  return version ? ` ${version.split(/[._]/)[0]}` : '';
}

/** The browser, most specific first: Edge and Opera also say « Chrome », Chrome also says « Safari ». */
function browserOf(ua: string): string | null {
  const rules: [RegExp, string][] = [
    [/\bEdg(?:e|A|iOS)?\/([\d.]+)/, 'Edge'],
    [/\bOPR\/([\d.]+)/, 'Opera'],
    [/\bSamsungBrowser\/([\d.]+)/, 'Samsung Internet'],
    [/\bFirefox\/([\d.]+)/, 'Firefox'],
    [/\bFxiOS\/([\d.]+)/, 'Firefox'],
    [/\bCriOS\/([\d.]+)/, 'Chrome'],
    [/\b(?:HeadlessChrome|Chrome|Chromium)\/([\d.]+)/, 'Chrome'],
    [/\bVersion\/([\d.]+)(?: Mobile\/\w+)? Safari\//, 'Safari'],
  ];
  for (const [pattern, name] of rules) {
    const match = pattern.exec(ua);
    if (match) return `${name}${majorOf(match[1])}`;
  }
  if (/AppleWebKit\//.test(ua)) return 'Navigateur WebKit';
  return null;
}

function systemOf(ua: string): string | null {
  const ios = /\b(?:iPhone|iPad|iPod).*? OS (\d+)[_\d]*/.exec(ua);
  if (ios) return `iOS ${ios[1]}`;
  const android = /\bAndroid (\d+)/.exec(ua);
  if (android) return `Android ${android[1]}`;
  if (/\bAndroid\b/.test(ua)) return 'Android';
  if (/\bWindows\b/.test(ua)) return 'Windows';
  if (/\bCrOS\b/.test(ua)) return 'ChromeOS';
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) return 'macOS';
  if (/\bLinux\b/.test(ua)) return 'Linux';
  return null;
}

function kindOf(ua: string): DeviceKind {
  if (/\biPad\b|\bTablet\b/.test(ua) || (/\bAndroid\b/.test(ua) && !/\bMobile\b/.test(ua))) return 'tablet';
  if (/\bMobile\b|\biPhone\b|\biPod\b/.test(ua)) return 'mobile';
  if (/\bWindows\b|\bMacintosh\b|\bX11\b|\bCrOS\b|\bLinux\b/.test(ua)) return 'desktop';
  return 'unknown';
}

/**
 * What a `User-Agent` header says of the device: its kind, browser and system, in words a member
 * recognises. Only the header is read (no place: the stand-in cannot know one honestly); a missing,
 * overlong or unrecognised header is « unknown », never a guess.
 */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  if (typeof userAgent !== 'string' || userAgent === '' || userAgent.length > MAX_USER_AGENT) {
    return { kind: 'unknown', browser: null, system: null };
  }
  return { kind: kindOf(userAgent), browser: browserOf(userAgent), system: systemOf(userAgent) };
}
