import { findRegion, findRegionByLegacyId } from './catalogue.ts';
import { cookieDomainFor } from './cookie-domain.ts';
import type { SelectedRegions } from './selection.ts';
import { productKeys, sectionKeys, type SectionKey } from './sections.ts';

/** SPEC.md §9: the region cookie's name and lifetime. */
const RCID_COOKIE = 'RCID';
const RCID_MAX_AGE_DAYS = 365;
const DAY_SECONDS = 24 * 60 * 60;

/** The cookie's value: the JSON map product key → legacy region id, URI-encoded for the header. */
export function encodeRegionCookieValue(selected: SelectedRegions): string {
  const map: Record<string, number> = {};
  for (const section of sectionKeys) {
    const region = findRegion(section, selected[section].id);
    if (region) map[productKeys[section]] = region.legacyId;
  }
  return encodeURIComponent(JSON.stringify(map));
}

/** Reads a cookie value back into region ids; unknown products and legacy ids are left out. */
export function decodeRegionCookieValue(value: string): Partial<Record<SectionKey, number>> {
  let map: unknown;
  try {
    map = JSON.parse(decodeURIComponent(value));
  } catch {
    return {};
  }
  if (typeof map !== 'object' || map === null || Array.isArray(map)) return {};
  const record = map as Record<string, unknown>;
  const regions: Partial<Record<SectionKey, number>> = {};
  for (const section of sectionKeys) {
    const legacyId = record[productKeys[section]];
    const numeric = typeof legacyId === 'string' && /^\d{1,6}$/.test(legacyId) ? Number(legacyId) : legacyId;
    if (typeof numeric !== 'number' || !Number.isSafeInteger(numeric)) continue;
    const region = findRegionByLegacyId(section, numeric);
    if (region) regions[section] = region.id;
  }
  return regions;
}

export interface RegionCookieOptions {
  hostname: string;
  /** Adds the Secure attribute (pages served over https). */
  secure: boolean;
  now?: Date;
}

/** The string to assign to document.cookie: 365 days, the parent domain, path /, SameSite=Lax. */
export function buildRegionCookie(selected: SelectedRegions, options: RegionCookieOptions): string {
  const now = options.now ?? new Date();
  const maxAge = RCID_MAX_AGE_DAYS * DAY_SECONDS;
  const expires = new Date(now.getTime() + maxAge * 1000).toUTCString();
  const domain = cookieDomainFor(options.hostname);
  return [
    `${RCID_COOKIE}=${encodeRegionCookieValue(selected)}`,
    `Max-Age=${maxAge}`,
    `Expires=${expires}`,
    ...(domain ? [`Domain=${domain}`] : []),
    'Path=/',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The RCID value in a Cookie header or document.cookie string, if present. */
function findRegionCookieValue(cookieHeader: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === RCID_COOKIE) return part.slice(separator + 1).trim();
  }
  return undefined;
}

export function readRegionCookie(cookieHeader: string): Partial<Record<SectionKey, number>> {
  const value = findRegionCookieValue(cookieHeader);
  return value === undefined ? {} : decodeRegionCookieValue(value);
}

/** The parts of `document` and `location` that the cookie needs (injectable in tests). */
export interface CookieJar {
  cookie: string;
}

/**
 * Writes the cookie and reads it back. Returns false when the browser did not keep it (cookies
 * disabled), so that an anonymous visitor's save can report the error.
 */
export function writeRegionCookie(
  jar: CookieJar,
  location: { hostname: string; protocol: string },
  selected: SelectedRegions,
  now?: Date,
): boolean {
  const secure = location.protocol === 'https:';
  jar.cookie = buildRegionCookie(selected, { hostname: location.hostname, secure, ...(now ? { now } : {}) });
  return findRegionCookieValue(jar.cookie) === encodeRegionCookieValue(selected);
}
