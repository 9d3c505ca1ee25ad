import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import * as oauth from 'oauth4webapi';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@portail/contracts';
import { MEMBER_API_AUDIENCE, policies } from '@portail/contracts/local-defaults';
import { demoRcIds } from '../members/demo-member-seeds.ts';
import { callbackParams, createTestBrowser, thirdPartyCodeFlow } from './testing.ts';
import { useTestProvider } from './test-bed.ts';

const { idp } = useTestProvider();

async function discover(policy: (typeof policies)[keyof typeof policies]) {
  const response = await fetch(idp.discoveryUrl(policy));
  return oauth.processDiscoveryResponse(new URL(idp.issuer), response);
}

const insecure = { [oauth.allowInsecureRequests]: true };

describe('code flow with PKCE, driven by a third-party client (oauth4webapi)', () => {
  it('signs a demo member in through the French form, refreshes, and issues member-API access tokens', async () => {
    const as = await discover(policies.login);
    expect(as.authorization_endpoint).toBe(idp.endpoint(policies.login, 'authorize'));
    const browser = createTestBrowser(idp.idpOrigin);
    const { client, redirectUri, callback, nonce, tokens } = await thirdPartyCodeFlow(
      idp,
      as,
      browser,
      { email: 'complet@exemple.ca', password: DEMO_PASSWORD },
      { scope: 'openid offline_access account.info account.modify', uiLocales: 'fr', requireIdToken: true },
    );
    expect(callback.startsWith(redirectUri)).toBe(true);
    const claims = oauth.getValidatedIdTokenClaims(tokens);
    expect(claims).toMatchObject({
      rcid: demoRcIds.complet,
      email: 'complet@exemple.ca',
      given_name: 'Geneviève',
      family_name: 'Tremblay',
      name: 'Geneviève Tremblay',
      email_verified: true,
      tfp: policies.login,
      nonce,
    });
    expect(tokens.refresh_token).toBeTruthy();
    // the default lifetimes (token-lifetimes.ts): 24 h access and ID tokens, 14-day refresh tokens
    expect(tokens).toMatchObject({
      expires_in: 86_400,
      id_token_expires_in: 86_400,
      refresh_token_expires_in: 1_209_600,
    });
    expect(Number(claims?.exp) - Number(claims?.iat)).toBe(86_400);

    const jwks = createRemoteJWKSet(new URL(as.jwks_uri as string));
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, jwks, {
      issuer: idp.issuer,
      audience: MEMBER_API_AUDIENCE,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(protectedHeader.kid).toBeTruthy();
    expect(payload).toMatchObject({
      sub: demoRcIds.complet,
      rcid: demoRcIds.complet,
      scp: 'account.info account.modify',
    });

    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(
        as,
        client,
        oauth.None(),
        tokens.refresh_token as string,
        insecure,
      ),
    );
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    const again = await jwtVerify(refreshed.access_token, jwks, {
      issuer: idp.issuer,
      audience: MEMBER_API_AUDIENCE,
    });
    expect(again.payload.scp).toBe('account.info account.modify');
    expect(decodeJwt(refreshed.id_token as string).tfp).toBe(policies.login);
    expect(callbackParams(callback).get('code')).toBeTruthy();
  });
});
