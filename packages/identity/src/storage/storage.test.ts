// @vitest-environment jsdom
// @vitest-environment-options {"url":"https://portail.test/page"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserStore, createCookieStore } from './key-value-store.ts';
import { StateStore } from './state-store.ts';
import { TokenStore } from './token-store.ts';

let now = 1_000_000_000_000;
const clock = () => now;

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/; Secure; SameSite=Strict`;
  }
}

beforeEach(() => {
  now = 1_000_000_000_000;
  localStorage.clear();
  clearCookies();
});
afterEach(() => vi.restoreAllMocks());

const tokens = {
  idToken: { token: 'id-token', expires: now + 3_600_000, policy: 'login' as const },
  accessToken: { token: 'access-token', expires: now + 3_600_000 },
  refreshToken: undefined,
  flow: 'implicit' as const,
};

describe('token storage', () => {
  it('keeps tokens encoded in localStorage, never as plain text', () => {
    const store = new TokenStore(createBrowserStore(window, clock), 'portail-web', clock);
    store.save(tokens);
    expect(store.read()).toMatchObject({
      idToken: tokens.idToken,
      accessToken: tokens.accessToken,
      flow: 'implicit',
    });
    const raw = Object.values({ ...localStorage }).join(' ');
    expect(raw).not.toContain('access-token');
    expect(raw).toMatch(/^[A-Za-z0-9_ -]+$/);
  });

  it('falls back to cookies (SameSite=Strict, Secure, Path=/) when localStorage throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const keyValue = createBrowserStore(window, clock);
    expect(keyValue.kind).toBe('cookie');
    const cookieWrites: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookieWrites.push(value);
      descriptor?.set?.call(document, value);
    });
    const store = new TokenStore(keyValue, 'portail-web', clock);
    store.save(tokens);
    expect(cookieWrites[0]).toMatch(/; Path=\/; SameSite=Strict; Secure$/);
    expect(store.read().accessToken).toEqual(tokens.accessToken);
  });

  it('forgets tokens after 90 days of storage', () => {
    const store = new TokenStore(createBrowserStore(window, clock), 'portail-web', clock);
    store.save({ ...tokens, refreshToken: { token: 'refresh', expires: now + 7776e6 } });
    now += 7776e6 - 1;
    expect(store.read().refreshToken?.token).toBe('refresh');
    now += 1;
    expect(store.read()).toEqual({
      idToken: undefined,
      accessToken: undefined,
      refreshToken: undefined,
      flow: undefined,
    });
  });

  it('keeps the previous refresh token when a refresh returns none', () => {
    const store = new TokenStore(createBrowserStore(window, clock), 'portail-web', clock);
    store.save({ ...tokens, refreshToken: { token: 'refresh-1', expires: now + 1000 } });
    store.save(tokens);
    expect(store.read().refreshToken?.token).toBe('refresh-1');
  });

  it('deletes every token on clear', () => {
    const store = new TokenStore(createCookieStore(document, clock), 'portail-web', clock);
    store.save(tokens);
    store.clear();
    expect(store.read().idToken).toBeUndefined();
    expect(document.cookie).toBe('');
  });
});

describe('state storage', () => {
  const state = (id: string) => ({
    id,
    nonce: `n-${id}`,
    policy: 'login' as const,
    flow: 'implicit' as const,
    redirectUri: 'https://portail.test/callback',
  });

  it('keeps only the 3 newest states', () => {
    const store = new StateStore(createBrowserStore(window, clock), 'portail-web', clock);
    for (const id of ['a', 'b', 'c', 'd']) {
      store.add(state(id));
      now += 1;
    }
    expect(store.ids()).toEqual(['b', 'c', 'd']);
  });

  it('refuses a state older than 2628e5 ms', () => {
    const store = new StateStore(createBrowserStore(window, clock), 'portail-web', clock);
    store.add(state('a'));
    now += 2628e5;
    expect(store.take('a')).toBeUndefined();
  });

  it('hands a state back once with its nonce', () => {
    const store = new StateStore(createBrowserStore(window, clock), 'portail-web', clock);
    store.add(state('a'));
    expect(store.take('a')).toMatchObject({ id: 'a', nonce: 'n-a', expires: now + 2628e5 });
    expect(store.take('a')).toBeUndefined();
  });
});
