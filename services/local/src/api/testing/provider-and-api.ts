import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { DEMO_PASSWORD } from '@portail/contracts';
import { policies } from '@portail/contracts/local-defaults';
import { useTestProvider } from '../../idp/test-bed.ts';
import {
  authorizeUrl,
  callbackParams,
  createTestMember,
  signInThroughForm,
  type TestBrowser,
  type TestIdp,
} from '../../idp/testing.ts';
import type { Member } from '../../members/member.ts';
import { perTest } from '../../testing/per-test.ts';
import { createApiServer } from '../api-server.ts';

/** The scopes the apps ask for at sign-in: an access token for the member API. */
export const SIGN_IN_SCOPE = 'openid profile account.info account.modify';

/**
 * The set-up of the suites that sign in at a real provider and call the member API with the token:
 * before each test a provider, the member API over the provider's database (test hooks on) and a new
 * member of their own (`{memberPrefix}-…@exemple.ca`); the API and the provider closed after the test.
 * `signIn(tab)` signs the member (or `email`) in on the provider's form in `tab` with the member-API
 * scopes (implicit flow, as the apps' hidden frame) and answers the access token ('' when none).
 * Real sign-ins at the provider, several per case: the file's tests get room for a busy machine.
 */
export function useProviderAndApi(memberPrefix: string): {
  idp: TestIdp;
  browser: TestBrowser;
  api: FastifyInstance;
  member: Member;
  signIn(
    tab: TestBrowser,
    options?: { email?: string; password?: string; prompt?: 'login' },
  ): Promise<string>;
} {
  vi.setConfig({ testTimeout: 30_000 });
  const { idp, browser } = useTestProvider(() => ({ apiOrigin: 'http://localhost:18983' }));
  const api = perTest(
    async () => {
      const app = createApiServer({ config: idp.config, db: idp.db, members: idp.members, testHooks: true });
      await app.ready();
      return app;
    },
    (app) => app.close(),
  );
  const member = perTest(() => createTestMember(idp, memberPrefix));
  async function signIn(
    tab: TestBrowser,
    {
      email = member.email,
      password = DEMO_PASSWORD,
      prompt,
    }: { email?: string; password?: string; prompt?: 'login' } = {},
  ): Promise<string> {
    const url = await signInThroughForm(
      tab,
      authorizeUrl(idp, policies.login, { scope: SIGN_IN_SCOPE, ...(prompt ? { prompt } : {}) }),
      { email, password },
    );
    return callbackParams(url).get('access_token') ?? '';
  }
  return { idp, browser, api, member, signIn };
}
