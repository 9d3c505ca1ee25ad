import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createKnownBrowsers, KNOWN_BROWSER_COOKIE, type KnownBrowser } from './known-browser.ts';

/** A reply whose raw response keeps its Set-Cookie lines, as Node's does. */
function fakeReply(existing?: string[]) {
  const headers = new Map<string, string | string[]>();
  if (existing) headers.set('set-cookie', existing);
  const raw = {
    getHeader: (name: string) => headers.get(name),
    setHeader: (name: string, value: string | string[]) => void headers.set(name, value),
  };
  return { reply: { raw } as unknown as FastifyReply, lines: () => headers.get('set-cookie') as string[] };
}

const requestWith = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as unknown as FastifyRequest;

/** Signs in `account` from the browser of `cookie` (undefined: a fresh one); the new cookie pair. */
function signIn(known: ReturnType<typeof createKnownBrowsers>, account: string, cookie?: string): string {
  const { reply, lines } = fakeReply();
  known.remember(reply, known.read(requestWith(cookie)), account);
  const line = lines().find((entry) => entry.startsWith(`${KNOWN_BROWSER_COOKIE}=`)) ?? '';
  return line.split(';')[0] ?? '';
}

describe('known browsers', () => {
  it('gives the browser an allowance for the accounts signed in from it, and no other', () => {
    const known = createKnownBrowsers(() => ['secret-1'], false);
    const cookie = signIn(known, 'camille@exemple.ca');
    const browser = known.read(requestWith(`autre=1; ${cookie}`));
    expect(known.allowanceKey(browser, 'camille@exemple.ca')).toBe(`${browser?.id}|camille@exemple.ca`);
    expect(known.allowanceKey(browser, 'autre@exemple.ca')).toBeNull();
    expect(known.allowanceKey(null, 'camille@exemple.ca')).toBeNull();
    // The address is never in the cookie.
    expect(cookie).not.toContain('camille');
  });

  it('keeps the five most recent accounts of a shared browser', () => {
    const known = createKnownBrowsers(() => ['secret-1'], false);
    let cookie: string | undefined;
    for (let n = 1; n <= 6; n += 1) cookie = signIn(known, `membre${n}@exemple.ca`, cookie);
    const browser = known.read(requestWith(cookie)) as KnownBrowser;
    expect(browser.tags).toHaveLength(5);
    expect(known.allowanceKey(browser, 'membre1@exemple.ca')).toBeNull();
    expect(known.allowanceKey(browser, 'membre6@exemple.ca')).not.toBeNull();
    expect(known.allowanceKey(browser, 'membre2@exemple.ca')).not.toBeNull();
  });

  it('refuses a cookie signed with another secret or edited, and keeps one signed with an older current secret', () => {
    let secrets = ['ancien'];
    const known = createKnownBrowsers(() => secrets, false);
    const cookie = signIn(known, 'camille@exemple.ca');
    secrets = ['nouveau', 'ancien'];
    expect(known.allowanceKey(known.read(requestWith(cookie)), 'camille@exemple.ca')).not.toBeNull();
    secrets = ['nouveau'];
    expect(known.read(requestWith(cookie))).toBeNull();
    secrets = ['ancien'];
    const [name, value = ''] = cookie.split('=');
    const [id = '', tags = '', signature = ''] = value.split('.');
    expect(known.read(requestWith(`${name}=${id}x.${tags}.${signature}`))).toBeNull();
    expect(known.read(requestWith(`${name}=${id}.${tags}~${tags}.${signature}`))).toBeNull();
  });

  it('sets an httpOnly, SameSite=Lax cookie, Secure on https, beside the reply’s other cookies', () => {
    const known = createKnownBrowsers(() => ['secret-1'], true);
    const { reply, lines } = fakeReply(['portail_idp_session=abc; path=/; httponly']);
    known.remember(reply, null, 'camille@exemple.ca');
    expect(lines()[0]).toBe('portail_idp_session=abc; path=/; httponly');
    expect(lines()[1]).toMatch(
      /^portail_idp_appareil=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/,
    );
  });

  it('ends a browser’s allowance for an account once its password changes, is reset or the member is banned', () => {
    const generations = new Map<string, string>();
    const known = createKnownBrowsers(
      () => ['secret-1'],
      false,
      (account) => generations.get(account) ?? '',
    );
    const cookie = signIn(known, 'camille@exemple.ca');
    const browser = known.read(requestWith(cookie));
    expect(known.allowanceKey(browser, 'camille@exemple.ca')).not.toBeNull();
    // A browser that signed in with the former password (a former partner, a thief) no longer skips
    // the account's own limit; the member's browser earns it again at its next sign-in.
    generations.set('camille@exemple.ca', '1790000000');
    expect(known.allowanceKey(browser, 'camille@exemple.ca')).toBeNull();
    const again = known.read(requestWith(signIn(known, 'camille@exemple.ca', cookie)));
    expect(known.allowanceKey(again, 'camille@exemple.ca')).toBe(`${again?.id}|camille@exemple.ca`);
  });
});
