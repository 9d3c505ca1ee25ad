// @vitest-environment jsdom
// @vitest-environment-options {"url":"https://portail.test/"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdentityWrapper } from './wrapper.ts';
import { IDP_ORIGIN, START_MS, recordingWindow } from './testing/browser-harness.ts';
import { providerFetch, testIdentity } from './testing/token-minter.ts';

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => vi.restoreAllMocks());

function wrapper(extra: (url: URL, init: RequestInit | undefined) => Response | undefined = () => undefined) {
  const logger = { warn: vi.fn(), error: vi.fn() };
  const fetchFn = providerFetch(IDP_ORIGIN, () => [], extra);
  const { win, assign } = recordingWindow();
  const instance = new IdentityWrapper({
    clientId: 'portail-web',
    identity: testIdentity(IDP_ORIGIN),
    logger,
    environment: { window: win, fetch: fetchFn, now: () => START_MS, isSafari: false },
  });
  return { instance, logger, assign, fetchFn };
}

describe('sign-in wrapper', () => {
  it('uses French, a one-hour lead time, production settings and the single sign-on policies', async () => {
    const { instance, assign } = wrapper();
    expect(instance.client.config).toMatchObject({
      locale: 'fr',
      msToRefresh: 3600000,
      tier: 'production',
      loginPolicy: 'login_cbc',
      signupPolicy: 'signup_cbc',
    });
    await instance.signup();
    expect(String(assign.mock.calls[0]?.[0])).toContain('/B2C_1A_signup_cbc/');
  });

  it('initialises the client once however often init is called', async () => {
    const { instance } = wrapper();
    await Promise.all([instance.init(), instance.init()]);
    expect(instance.client.initiated).toBe(true);
  });

  it('passes a page change on to the client once initialised, and never renews by itself at init', async () => {
    const { instance } = wrapper();
    const renew = vi.spyOn(instance.client, 'renewDeferredAtPageChange');
    instance.renewDeferredAtPageChange();
    expect(renew, 'nothing before the client is initialised').not.toHaveBeenCalled();
    await instance.init();
    // (the callback page initialises before it reads the answer: a redirect then would lose it)
    expect(renew).not.toHaveBeenCalled();
    instance.renewDeferredAtPageChange();
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('only warns on account deletion', () => {
    const { instance, logger } = wrapper();
    instance.deleteAccount();
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('returns a failed callback that carries a state to the caller', async () => {
    const { instance } = wrapper();
    await instance.init();
    await instance.login({ redirect: 'https://portail.test/ici' });
    window.history.replaceState(
      null,
      '',
      '/callback#error=access_denied&state=unknown.eyJyZWRpcmVjdCI6Imh0dHBzOi8vcG9ydGFpbC50ZXN0L2ljaSJ9',
    );
    expect(await instance.handleCallback()).toMatchObject({
      ok: false,
      error: { code: 'invalid_state' },
      state: { redirect: 'https://portail.test/ici' },
    });
  });

  it('logs other callback failures and returns null', async () => {
    const { instance, logger } = wrapper();
    window.history.replaceState(null, '', '/callback#id_token=abc');
    expect(await instance.handleCallback()).toBeNull();
    expect(logger.error).toHaveBeenCalledWith('no_state: No state in callback response');
  });

  it('warns when the address holds no callback', async () => {
    const { instance, logger } = wrapper();
    expect(await instance.handleCallback()).toBeNull();
    expect(logger.warn).toHaveBeenCalledOnce();
  });
});
