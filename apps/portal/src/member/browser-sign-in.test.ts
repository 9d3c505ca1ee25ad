// @vitest-environment jsdom
// @vitest-environment-options {"url":"http://localhost:8080/info"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localRuntimeConfig } from '@portail/contracts/local-defaults';
import { PAGE_CHANGED_EVENT } from '@portail/router';
import { latestAccessToken } from './access-token.ts';
import { browserSignInClient } from './browser-sign-in.ts';

const renewDeferredAtPageChange = vi.hoisted(() => vi.fn(() => false));
vi.mock('@portail/identity', () => ({
  identityWrapper: () => ({
    client: { renewDeferredAtPageChange },
    init: vi.fn(async () => null),
  }),
}));

const config = localRuntimeConfig({ ports: { portal: 8080, account: 8081, idp: 8082, api: 8083 } });
const pageChanged = () => window.dispatchEvent(new CustomEvent(PAGE_CHANGED_EVENT));

afterEach(() => renewDeferredAtPageChange.mockClear());

describe('the browser’s sign-in client', () => {
  it('tells packages/identity’s client itself of each portal page change once it is loaded (a Safari renewal may wait for one)', async () => {
    const client = browserSignInClient(config, false, null, latestAccessToken());
    pageChanged();
    expect(renewDeferredAtPageChange, 'nothing loaded: nothing can wait').not.toHaveBeenCalled();
    await expect(client.handleCallback()).resolves.toBeNull();
    pageChanged();
    pageChanged();
    expect(renewDeferredAtPageChange).toHaveBeenCalledTimes(2);
  });
});
