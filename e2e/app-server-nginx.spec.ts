/**
 * npm test runs the security-header, HTTP-semantics and core-journey specs a second time with the
 * apps served by nginx from their stamped files (PORTAIL_E2E_APP_SERVER=nginx, scripts/test.ts): this
 * spec checks that it is nginx that answers then, and the Node app server otherwise.
 */
import { expect, test } from './fixtures.ts';

const nginx = process.env.PORTAIL_E2E_APP_SERVER === 'nginx';

test.describe('the server of the apps', () => {
  test(`is ${nginx ? 'nginx' : 'the Node app server'} for both apps`, async ({ request, origins }) => {
    for (const origin of [origins.portalOrigin, origins.accountOrigin]) {
      const response = await request.get(`${origin}/`);
      expect(response.status()).toBe(200);
      if (nginx) expect(response.headers().server, origin).toBe('nginx');
      else expect(response.headers().server, origin).toBeUndefined();
    }
  });
});
