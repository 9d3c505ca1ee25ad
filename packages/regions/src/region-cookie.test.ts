import { describe, expect, it } from 'vitest';
import {
  buildRegionCookie,
  decodeRegionCookieValue,
  encodeRegionCookieValue,
  readRegionCookie,
  writeRegionCookie,
} from './region-cookie.ts';
import { chooseRegion, defaultSelection } from './selection.ts';
import { FakeCookieJar } from './test-support.ts';

const acadie = chooseRegion(defaultSelection(), { type: 'edition', value: 14 });
const now = new Date('2026-03-01T12:00:00Z');

describe('the RCID cookie', () => {
  it('holds a JSON map from product key to legacy region id', () => {
    const json = decodeURIComponent(encodeRegionCookieValue(acadie));
    expect(JSON.parse(json)).toEqual({ info: 114, iciMusique: 314, premiere: 414, tele: 224, oHdio: 514 });
  });

  it('lasts 365 days on the parent domain, path /, SameSite=Lax', () => {
    const cookie = buildRegionCookie(defaultSelection(), {
      hostname: 'ici.radio-canada.ca',
      secure: true,
      now,
    });
    const [pair, ...attributes] = cookie.split('; ');
    expect(pair).toMatch(/^RCID=%7B/);
    expect(attributes).toEqual([
      'Max-Age=31536000',
      'Expires=Mon, 01 Mar 2027 12:00:00 GMT',
      'Domain=radio-canada.ca',
      'Path=/',
      'SameSite=Lax',
      'Secure',
    ]);
  });

  it('sets no Domain on localhost and no Secure flag over http', () => {
    const cookie = buildRegionCookie(defaultSelection(), { hostname: 'localhost', secure: false, now });
    expect(cookie).not.toMatch(/Domain=|Secure/);
    expect(cookie).toMatch(/; Path=\/; SameSite=Lax$/);
  });

  it('reads back the regions it wrote', () => {
    const value = encodeRegionCookieValue(acadie);
    expect(readRegionCookie(`other=1; RCID=${value}; last=2`)).toEqual({
      edition: 14,
      musique: 14,
      premiere: 14,
      television: 24,
      ohdio: 14,
    });
  });

  it('accepts legacy ids written as strings', () => {
    expect(decodeRegionCookieValue(encodeURIComponent('{"info":"117","tele":"217"}'))).toEqual({
      edition: 17,
      television: 17,
    });
  });

  it.each([
    ['not JSON', 'RCID=%7Bnope'],
    ['not an object', `RCID=${encodeURIComponent('[114]')}`],
    ['a broken escape', 'RCID=%E0%A4%A'],
    ['current ids instead of legacy ids', `RCID=${encodeURIComponent('{"info":8}')}`],
    ['a legacy id of another section', `RCID=${encodeURIComponent('{"info":208}')}`],
    ['unknown products', `RCID=${encodeURIComponent('{"sports":108}')}`],
    ['no RCID at all', 'RCIDX=1'],
  ])('ignores a cookie holding %s', (_case, header) => {
    expect(readRegionCookie(header)).toEqual({});
  });

  it('writes through document.cookie and confirms the browser kept it', () => {
    const jar = new FakeCookieJar();
    expect(writeRegionCookie(jar, { hostname: 'localhost', protocol: 'http:' }, acadie, now)).toBe(true);
    expect(readRegionCookie(jar.cookie).television).toBe(24);
    expect(jar.written).toHaveLength(1);
  });

  it('reports a cookie that the browser refused', () => {
    const jar = new FakeCookieJar(false);
    expect(writeRegionCookie(jar, { hostname: 'localhost', protocol: 'http:' }, acadie, now)).toBe(false);
  });
});
