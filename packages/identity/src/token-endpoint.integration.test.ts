/**
 * The PKCE code exchange and the refresh-token grant of token-endpoint.ts against a plain,
 * in-process oidc-provider (no B2C shaping), listening on a random port.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthorizeUrl } from './authorize-url.ts';
import { readCallbackParams } from './callback-params.ts';
import { createCodeVerifier } from './pkce.ts';
import { fetchKeySet, fetchProviderMetadata } from './discovery.ts';
import type { ProviderMetadata } from './discovery.ts';
import { InvalidIdTokenError, InvalidStateError, ProviderError } from './errors.ts';
import { validateIdToken } from './id-token.ts';
import { codeChallengeFor } from './pkce.ts';
import { exchangeAuthorizationCode, refreshTokenGrant } from './token-endpoint.ts';

const CLIENT_ID = 'plain-client';
const REDIRECT_URI = 'http://127.0.0.1/cb';
const ACCOUNT_ID = 'member-1';

let server: Server;
let issuer: string;
let metadata: ProviderMetadata;

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        token_endpoint_auth_method: 'none',
        redirect_uris: [REDIRECT_URI],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    scopes: ['openid', 'offline_access'],
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub }) }),
  });
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) {
      void provider.callback()(req, res);
      return;
    }
    // a programmatic interaction: the member signs in and consents at once
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const grant = new provider.Grant({ accountId: ACCOUNT_ID, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, {
        login: { accountId: ACCOUNT_ID },
        consent: { grantId },
      });
    })();
  });
  metadata = await fetchProviderMetadata(fetch, `${issuer}/.well-known/openid-configuration`);
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Follows the provider's redirects with a small cookie jar until it returns to the client. */
async function authorize(url: string): Promise<URLSearchParams> {
  const jar = new Map<string, string>();
  let next = url;
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`no redirect at ${next} (${response.status})`);
    next = new URL(location, next).href;
    if (next.startsWith(REDIRECT_URI)) {
      const params = readCallbackParams(next, 'query');
      if (!params) throw new Error(`no answer in ${next}`);
      return params;
    }
  }
  throw new Error('too many redirects');
}

const client = { clientId: CLIENT_ID, clockTolerance: 60, fetch };

async function signIn() {
  const codeVerifier = createCodeVerifier();
  const state = 'state-1';
  const nonce = 'nonce-1';
  // the authorize address as the client builds it; prompt=consent lets the plain provider issue a
  // refresh token (offline_access) to this programmatic interaction
  const url = buildAuthorizeUrl(metadata.authorization_endpoint, {
    clientId: CLIENT_ID,
    redirectUri: REDIRECT_URI,
    scope: 'openid offline_access',
    responseType: 'code',
    responseMode: 'query',
    state,
    nonce,
    uiLocales: 'fr',
    codeChallenge: await codeChallengeFor(codeVerifier),
    extra: { prompt: 'consent' },
  });
  const params = await authorize(url);
  return { params, state, nonce, codeVerifier };
}

/** A sign-in whose code is exchanged with its own state, nonce and verifier: the tokens it brings. */
async function signInAndExchange() {
  const { params, state, nonce, codeVerifier } = await signIn();
  const tokens = await exchangeAuthorizationCode(metadata, client, params, {
    state,
    nonce,
    redirectUri: REDIRECT_URI,
    codeVerifier,
  });
  return { tokens, nonce };
}

describe('token endpoint against a plain oidc-provider', () => {
  it('exchanges a PKCE authorization code for an id token, an access token and a refresh token', async () => {
    const { tokens, nonce } = await signInAndExchange();
    expect(tokens.accessToken).toEqual(expect.any(String));
    expect(tokens.refreshToken).toEqual(expect.any(String));
    const claims = await validateIdToken(
      tokens.idToken,
      { clientId: CLIENT_ID, issuer, nonce, clockTolerance: 60, now: Date.now() },
      () => fetchKeySet(fetch, async () => metadata),
    );
    expect(claims.sub).toBe(ACCOUNT_ID);
  });

  it('refuses a code exchange with the wrong PKCE verifier as a provider error', async () => {
    const { params, state, nonce } = await signIn();
    const attempt = exchangeAuthorizationCode(metadata, client, params, {
      state,
      nonce,
      redirectUri: REDIRECT_URI,
      codeVerifier: createCodeVerifier(),
    });
    await expect(attempt).rejects.toBeInstanceOf(ProviderError);
    await expect(attempt).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('renews the tokens with the refresh-token grant', async () => {
    const { tokens: first } = await signInAndExchange();
    const renewed = await refreshTokenGrant(metadata, client, first.refreshToken ?? '');
    expect(renewed.accessToken).toEqual(expect.any(String));
    expect(renewed.accessToken).not.toBe(first.accessToken);
    const claims = await validateIdToken(
      renewed.idToken,
      { clientId: CLIENT_ID, issuer, nonce: undefined, clockTolerance: 60, now: Date.now() },
      () => fetchKeySet(fetch, async () => metadata),
    );
    expect(claims.sub).toBe(ACCOUNT_ID);
  });

  it('reports an unknown refresh token as invalid_grant', async () => {
    await expect(refreshTokenGrant(metadata, client, 'not-a-refresh-token')).rejects.toMatchObject({
      code: 'provider_error',
      error: 'invalid_grant',
    });
  });

  it('refuses a refresh token once it has been used: the provider rotates it', async () => {
    const { tokens: first } = await signInAndExchange();
    const renewed = await refreshTokenGrant(metadata, client, first.refreshToken ?? '');
    expect(renewed.refreshToken).toEqual(expect.any(String));
    expect(renewed.refreshToken).not.toBe(first.refreshToken);
    await expect(refreshTokenGrant(metadata, client, first.refreshToken ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('refuses an answer whose state is not the one sent, as « The received state is invalid »', async () => {
    const { params, nonce, codeVerifier } = await signIn();
    const attempt = exchangeAuthorizationCode(metadata, client, params, {
      state: 'another-state',
      nonce,
      redirectUri: REDIRECT_URI,
      codeVerifier,
    });
    await expect(attempt).rejects.toBeInstanceOf(InvalidStateError);
    await expect(attempt).rejects.toMatchObject({ message: 'The received state is invalid' });
  });

  it('refuses an id token whose nonce is not the one sent, as « The received ID Token is invalid »', async () => {
    const { params, state, codeVerifier } = await signIn();
    const attempt = exchangeAuthorizationCode(metadata, client, params, {
      state,
      nonce: 'another-nonce',
      redirectUri: REDIRECT_URI,
      codeVerifier,
    });
    await expect(attempt).rejects.toBeInstanceOf(InvalidIdTokenError);
    await expect(attempt).rejects.toMatchObject({ code: 'invalid_id_token' });
  });
});
