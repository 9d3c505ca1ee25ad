/**
 * Test helper for jsdom: a window whose `location.assign` is recorded (jsdom cannot navigate), a
 * provider fetch with a token endpoint, and a Web Locks stand-in that runs one holder at a time.
 */
import { vi } from 'vitest';
import { IdentityClient } from '../client.ts';
import type { IdentityClientOptions } from '../config.ts';
import type { TestKey } from './token-minter.ts';
import {
  NOW_SECONDS,
  TEST_CLIENT_ID,
  atHashFor,
  baseClaims,
  mintIdToken,
  providerFetch,
  testIdentity,
} from './token-minter.ts';

export const IDP_ORIGIN = 'https://idp.test';

export function recordingWindow(): { win: Window; assign: ReturnType<typeof vi.fn> } {
  const assign = vi.fn();
  const location = {
    get href() {
      return window.location.href;
    },
    get origin() {
      return window.location.origin;
    },
    get pathname() {
      return window.location.pathname;
    },
    assign,
  };
  const win: Window = new Proxy(window, {
    get(target, property) {
      if (property === 'location') return location;
      if (property === 'parent' || property === 'self' || property === 'top') return win;
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' && property !== 'DOMParser' && property !== 'BroadcastChannel'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
  return { win, assign };
}

/**
 * navigator.locks for tests: the holders of one name run one after another, names are independent,
 * and query() lists the names held, as the browser's Web Locks do.
 */
export function installSerialLocks(): void {
  const tails = new Map<string, Promise<unknown>>();
  const held = new Map<string, number>();
  const locks = {
    request: (name: string, work: () => Promise<unknown>) => {
      const hold = async () => {
        held.set(name, (held.get(name) ?? 0) + 1);
        try {
          return await work();
        } finally {
          held.set(name, (held.get(name) ?? 1) - 1);
        }
      };
      const run = (tails.get(name) ?? Promise.resolve()).then(hold, hold);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
    query: async () => ({
      held: [...held].filter(([, count]) => count > 0).map(([name]) => ({ name })),
      pending: [],
    }),
  };
  Object.defineProperty(window.navigator, 'locks', { value: locks, configurable: true });
}

interface TokenEndpointCall {
  grantType: string | null;
  body: URLSearchParams;
}

/** The provider: discovery, keys, and a token endpoint answering refresh and code grants. */
export function testProvider(key: TestKey, clock: () => number) {
  const tokenCalls: TokenEndpointCall[] = [];
  const provider = {
    nonce: undefined as string | undefined,
    failRefresh: false,
    /** Claims of the identity tokens the token endpoint mints next (another member's `sub`…). */
    claims: {} as Record<string, unknown>,
  };
  const fetchFn = providerFetch(
    IDP_ORIGIN,
    () => [key.jwk],
    async (url, init) => {
      if (!url.pathname.endsWith('/oauth2/v2.0/token')) return undefined;
      const body = new URLSearchParams(String(init?.body ?? ''));
      tokenCalls.push({ grantType: body.get('grant_type'), body });
      if (provider.failRefresh && body.get('grant_type') === 'refresh_token') {
        return Response.json(
          { error: 'invalid_grant', error_description: 'AADB2C90080: expired' },
          { status: 400 },
        );
      }
      const seconds = Math.floor(clock() / 1000);
      const grantNonce = body.get('grant_type') === 'authorization_code' ? provider.nonce : undefined;
      const idToken = await mintIdToken(
        key,
        baseClaims({ iat: seconds, exp: seconds + 3600, nonce: grantNonce, ...provider.claims }),
      );
      return Response.json({
        id_token: idToken,
        access_token: `access-${tokenCalls.length}`,
        refresh_token: `refresh-${tokenCalls.length}`,
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_token_expires_in: 86400,
      });
    },
  );
  return { fetchFn, tokenCalls, provider };
}

export function createClient(
  win: Window,
  fetchFn: typeof fetch,
  now: () => number,
  options: Partial<IdentityClientOptions> = {},
  isSafari = false,
): IdentityClient {
  return new IdentityClient(
    {
      clientId: TEST_CLIENT_ID,
      identity: testIdentity(IDP_ORIGIN),
      ...options,
    },
    { window: win, fetch: fetchFn, now, isSafari },
  );
}

export async function implicitAnswer(
  key: TestKey,
  authorizeUrl: string,
  claims: Record<string, unknown> = {},
): Promise<string> {
  const url = new URL(authorizeUrl);
  const accessToken = 'access-implicit';
  const idToken = await mintIdToken(
    key,
    baseClaims({
      nonce: url.searchParams.get('nonce'),
      at_hash: await atHashFor(accessToken),
      given_name: 'Camille',
      family_name: 'Tremblay',
      name: 'Camille Tremblay',
      email: 'complet@exemple.ca',
      email_verified: true,
      rcid: 'rc-42',
      lrat: 'lr-token',
      ...claims,
    }),
  );
  return new URLSearchParams({
    state: url.searchParams.get('state') ?? '',
    id_token: idToken,
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: '3600',
  }).toString();
}

export const START_MS = NOW_SECONDS * 1000;

/**
 * Starts a PKCE sign-in; the returned function answers it (the provider's redirect with a code, the
 * provider told the request's nonce).
 */
export async function startPkce(
  client: IdentityClient,
  assign: ReturnType<typeof vi.fn>,
  provider: { nonce?: string },
): Promise<() => ReturnType<IdentityClient['handleCallback']>> {
  await client.login({ flow: 'pkce' });
  const url = new URL(String(assign.mock.calls.at(-1)?.[0]));
  const state = url.searchParams.get('state') ?? '';
  return () => {
    provider.nonce = url.searchParams.get('nonce') ?? undefined;
    window.history.replaceState(null, '', `/callback#code=the-code&state=${encodeURIComponent(state)}`);
    return client.handleCallback();
  };
}
