import { describe, expect, it } from 'vitest';
import { requestedVitalsRules } from './vitals-rules.ts';

const win = (href: string, stored: string | null = null) =>
  ({
    location: new URL(href),
    localStorage: { getItem: (key: string) => (key === 'portail:vitals' ? stored : null) },
  }) as unknown as Pick<Window, 'location' | 'localStorage'>;

const forced = { sampleRate: 1, requireChromeLike: false, skipLocalHosts: false };

describe('web-vitals rules requested for tests', () => {
  it('force every rule with ?vitals=force on a local host', () => {
    expect(requestedVitalsRules(win('http://localhost:8080/ohdio?vitals=force'))).toEqual(forced);
    expect(requestedVitalsRules(win('http://127.0.0.1:8080/', 'force'))).toEqual(forced);
  });

  it('set single rules from a JSON value, ignoring malformed ones', () => {
    expect(
      requestedVitalsRules(win('http://localhost/', '{"sampleRate":0.5,"skipLocalHosts":false,"x":1}')),
    ).toEqual({ sampleRate: 0.5, skipLocalHosts: false });
    expect(requestedVitalsRules(win('http://localhost/', '{"sampleRate":7}'))).toEqual({});
    expect(requestedVitalsRules(win('http://localhost/', 'n’importe quoi'))).toEqual({});
  });

  it('are ignored on a deployed host, so the 10 % sample cannot be skewed from outside', () => {
    expect(requestedVitalsRules(win('https://portail.exemple.ca/?vitals=force', 'force'))).toEqual({});
  });

  it('survive a storage that throws', () => {
    const throwing = {
      location: new URL('http://localhost/'),
      localStorage: {
        getItem: () => {
          throw new DOMException('denied', 'SecurityError');
        },
      },
    } as unknown as Pick<Window, 'location' | 'localStorage'>;
    expect(requestedVitalsRules(throwing)).toEqual({});
  });
});
