/**
 * The provider and the GraphQL API driven by widely used clients: openid-client 6 (code + PKCE,
 * refresh, end-session), jose (remote JWKS, token verification) and Apollo Client 4's
 * persisted-query link (GET and POST).
 */
import { createHash } from 'node:crypto';
import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as client from 'openid-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@portail/contracts';
import {
  MEMBER_API_AUDIENCE,
  TENANT,
  clientIds,
  discoveryUrl,
  issuerFor,
  policies,
} from '@portail/contracts/local-defaults';
import { createTestBrowser, signInThroughForm } from '@portail/local-services/idp-testing';
import { origins } from './ports.ts';

const REDIRECT_URI = `${origins.accountOrigin}/callback`;
const SCOPE = 'openid offline_access account.info account.modify';

let config: client.Configuration;
let tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers;

beforeAll(async () => {
  config = await client.discovery(
    new URL(discoveryUrl(origins.idpOrigin, policies.login)),
    clientIds.account,
    undefined,
    client.None(),
  );
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const authorize = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: SCOPE,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const callback = await signInThroughForm(createTestBrowser(origins.idpOrigin), authorize.href, {
    email: 'complet@exemple.ca',
    password: DEMO_PASSWORD,
  });
  tokens = await client.authorizationCodeGrant(config, new URL(callback), {
    pkceCodeVerifier: verifier,
    expectedState: state,
    expectedNonce: nonce,
    idTokenExpected: true,
  });
});

describe('openid-client 6 against the provider', () => {
  it('discovers the policy: issuer, B2C key path, no userinfo', () => {
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(issuerFor(origins.idpOrigin));
    expect(metadata.jwks_uri).toMatch(/\/discovery\/v2\.0\/keys$/);
    expect(metadata.userinfo_endpoint).toBeUndefined();
  });

  it('signs in with code + PKCE: the token response is shaped as B2C’s', () => {
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.scope?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'offline_access', 'account.info']),
    );
    expect(tokens.expires_in).toBe(86_400);
    expect(tokens).toMatchObject({ id_token_expires_in: 86_400, refresh_token_expires_in: 1_209_600 });
    expect(tokens.claims()).toMatchObject({ aud: clientIds.account, tfp: policies.login });
  });

  it('refreshes with the refresh-token grant, which rotates the refresh token', async () => {
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token as string);
    expect(refreshed.access_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(refreshed.scope?.split(' ')).toEqual(expect.arrayContaining(['openid', 'offline_access']));
  });

  it('refreshes with an explicit scope naming offline_access, as B2C documents the refresh request', async () => {
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token as string, {
      scope: 'account.info offline_access',
    });
    expect(refreshed.access_token).toBeTruthy();
    expect(refreshed.refresh_token).toBeTruthy();
    const again = await client.refreshTokenGrant(config, refreshed.refresh_token as string, {
      scope: refreshed.scope as string,
    });
    expect(again.access_token).toBeTruthy();
  });

  it('gets invalid_scope for a refresh that asks for a scope not granted', async () => {
    const refused = await client
      .refreshTokenGrant(config, tokens.refresh_token as string, { scope: 'account.delete offline_access' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(client.ResponseBodyError);
    expect((refused as client.ResponseBodyError).error).toBe('invalid_scope');
  });

  it('discovers and uses the /tfp/{tenant}/{policy} authority form', async () => {
    const tfp = await client.discovery(
      new URL(`${origins.idpOrigin}/tfp/${TENANT}/${policies.login}/v2.0/.well-known/openid-configuration`),
      clientIds.account,
      undefined,
      client.None(),
      { execute: [client.allowInsecureRequests] },
    );
    expect(tfp.serverMetadata().issuer).toBe(issuerFor(origins.idpOrigin));
    expect(tfp.serverMetadata().token_endpoint).toBe(
      `${origins.idpOrigin}/tfp/${TENANT}/${policies.login}/oauth2/v2.0/token`,
    );
  });

  it('builds an end-session URL that the provider accepts', async () => {
    const url = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token as string,
      post_logout_redirect_uri: `${origins.accountOrigin}/`,
    });
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<form');
  });
});

describe('jose against the published keys', () => {
  it('verifies the ID token and the access token with a remote JWKS, from both metadata forms', async () => {
    for (const jwksUri of [
      config.serverMetadata().jwks_uri as string,
      `${origins.idpOrigin}/portailb2c/discovery/v2.0/keys?p=${policies.login}`,
    ]) {
      const keys = createRemoteJWKSet(new URL(jwksUri));
      const idToken = await jwtVerify(tokens.id_token as string, keys, {
        issuer: issuerFor(origins.idpOrigin),
        audience: clientIds.account,
      });
      expect(idToken.protectedHeader.alg).toBe('RS256');
      const access = await jwtVerify(tokens.access_token, keys, {
        issuer: issuerFor(origins.idpOrigin),
        audience: MEMBER_API_AUDIENCE,
      });
      expect(access.payload.scp).toContain('account.info');
    }
  });
});

describe('Apollo Client’s persisted-query link against the GraphQL API', () => {
  const query = gql`
    query PageMyNewslettersSubscriptions($params: PageParams!) {
      pageMyNewslettersSubscriptions(params: $params) {
        data {
          __typename
        }
        routing {
          canonicalUrl
        }
      }
    }
  `;
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

  function apollo(useGETForHashedQueries: boolean, seen: { method: string; body: string }[]) {
    const recordingFetch: typeof fetch = async (input, init) => {
      seen.push({ method: init?.method ?? 'GET', body: String(init?.body ?? '') });
      return fetch(input, init);
    };
    return new ApolloClient({
      cache: new InMemoryCache(),
      link: new PersistedQueryLink({ sha256, useGETForHashedQueries }).concat(
        new HttpLink({ uri: `${origins.apiOrigin}/graphql`, fetch: recordingFetch }),
      ),
    });
  }

  it.each([
    ['POST', false],
    ['GET', true],
  ] as const)(
    'runs a persisted query by %s: hash first, the full query once when unknown',
    async (method, useGet) => {
      const seen: { method: string; body: string }[] = [];
      const result = await apollo(useGet, seen).query<{
        pageMyNewslettersSubscriptions: { routing: { canonicalUrl: string } };
      }>({
        query,
        variables: { params: { token: tokens.access_token, timestamp: String(Date.now()) } },
        fetchPolicy: 'network-only',
      });
      expect(result.error).toBeUndefined();
      expect(result.data?.pageMyNewslettersSubscriptions.routing.canonicalUrl).toBeTruthy();
      expect(seen[0]?.method).toBe(method);
      // a second client: the server knows the hash now, one request without the query text
      const again: { method: string; body: string }[] = [];
      await apollo(useGet, again).query({
        query,
        variables: { params: { token: tokens.access_token, timestamp: String(Date.now()) } },
      });
      expect(again).toHaveLength(1);
      expect(again[0]?.body).not.toContain('pageMyNewslettersSubscriptions(');
    },
  );
});
