import { describe, expect, it, vi } from 'vitest';
import { encodeBase64url } from './encoding.ts';
import { testIdentity } from './testing/token-minter.ts';
import { LEAVE_DELAY_MS, runFrontChannelLogout } from './front-channel-logout.ts';
import type { KeyValueStore } from './storage/key-value-store.ts';
import { TokenStore } from './storage/token-store.ts';

const IDP = 'https://connexion.test';
const identity = testIdentity(IDP);
const ISS = identity.issuer;
const now = () => 1_000_000_000_000;

function jwt(payload: Record<string, unknown>): string {
  const part = (value: unknown) => encodeBase64url(new TextEncoder().encode(JSON.stringify(value)));
  return `${part({ alg: 'RS256' })}.${part(payload)}.c2ln`;
}

function memoryStore(): KeyValueStore {
  const entries = new Map<string, string>();
  return {
    kind: 'localStorage',
    get: (key) => entries.get(key) ?? null,
    set: (key, value) => void entries.set(key, value),
    remove: (key) => void entries.delete(key),
  };
}

/** A window at `search` of the logout page, top-level or framed, whose channel messages are kept. */
function fakeWindow(search: string, framed = false) {
  const posted: unknown[] = [];
  const replace = vi.fn();
  const timers: (() => void)[] = [];
  class Channel {
    readonly name: string;
    constructor(name: string) {
      this.name = name;
    }
    addEventListener() {}
    postMessage(message: unknown) {
      posted.push({ channel: this.name, message });
    }
    close() {}
  }
  const win = {
    location: { pathname: '/callback/deconnexion', search, replace },
    BroadcastChannel: Channel,
    navigator: {},
    setTimeout: (work: () => void, delay: number) => {
      expect(delay).toBe(LEAVE_DELAY_MS);
      timers.push(work);
      return 1;
    },
  } as unknown as { parent: unknown };
  win.parent = framed ? {} : win;
  return {
    win: win as unknown as Window,
    posted,
    replace,
    runTimers: () => timers.forEach((work) => work()),
  };
}

function storeWith(idTokenClaims: Record<string, unknown>): KeyValueStore {
  const store = memoryStore();
  new TokenStore(store, 'portail-web', now).save({
    idToken: { token: jwt(idTokenClaims), expires: now() + 3_600_000, policy: 'login' },
    accessToken: { token: 'access', expires: now() + 3_600_000 },
    refreshToken: undefined,
    flow: 'implicit',
  });
  return store;
}

const query = (iss: string, sid: string) => `?iss=${encodeURIComponent(iss)}&sid=${sid}`;

describe('the front-channel logout page', () => {
  it('matches the External ID issuer of the configuration, whose host is not the provider’s', () => {
    const externalId = testIdentity(IDP, 'external-id');
    const store = storeWith({ iss: externalId.issuer, sid: 'session-1' });
    const { win, replace, runTimers } = fakeWindow(query(externalId.issuer, 'session-1'));
    expect(runFrontChannelLogout(win, { clientId: 'portail-web', identity: externalId, store, now })).toBe(
      'signed-out',
    );
    runTimers();
    expect(replace).toHaveBeenCalledWith('https://connexion.test/deconnexion/suite');
  });

  it('forgets the tokens of the ended session, tells the other tabs and, top-level, goes back to the provider’s continuation', () => {
    const store = storeWith({ iss: ISS, sid: 'session-1', sub: 'a' });
    const { win, posted, replace, runTimers } = fakeWindow(query(ISS, 'session-1'));
    expect(runFrontChannelLogout(win, { clientId: 'portail-web', identity, store, now })).toBe('signed-out');
    expect(new TokenStore(store, 'portail-web', now).read().idToken).toBeUndefined();
    expect(posted).toEqual([{ channel: 'portail-identity.portail-web', message: { type: 'sign-out' } }]);
    expect(replace).not.toHaveBeenCalled();
    runTimers();
    expect(replace).toHaveBeenCalledWith('https://connexion.test/deconnexion/suite');
  });

  it('keeps the tokens of another session (another sid, another issuer, no sid) and still goes back to the provider', () => {
    for (const [claims, search] of [
      [{ iss: ISS, sid: 'session-2' }, query(ISS, 'session-1')],
      [{ iss: ISS, sid: 'session-1' }, query('https://ailleurs.test/portailb2c/v2.0/', 'session-1')],
      [{ iss: ISS }, query(ISS, '')],
      [{ iss: ISS, sid: 'session-1' }, '?sid=session-1'],
    ] as const) {
      const store = storeWith(claims);
      const { win, posted, replace, runTimers } = fakeWindow(search);
      expect(runFrontChannelLogout(win, { clientId: 'portail-web', identity, store, now })).toBe('other');
      expect(new TokenStore(store, 'portail-web', now).read().idToken).toBeDefined();
      expect(posted).toEqual([]);
      runTimers();
      expect(replace).toHaveBeenCalledWith('https://connexion.test/deconnexion/suite');
    }
  });

  it('in the provider’s hidden iframe, forgets the tokens but never navigates', () => {
    const store = storeWith({ iss: ISS, sid: 'session-1' });
    const { win, replace, runTimers } = fakeWindow(query(ISS, 'session-1'), true);
    expect(runFrontChannelLogout(win, { clientId: 'portail-web', identity, store, now })).toBe('signed-out');
    runTimers();
    expect(replace).not.toHaveBeenCalled();
  });
});
