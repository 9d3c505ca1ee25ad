// @vitest-environment jsdom
// @vitest-environment-options {"url":"https://portail.test/nouvelles"}
/**
 * The client's time rules under fake timers (the clock and the timers move together): refresh
 * scheduling and lead times, state pruning and expiry, the PKCE state rules, and the cookie fallback.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdentityClient } from './client.ts';
import { STATE_LIFETIME_MS, TOKEN_STORAGE_MAX_MS } from './constants.ts';
import type { IdentityClientOptions } from './config.ts';
import {
  START_MS,
  createClient,
  implicitAnswer,
  installSerialLocks,
  recordingWindow,
  startPkce,
  testProvider,
} from './testing/browser-harness.ts';
import type { TestKey } from './testing/token-minter.ts';
import { createTestKey } from './testing/token-minter.ts';

const MINUTE = 60_000;
let key: TestKey;
const clients: IdentityClient[] = [];

beforeAll(async () => {
  key = await createTestKey();
});
beforeEach(() => {
  // setImmediate stays real: `until` below lets the real crypto of the client finish between steps
  vi.useFakeTimers({
    now: START_MS,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/; Secure; SameSite=Strict`;
  }
  window.history.replaceState(null, '', '/nouvelles');
  installSerialLocks();
});
afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Waits (without moving the fake clock) until the client's asynchronous work meets `check`. */
async function until(check: () => boolean): Promise<void> {
  for (let round = 0; round < 1000; round += 1) {
    if (check()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('the condition was not met');
}

function setup(options: Partial<IdentityClientOptions> = {}) {
  const { win, assign } = recordingWindow();
  const provider = testProvider(key, Date.now);
  const client = createClient(win, provider.fetchFn, Date.now, options);
  clients.push(client);
  client.init();
  const refreshes = () => provider.tokenCalls.filter((call) => call.grantType === 'refresh_token').length;
  return { client, assign, refreshes, ...provider };
}

async function startImplicit(client: IdentityClient, assign: ReturnType<typeof vi.fn>) {
  await client.login();
  const authorizeUrl = String(assign.mock.calls.at(-1)?.[0]);
  const answer = await implicitAnswer(key, authorizeUrl);
  return () => {
    window.history.replaceState(null, '', `/callback#${answer}`);
    return client.handleCallback();
  };
}

describe('refresh scheduling and lead times', () => {
  it('schedules nothing once disposed, even when a sign-in completes afterwards', async () => {
    const { client, assign, provider } = setup();
    const answer = await startPkce(client, assign, provider);
    const completing = answer();
    client.dispose(); // the page leaves while the code exchange is in flight
    await completing;
    expect(vi.getTimerCount()).toBe(0);
  });

  it('refreshes one-hour PKCE tokens 10 minutes before they expire with the default lead time', async () => {
    const { client, assign, provider, refreshes } = setup();
    await (
      await startPkce(client, assign, provider)
    )();
    await vi.advanceTimersByTimeAsync(50 * MINUTE - 1);
    expect(refreshes()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => client.getUser()?.token === 'access-2');
    expect(refreshes()).toBe(1);
  });

  it('keeps refreshing every 50 minutes, each time from the renewed expiry', async () => {
    const { client, assign, provider, refreshes } = setup();
    await (
      await startPkce(client, assign, provider)
    )();
    await vi.advanceTimersByTimeAsync(50 * MINUTE);
    await until(() => client.getUser()?.token === 'access-2');
    await vi.advanceTimersByTimeAsync(50 * MINUTE - 1);
    expect(refreshes()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => client.getUser()?.token === 'access-3');
    expect(refreshes()).toBe(2);
  });

  it('refreshes at the expiry itself with a lead time of 0', async () => {
    const { client, assign, provider, refreshes } = setup({ msToRefresh: 0 });
    await (
      await startPkce(client, assign, provider)
    )();
    await vi.advanceTimersByTimeAsync(60 * MINUTE - 1);
    expect(refreshes()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => client.getUser()?.token === 'access-2');
    expect(refreshes()).toBe(1);
  });

  it('renews tokens that live no longer than a one-hour lead time half-way, without a refresh loop', async () => {
    const { client, assign, provider, refreshes } = setup({ msToRefresh: 60 * MINUTE });
    await (
      await startPkce(client, assign, provider)
    )();
    await vi.advanceTimersByTimeAsync(30 * MINUTE - 1);
    expect(refreshes()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => client.getUser()?.token === 'access-2');
    // the renewed tokens again live one hour: next renewal half-way, 30 minutes on, not at once
    await vi.advanceTimersByTimeAsync(30 * MINUTE - 1);
    expect(refreshes()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => client.getUser()?.token === 'access-3');
    expect(refreshes()).toBe(2);
  });

  it('refreshes at once when the token check finds the earlier expiry within the lead time', async () => {
    const { client, assign, provider, refreshes } = setup();
    await (
      await startPkce(client, assign, provider)
    )();
    client.dispose();
    vi.setSystemTime(START_MS + 55 * MINUTE);
    client.init();
    await client.checkTokens();
    expect(refreshes()).toBe(1);
  });

  it('stops the scheduled refresh on sign-out', async () => {
    const { client, assign, provider, refreshes } = setup();
    await (
      await startPkce(client, assign, provider)
    )();
    await client.logout({ skipEndpoint: true });
    await vi.advanceTimersByTimeAsync(2 * 60 * MINUTE);
    expect(refreshes()).toBe(0);
  });
});

describe('state pruning and expiry', () => {
  it('refuses the answer to the oldest of four sign-ins: only the 3 newest states are kept', async () => {
    const { client, assign } = setup();
    const answers = [];
    for (let index = 0; index < 4; index += 1) {
      answers.push(await startImplicit(client, assign));
      await vi.advanceTimersByTimeAsync(1000);
    }
    await expect(answers[0]?.()).rejects.toMatchObject({ code: 'invalid_state' });
    await expect(answers[3]?.()).resolves.toMatchObject({ ok: true });
  });

  it('passes the state check just before the state lifetime (2628e5 ms) and refuses the state from then on', async () => {
    const { client, assign } = setup();
    const early = await startImplicit(client, assign);
    const late = await startImplicit(client, assign);
    vi.setSystemTime(START_MS + STATE_LIFETIME_MS - 1);
    // the id token was minted for the sign-in time: check the state rule only, not the token's age
    await expect(early()).rejects.toMatchObject({ code: 'invalid_id_token' });
    vi.setSystemTime(START_MS + STATE_LIFETIME_MS);
    await expect(late()).rejects.toMatchObject({ code: 'invalid_state' });
  });

  it('refuses a late PKCE answer before any code exchange', async () => {
    const { client, assign, provider, tokenCalls } = setup({ flow: 'pkce' });
    const answer = await startPkce(client, assign, provider);
    vi.setSystemTime(START_MS + STATE_LIFETIME_MS);
    await expect(answer()).rejects.toMatchObject({ code: 'invalid_state' });
    expect(tokenCalls).toHaveLength(0);
  });

  it('sends a new code verifier with every PKCE sign-in and the matching one with each exchange', async () => {
    const { client, assign, provider, tokenCalls } = setup();
    const first = await startPkce(client, assign, provider);
    const second = await startPkce(client, assign, provider);
    await second();
    await first();
    const challenges = assign.mock.calls.map((call) =>
      new URL(String(call[0])).searchParams.get('code_challenge'),
    );
    expect(new Set(challenges).size).toBe(2);
    const verifiers = tokenCalls.map((call) => call.body.get('code_verifier'));
    expect(verifiers).toHaveLength(2);
    expect(new Set(verifiers).size).toBe(2);
  });
});

describe('storage fallback', () => {
  it('signs in with cookies when localStorage throws, and the cookies lapse after 90 days', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const writes: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      cookie?.set?.call(document, value);
    });
    const { client, assign } = setup();
    await expect((await startImplicit(client, assign))()).resolves.toMatchObject({ ok: true });
    expect(client.getUser()?.email).toBe('complet@exemple.ca');
    const idTokenCookie = writes.filter((write) => write.startsWith('portail-identity.portail-web.idToken='));
    expect(idTokenCookie.at(-1)).toMatch(/; Max-Age=7776000; Path=\/; SameSite=Strict; Secure$/);
    client.dispose();
    vi.setSystemTime(START_MS + TOKEN_STORAGE_MAX_MS + 1000);
    expect(document.cookie).not.toContain('portail-identity.portail-web.idToken=');
  });
});
