import { describe, expect, it } from 'vitest';
import { localRuntimeConfig, TENANT_ID } from '@portail/contracts/local-defaults';
import { testConfig } from './testing/fakes.tsx';
import { changePasswordUrl, emailValidationUrl } from './provider-urls.ts';

describe('provider policy URLs', () => {
  it.each([
    [emailValidationUrl, 'B2C_1A_email_validation'],
    [changePasswordUrl, 'B2C_1A_change_password'],
  ])('%o points at the policy with a return to /callback/membercenter', (build, policy) => {
    const url = new URL(build(testConfig));
    expect(url.origin + url.pathname).toBe(
      `http://localhost:8082/portailb2c/${policy}/v2.0/oauth2/v2.0/authorize`,
    );
    expect(url.searchParams.get('client_id')).toBe('portail-mon-compte');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:8081/callback/membercenter');
    expect(url.searchParams.get('ui_locales')).toBe('fr');
  });

  it.each([emailValidationUrl, changePasswordUrl])(
    '%o opens an External ID tenant’s one flow at its sign-in page, no policy in the address',
    (build) => {
      const config = localRuntimeConfig({
        ports: { portal: 8080, account: 8081, idp: 8082, api: 8083 },
        shape: 'external-id',
      });
      const url = new URL(build(config));
      expect(url.origin + url.pathname).toBe(`http://localhost:8082/${TENANT_ID}/oauth2/v2.0/authorize`);
      expect(url.searchParams.get('prompt')).toBe('login');
      expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:8081/callback/membercenter');
    },
  );
});
