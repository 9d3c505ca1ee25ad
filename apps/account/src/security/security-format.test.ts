import { describe, expect, it } from 'vitest';
import { deviceKindLabel, deviceLabel, formatWhen } from './security-format.ts';

describe('the words of a device and a date', () => {
  it('names a device by its browser and system, and says « inconnu » for what the user agent did not say', () => {
    expect(deviceLabel({ kind: 'desktop', browser: 'Chrome 131', system: 'Windows' })).toBe(
      'Chrome 131 sur Windows',
    );
    expect(deviceLabel({ kind: 'mobile', browser: null, system: 'iOS 17' })).toBe(
      'Navigateur inconnu sur iOS 17',
    );
    expect(deviceLabel({ kind: 'unknown', browser: null, system: null })).toBe('Appareil inconnu');
    expect(deviceKindLabel({ kind: 'tablet', browser: null, system: null })).toBe('Tablette');
  });

  it('writes a date in French words, and leaves an unreadable one as it came', () => {
    expect(formatWhen('2026-11-27T15:40:00Z')).toMatch(/2026/);
    expect(formatWhen('2026-11-27T15:40:00Z')).toMatch(/novembre/);
    expect(formatWhen('hier')).toBe('hier');
  });
});
