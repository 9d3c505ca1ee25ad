import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

/**
 * The script of the apps' static renewal page (`renewal-page/renouvellement.js`, which each app's
 * build puts beside its `public/callback/renouvellement.html`: tools/vite-renewal-page.ts): the
 * page where child-window.ts reads the provider's answer. Run here on a window of its own making:
 * framed, a popup of the page's origin, or neither.
 */
const source = readFileSync(new URL('../renewal-page/renouvellement.js', import.meta.url), 'utf8');

const ORIGIN = 'https://portail.test';

interface Situation {
  framed?: boolean;
  /** The opener's origin; `null` for a window without opener, 'unreadable' for another origin's. */
  opener?: string | null | 'unreadable';
}

function runRenewalPage(source: string, { framed = false, opener = null }: Situation) {
  const replaceState = vi.fn();
  const page: Record<string, unknown> = {
    location: { origin: ORIGIN, pathname: '/callback/renouvellement.html' },
    history: { replaceState },
  };
  page.parent = framed ? { location: { origin: ORIGIN } } : page;
  if (opener === 'unreadable') {
    page.opener = {
      get location(): never {
        throw new DOMException(
          'Blocked a frame with origin from accessing a cross-origin frame.',
          'SecurityError',
        );
      },
    };
  } else page.opener = opener === null ? null : { location: { origin: opener } };
  new Function('window', source)(page);
  return replaceState;
}

describe('the renewal page', () => {
  it('keeps its address in the sign-in client’s hidden iframe', () => {
    expect(runRenewalPage(source, { framed: true })).not.toHaveBeenCalled();
  });

  it('keeps its address in a popup that a page of its origin opened', () => {
    expect(runRenewalPage(source, { opener: ORIGIN })).not.toHaveBeenCalled();
  });

  it.each<[string, Situation]>([
    ['opened top-level or with noopener', { opener: null }],
    ['opened by another site’s window', { opener: 'unreadable' }],
    ['opened by a window of another origin that can be read', { opener: 'https://autre.test' }],
  ])('takes the answer out of its address, unread, when %s', (_case, situation) => {
    const replaceState = runRenewalPage(source, situation);
    expect(replaceState).toHaveBeenCalledExactlyOnceWith(null, '', '/callback/renouvellement.html');
  });

  it.each(['portal', 'account'])(
    'is loaded by the page of the %s, before its title, with no referrer',
    (app) => {
      const html = readFileSync(
        new URL(`../../../apps/${app}/public/callback/renouvellement.html`, import.meta.url),
        'utf8',
      );
      expect(html).toMatch(
        /<meta name="referrer" content="no-referrer" \/>\s*<script src="\/callback\/renouvellement.js"><\/script>\s*<title>/,
      );
    },
  );
});
