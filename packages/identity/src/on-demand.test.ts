import { describe, expect, it } from 'vitest';
import {
  ClaimValidationError,
  ProviderError,
  UnsupportedAlgorithmError,
  exchangeAuthorizationCode,
  refreshTokenGrant,
  validateIdToken,
} from './index.ts';
import {
  NOW_SECONDS,
  TEST_CLIENT_ID,
  TEST_ISSUER,
  baseClaims,
  createTestKey,
  mintIdToken,
} from './testing/token-minter.ts';

const expectations = {
  clientId: TEST_CLIENT_ID,
  issuer: TEST_ISSUER,
  nonce: 'nonce-1',
  clockTolerance: 60,
  now: NOW_SECONDS * 1000,
};
const provider = {
  issuer: 'https://idp.test/portailb2c/v2.0/',
  token_endpoint: 'https://idp.test/portailb2c/B2C_1A_login/v2.0/oauth2/v2.0/token',
};
const invalidGrant = () =>
  Promise.resolve(
    new Response(JSON.stringify({ error: 'invalid_grant', error_description: 'Refresh token expired' }), {
      status: 400,
      headers: { 'content-type': 'application/json' },
    }),
  );

describe('the package exports that load jose or oauth4webapi on their first call', () => {
  it('validates an identity token against the published key', async () => {
    const key = await createTestKey();
    const token = await mintIdToken(key, baseClaims());
    const claims = await validateIdToken(token, expectations, () => Promise.resolve({ keys: [key.jwk] }));
    expect(claims).toMatchObject({ sub: 'user-1', aud: TEST_CLIENT_ID });
  });

  it('rejects an identity token with the same typed errors as before', async () => {
    const key = await createTestKey();
    const keys = () => Promise.resolve({ keys: [key.jwk] });
    const wrongIssuer = await mintIdToken(key, baseClaims({ iss: 'https://other.test/' }));
    await expect(validateIdToken(wrongIssuer, expectations, keys)).rejects.toBeInstanceOf(
      ClaimValidationError,
    );
    const unsigned = `${btoa('{"alg":"none"}')}.${btoa(JSON.stringify(baseClaims()))}.`;
    await expect(validateIdToken(unsigned, expectations, keys)).rejects.toBeInstanceOf(
      UnsupportedAlgorithmError,
    );
  });

  it('turns the token endpoint’s error answer into a ProviderError, for a refresh and a code exchange', async () => {
    const client = { clientId: TEST_CLIENT_ID, clockTolerance: 60, fetch: invalidGrant };
    await expect(refreshTokenGrant(provider, client, 'refresh-1')).rejects.toMatchObject({
      constructor: ProviderError,
      error: 'invalid_grant',
      errorDescription: 'Refresh token expired',
    });
    const answer = new URLSearchParams({ code: 'code-1', state: 'state-1' });
    await expect(
      exchangeAuthorizationCode(provider, client, answer, {
        state: 'state-1',
        nonce: 'nonce-1',
        redirectUri: 'https://portail.test/callback',
        codeVerifier: 'v'.repeat(43),
      }),
    ).rejects.toMatchObject({ constructor: ProviderError, error: 'invalid_grant' });
  });
});
