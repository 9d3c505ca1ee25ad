import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { returnTarget } from './return-target.ts';

const origin = 'http://localhost:8081';

/** A path an app really returns to: segments of address-safe characters, a query, a fragment. */
const segment = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._~-]{0,11}$/);
const safePath = fc
  .tuple(
    fc.array(segment, { maxLength: 4 }),
    fc.option(fc.stringMatching(/^[A-Za-z0-9=&_-]{1,20}$/), { nil: undefined }),
    fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/), { nil: undefined }),
  )
  .map(
    ([segments, query, hash]) => `/${segments.join('/')}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`,
  )
  .filter((path) => !path.startsWith('/callback'));

function isSafe(target: string): boolean {
  return (
    target.startsWith('/') &&
    !target.startsWith('//') &&
    !target.includes('\\') &&
    ![...target].some((char) => (char.codePointAt(0) ?? 0) < 0x20 || /[\u007f-\u009f]/.test(char)) &&
    new URL(target, origin).origin === origin
  );
}

describe('the return target after sign-in', () => {
  it('is always a path of this origin, or the fallback, whatever string the state carries', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 80 }),
          fc.string({ unit: 'binary', maxLength: 80 }).map((rest) => `/${rest}`),
        ),
        (redirect) => {
          const target = returnTarget(redirect, origin);
          expect(isSafe(target)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  }, 60_000);

  it('stays a path of this origin for hostile prefixes followed by anything', () => {
    const prefix = fc.constantFrom(
      '//',
      '/\\',
      '\\\\',
      '\\/',
      '/%09/',
      'https://evil.test',
      'http://localhost:8081@evil.test',
      'javascript:',
      'data:text/html,',
      ' //',
      '\t//',
      `${origin}//`,
      `${origin}/\\`,
      'http://localhost:80810',
      'HTTP://localhost:8081',
    );
    fc.assert(
      fc.property(prefix, fc.string({ maxLength: 30 }), (start, rest) => {
        const target = returnTarget(`${start}${rest}`, origin);
        expect(isSafe(target)).toBe(true);
        expect(target.includes('evil.test')).toBe(false);
      }),
      { numRuns: 1000 },
    );
  }, 60_000);

  it('keeps a real path of the app as it is, given as a path or as an address of this origin', () => {
    fc.assert(
      fc.property(safePath, (path) => {
        expect(returnTarget(path, origin)).toBe(path);
        expect(returnTarget(`${origin}${path}`, origin)).toBe(path);
      }),
    );
  });

  it('refuses a control character anywhere in the path', () => {
    fc.assert(
      fc.property(safePath, fc.integer({ min: 0, max: 0x1f }), fc.nat(), (path, code, at) => {
        const index = 1 + (at % path.length);
        const forged = `${path.slice(0, index)}${String.fromCharCode(code)}${path.slice(index)}`;
        expect(returnTarget(forged, origin)).toBe('/');
      }),
    );
  });

  it.each([
    ['another host, protocol-relative', '//other.host/x'],
    ['a backslash turned into a slash', '/\\other.host/x'],
    ['this origin followed by a protocol-relative path', `${origin}//other.host/x`],
    ['another origin', 'https://other.host/x'],
    ['a scheme', 'javascript:alert(1)'],
    ['the sign-in callback itself', '/callback'],
    ['the renewal page', '/callback/renouvellement.html'],
    ['a number', 42],
    ['nothing', undefined],
  ])('refuses %s', (_case, redirect) => {
    expect(returnTarget(redirect, origin)).toBe('/');
    expect(returnTarget(redirect, origin, '/accueil')).toBe('/accueil');
  });
});
