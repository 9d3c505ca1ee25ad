// @vitest-environment jsdom
// @vitest-environment-options {"url":"https://portail.test/nouvelles?x=1"}
/**
 * Renewal when the provider is on another site and the browser withholds its cookie from the app's
 * hidden iframe (Firefox's and Chrome's third-party cookie blocking, not only Safari): the client
 * falls back to Safari's full-page renewal at the next page change, once per page life.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as CallbackPath from './callback-path.ts';
import type * as LazyPaths from './lazy-paths.ts';
import type { IdentityClient } from './client.ts';
import { IframeTimeoutError, ProviderError } from './errors.ts';
import { createClient, implicitAnswer, recordingWindow, testProvider } from './testing/browser-harness.ts';
import { clientTestBed } from './testing/client-test-bed.ts';

const renewInIframe = vi.hoisted(() => vi.fn<(...args: unknown[]) => Promise<void>>());
vi.mock('./callback-path.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof CallbackPath>()),
  renewInIframe,
}));

// The callback path's chunk as offline or after a redeploy: its import fails while `failing` holds.
const chunk = vi.hoisted(() => ({ failing: false }));
vi.mock('./lazy-paths.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof LazyPaths>();
  return {
    ...actual,
    loadCallbackPath: () =>
      chunk.failing
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : actual.loadCallbackPath(),
  };
});

const bed = clientTestBed('/nouvelles?x=1');
const { clock, clients } = bed;
beforeEach(() => {
  document.body.innerHTML = '';
  renewInIframe.mockReset();
  chunk.failing = false;
});

function setup() {
  const { win, assign } = recordingWindow();
  const provider = testProvider(bed.key, clock);
  let down = false;
  const fetchFn: typeof fetch = (input, init) =>
    down ? Promise.reject(new TypeError('fetch failed')) : provider.fetchFn(input, init);
  const client = createClient(win, fetchFn, clock);
  clients.push(client);
  client.init();
  return { client, assign, setDown: (value: boolean) => (down = value) };
}

async function signIn(client: IdentityClient, assign: ReturnType<typeof vi.fn>) {
  await client.login();
  const authorizeUrl = String(assign.mock.calls.at(-1)?.[0]);
  window.history.replaceState(null, '', `/callback#${await implicitAnswer(bed.key, authorizeUrl)}`);
  await client.handleCallback();
  window.history.replaceState(null, '', '/nouvelles');
}

const blockedAnswers = [
  ['login_required', () => new ProviderError('login_required', 'no session')],
  [
    'interaction_required (AADB2C90077)',
    () => new ProviderError('interaction_required', 'AADB2C90077: User does not have an existing session'),
  ],
  ['no answer in time', () => new IframeTimeoutError()],
] as const;

describe('renewal without third-party cookies', () => {
  it.each(blockedAnswers)(
    'keeps the member signed in and silent when the hidden iframe answers %s, then renews by a full page at the next page change',
    async (_case, failure) => {
      const { client, assign } = setup();
      await signIn(client, assign);
      const errors = vi.fn();
      const signedOut = vi.fn();
      client.on('refresh-error', errors);
      client.on('signed-out', signedOut);
      renewInIframe.mockRejectedValueOnce(failure());
      bed.now += 3_600_000;
      expect(await client.refresh()).toBe(false);
      expect(client.getUser()?.rcId).toBe('rc-42');
      expect(errors).not.toHaveBeenCalled();
      expect(signedOut).not.toHaveBeenCalled();
      expect(assign).toHaveBeenCalledTimes(1);
      expect(client.renewsByFullPage).toBe(true);
      expect(client.renewDeferredAtPageChange()).toBe(true);
      await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
      const renewal = new URL(String(assign.mock.calls[1]?.[0]));
      // top level, prompt=none: the provider's cookie is first-party there, so no sign-in form
      expect(renewal.searchParams.get('prompt')).toBe('none');
      expect(renewal.searchParams.get('redirect_uri')).toBe('https://portail.test/callback');
    },
  );

  it('tries the hidden iframe once per page life, not at every renewal', async () => {
    const { client, assign } = setup();
    await signIn(client, assign);
    renewInIframe.mockRejectedValue(new ProviderError('login_required', 'no session'));
    bed.now += 3_600_000;
    await client.refresh();
    await client.refresh();
    await client.refresh();
    expect(renewInIframe).toHaveBeenCalledTimes(1);
  });

  it('keeps renewing in the hidden iframe where it works, without leaving the page', async () => {
    const { client, assign } = setup();
    await signIn(client, assign);
    renewInIframe.mockResolvedValue(undefined);
    bed.now += 3_600_000;
    expect(await client.refresh()).toBe(true);
    expect(client.renewsByFullPage).toBe(false);
    expect(client.renewDeferredAtPageChange()).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('never leaves a page whose form holds edits not saved, and renews at the next page change', async () => {
    const { client, assign } = setup();
    await signIn(client, assign);
    renewInIframe.mockRejectedValue(new ProviderError('login_required', 'no session'));
    bed.now += 3_600_000;
    await client.refresh();
    document.body.innerHTML = '<form><input name="prenom" value="Camille"></form>';
    const field = document.querySelector('input') as HTMLInputElement;
    field.value = 'Camille-Andrée';
    expect(client.renewDeferredAtPageChange()).toBe(false);
    document.body.innerHTML = '<form><input name="prenom" value="Camille-Andrée"></form>';
    expect(client.renewDeferredAtPageChange()).toBe(true);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
  });

  it('never navigates to a provider that does not answer: the member keeps reading, and the next page change tries again', async () => {
    const { client, assign, setDown } = setup();
    await signIn(client, assign);
    const errors = vi.fn();
    client.on('refresh-error', errors);
    renewInIframe.mockRejectedValue(new IframeTimeoutError());
    bed.now += 3_600_000;
    setDown(true);
    await client.refresh();
    expect(client.renewDeferredAtPageChange()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
    expect(client.getUser()?.rcId).toBe('rc-42');
    setDown(false);
    expect(client.renewDeferredAtPageChange()).toBe(true);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
  });

  it('keeps a full-page renewal whose code cannot load for the next page change, silent, and leaves once it loads', async () => {
    const { client, assign } = setup();
    await signIn(client, assign);
    const errors = vi.fn();
    client.on('refresh-error', errors);
    renewInIframe.mockRejectedValue(new ProviderError('login_required', 'no session'));
    bed.now += 3_600_000;
    await client.refresh();
    chunk.failing = true;
    expect(client.renewDeferredAtPageChange()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
    expect(client.getUser()?.rcId).toBe('rc-42');
    chunk.failing = false;
    expect(client.renewDeferredAtPageChange()).toBe(true);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
    expect(String(assign.mock.calls[1]?.[0])).toContain('prompt=none');
  });

  it('leaves nothing to do at a page change once another tab renewed (one renewal per browser)', async () => {
    const { client, assign } = setup();
    await signIn(client, assign);
    const other = createClient(recordingWindow().win, testProvider(bed.key, clock).fetchFn, clock);
    clients.push(other);
    other.init();
    renewInIframe.mockRejectedValueOnce(new ProviderError('login_required', 'no session'));
    bed.now += 3_600_000;
    await client.refresh();
    // the other tab renews (its own iframe, or its full page) and tells the tabs
    const told = vi.fn();
    client.on('save-success', told);
    renewInIframe.mockResolvedValueOnce(undefined);
    expect(await other.refresh()).toBe(true);
    await vi.waitFor(() => expect(told).toHaveBeenCalled());
    expect(client.renewDeferredAtPageChange()).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('still reports other iframe failures as a refresh error', async () => {
    const { client, assign } = setup();
    await signIn(client, assign);
    const errors = vi.fn();
    client.on('refresh-error', errors);
    renewInIframe.mockRejectedValueOnce(new ProviderError('server_error', 'boom'));
    bed.now += 3_600_000;
    await expect(client.refresh()).rejects.toMatchObject({ code: 'provider_error' });
    expect(errors).toHaveBeenCalled();
    expect(client.renewsByFullPage).toBe(false);
  });
});
