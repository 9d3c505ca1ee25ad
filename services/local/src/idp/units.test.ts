import { describe, expect, it } from 'vitest';
import { TENANT, policies } from '@portail/contracts/local-defaults';
import { continueLink } from './interactions/continue-link.ts';
import { html } from './pages/html.ts';
import { matchPolicyRoute } from './policy-context.ts';

describe('matchPolicyRoute', () => {
  it.each([
    [
      `/${TENANT}/${policies.login}/v2.0/.well-known/openid-configuration`,
      policies.login,
      '/.well-known/openid-configuration',
    ],
    [`/${TENANT}/b2c_1a_signup/oauth2/v2.0/authorize`, policies.signup, '/oauth2/v2.0/authorize'],
    [`/${TENANT}/${policies.reset}/oauth2/v2.0/token`, policies.reset, '/oauth2/v2.0/token'],
    [`/${TENANT}/${policies.login}/oauth2/v2.0/keys`, policies.login, '/discovery/v2.0/keys'],
    [`/${TENANT}/${policies.login}/discovery/v2.0/keys`, policies.login, '/discovery/v2.0/keys'],
  ])('maps %s to the policy and the provider path', (path, policy, providerPath) => {
    expect(matchPolicyRoute(path)).toMatchObject({ policy, providerPath });
  });

  it.each([
    [`/${TENANT}/v2.0/.well-known/openid-configuration`, '/.well-known/openid-configuration'],
    [`/${TENANT}/discovery/v2.0/keys`, '/discovery/v2.0/keys'],
  ])(
    "maps %s?p={policy} (B2C's query form) to the policy, mounted at its path form",
    (path, providerPath) => {
      expect(matchPolicyRoute(path, `?p=${policies.login.toLowerCase()}`)).toEqual({
        policy: policies.login,
        mountPath: `/${TENANT}/${policies.login}`,
        providerPath,
      });
    },
  );

  it.each([
    `/autre/${policies.login}/oauth2/v2.0/token`,
    `/${TENANT}/B2C_1A_inconnue/oauth2/v2.0/token`,
    `/${TENANT}/${policies.login}/ailleurs`,
    `/${TENANT}/v2.0/.well-known/openid-configuration`,
    `/${TENANT}/v2.0/.well-known/openid-configuration?p=B2C_1A_inconnue`,
    `/${TENANT}/oauth2/v2.0/token?p=${policies.login}`,
  ])('ignores %s', (url) => {
    const [path = '', search = ''] = url.split(/(?=\?)/);
    expect(matchPolicyRoute(path, search)).toBeNull();
  });
});

describe('html', () => {
  it('escapes interpolated text but keeps nested html', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p title="${'"x"'}">${inner}${['&', null, false]}</p>`.value).toBe(
      '<p title="&quot;x&quot;"><b>&lt;i&gt;</b>&amp;</p>',
    );
  });
});

describe('continueLink', () => {
  const config = {
    portalOrigin: 'http://localhost:8080',
    accountOrigin: 'http://localhost:8081',
    idpOrigin: 'http://localhost:8082',
    apiOrigin: 'http://localhost:8083',
  };
  it.each([
    [`http://localhost:8082/${TENANT}/${policies.changePassword}/oauth2/v2.0/authorize?x=1`, true],
    ['http://localhost:8081/callback/membercenter', true],
    ['http://localhost:8082/courriels', false],
    ['https://ailleurs.example/', false],
    ['javascript:alert(1)', false],
  ])('offers to continue to %s: %s', (suite, allowed) => {
    expect(continueLink(config, { suite }) !== null).toBe(allowed);
  });
});
