import { describe, expect, it } from 'vitest';
import { SitesSettingError, sitesFromEnv } from './sites-setting.ts';

describe('PORTAIL_SITES', () => {
  it('is off unless set to 1', () => {
    expect(sitesFromEnv({})).toBe(false);
    expect(sitesFromEnv({ PORTAIL_SITES: '0' })).toBe(false);
    expect(sitesFromEnv({ PORTAIL_SITES: '1' })).toBe(true);
    expect(sitesFromEnv({ PORTAIL_SITES: '1', PORTAIL_HTTPS: '1' })).toBe(true);
  });

  it('stops the start on another value, or beside PORTAIL_HTTPS=0, with one line', () => {
    expect(() => sitesFromEnv({ PORTAIL_SITES: 'oui' })).toThrow(SitesSettingError);
    expect(() => sitesFromEnv({ PORTAIL_SITES: '1', PORTAIL_HTTPS: '0' })).toThrow(/remove PORTAIL_HTTPS=0/);
  });
});
