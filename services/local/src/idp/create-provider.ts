import type { DatabaseSync } from 'node:sqlite';
import Provider, { errors, interactionPolicy, type KoaContext, type Token } from 'oidc-provider';
import { type PortailConfig } from '@portail/contracts';
import { MEMBER_API_AUDIENCE, apiScopes } from '@portail/contracts/local-defaults';
import type { MemberStore } from '../members/member-store.ts';
import { appOrigins, frontChannelLogoutUris, portailClients } from './clients.ts';
import { createEndedSessions } from './ended-sessions.ts';
import { frontChannelDiscovery, frontChannelLogout } from './front-channel-logout.ts';
import { logoutSource } from './logout-source.ts';
import { createLogoutChains } from './logout-chain.ts';
import { bannedSessionCheck, refuseBannedAtTokenEndpoint } from './member-ban.ts';
import { asExternalIdClaims, idTokenClaimNames, memberClaims } from './member-claims.ts';
import { TENANT_ID } from './b2c-tenant.ts';
import { hasPolicies, issuerOf, type IdpShape } from './idp-shape.ts';
import {
  createPrompt,
  externalIdGrantErrors,
  silentWithoutSessionAsExternalId,
} from './external-id-errors.ts';
import { renderProviderErrorPage, renderSignedOutPage } from './pages/provider-pages.ts';
import { KEYS_PATH, currentPolicy, interactivePolicies } from './policy-context.ts';
import { keepOneRefreshChain } from './refresh-chain.ts';
import { refreshTokenTtl } from './refresh-tokens.ts';
import { revokeSessionGrants } from './revoke-member.ts';
import { recordSessionUse } from './session-use.ts';
import { createMemberSessions } from '../security/member-sessions.ts';
import { createSqliteAdapterClass } from './sqlite-adapter.ts';
import type { ProviderKeys } from './signing-keys.ts';
import type { TokenLifetimes } from './token-lifetimes.ts';
import { b2cTokenScope } from './b2c-token-scope.ts';
import { b2cAccessTokenFormat } from './access-token-format.ts';
import { installB2cGrantErrors, silentWithoutSessionAsB2c } from './b2c-errors.ts';
import { b2cClientInfo } from './client-info.ts';
import { providerCacheHeaders } from './provider-cache-headers.ts';
import { providerCookieAttributes } from './provider-cookies.ts';
import { SESSION_COOKIE, providerMiddleware } from './provider-middleware.ts';

/** The resource indicator of the member APIs; their tokens carry `aud` MEMBER_API_AUDIENCE. */
export const MEMBER_API_RESOURCE = 'urn:portail:member-api';

/**
 * oidc-provider refuses `response_mode=query` when tokens come from the authorization endpoint;
 * B2C accepts it, so the mount renames it to this mode, which writes the same query string.
 */
export const QUERY_WITH_TOKENS = 'portail_query';

/** Lifetimes in seconds of what is not configurable; the tokens' come from `ProviderDeps.lifetimes`. */
const fixedLifetimes = {
  AuthorizationCode: 10 * 60,
  Interaction: 60 * 60,
  Session: 90 * 24 * 60 * 60,
  Grant: 90 * 24 * 60 * 60,
} as const;

const oidcScopes = new Set(['openid', 'offline_access', 'profile', 'email']);
const apiScopeSet = new Set<string>(apiScopes);

export interface ProviderDeps {
  config: PortailConfig;
  db: DatabaseSync;
  members: MemberStore;
  keys: ProviderKeys;
  lifetimes: TokenLifetimes;
  /** Register the end-to-end identity harness's redirect URIs (test hooks on). */
  identityHarness?: boolean;
  /** The URL shape, issuer and claims served (idp-shape.ts). */
  shape: IdpShape;
}

/**
 * Builds the oidc-provider instance for the current keys. One instance serves every policy: the
 * policy comes from the request path (see policy-context.ts), so the session cookie, the issuer and the
 * keys are shared, as in B2C.
 */
export function createProvider({
  config,
  db,
  members,
  keys,
  lifetimes,
  identityHarness,
  shape,
}: ProviderDeps): Provider {
  const b2c = hasPolicies(shape);
  const findAccount = async (ctx: KoaContext, id: string) => {
    const member = members.findByRcId(id);
    if (!member) return undefined;
    if (member.banLevel === 'login' && refuseBannedAtTokenEndpoint(ctx) === 'unknown-account')
      return undefined;
    return {
      accountId: member.rcId,
      claims: async () => {
        const claims = memberClaims(members.findByRcId(id) ?? member, currentPolicy());
        return b2c ? claims : asExternalIdClaims(claims, TENANT_ID);
      },
    };
  };

  const oidOf = (rcId: string) => members.findByRcId(rcId)?.identityProviderUserId;

  const endedSessions = createEndedSessions(db, { keepSeconds: lifetimes.accessToken });
  const provider = new Provider(issuerOf(shape, config.idpOrigin), {
    adapter: createSqliteAdapterClass(db),
    clients: portailClients(config, { identityHarness }),
    jwks: { keys: keys.signingKeys() },
    cookies: {
      keys: keys.cookieSecrets(),
      ...providerCookieAttributes(config),
      names: {
        session: SESSION_COOKIE,
        interaction: 'portail_idp_interaction',
        resume: 'portail_idp_resume',
      },
    },
    claims: { openid: [...idTokenClaimNames], profile: [], email: [] },
    scopes: [...oidcScopes],
    conformIdTokenClaims: false,
    extraParams: ['assertion', 'cv', 'adobe_mc'],
    responseTypes: ['code', 'id_token token', 'id_token'],
    pkce: { required: () => true },
    formats: { customizers: { jwt: b2cAccessTokenFormat(oidOf, b2c ? undefined : { tid: TENANT_ID }) } },
    findAccount,
    async extraTokenClaims(_ctx: KoaContext, token: Token) {
      if (token.kind !== 'AccessToken') return undefined;
      return {
        scp: token.scope ?? '',
        rcid: token.accountId,
        tfp: b2c ? (currentPolicy() ?? undefined) : undefined,
        // the provider session's sid for this client: the member APIs refuse it once a sign-out ended
        // the session (ended-sessions.ts). B2C's access tokens carry none.
        sid: token.sid,
      };
    },
    async loadExistingGrant(ctx: KoaContext) {
      const { client, session, provider: op } = ctx.oidc;
      const account = ctx.oidc.account as { accountId: string } | undefined;
      if (!client || !session || !account) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      let grant = grantId ? await op.Grant.find(grantId) : undefined;
      if (grant && grant.accountId !== account.accountId) grant = undefined;
      // First-party clients: what they request is granted, without a consent screen (as in B2C).
      grant ??= new op.Grant({ accountId: account.accountId, clientId: client.clientId });
      const requested = [...ctx.oidc.requestParamScopes];
      grant.addOIDCScope(['openid', ...requested.filter((scope) => oidcScopes.has(scope))].join(' '));
      const api = requested.filter((scope) => apiScopeSet.has(scope));
      if (api.length > 0) grant.addResourceScope(MEMBER_API_RESOURCE, api.join(' '));
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx: KoaContext, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    expiresWithSession: async () => false,
    interactions: {
      policy: interactionPolicyFor(members, shape),
      url: async (_ctx: KoaContext, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    routes: {
      authorization: '/oauth2/v2.0/authorize',
      token: '/oauth2/v2.0/token',
      end_session: '/oauth2/v2.0/logout',
      jwks: KEYS_PATH,
      revocation: '/oauth2/v2.0/revoke',
      introspection: '/oauth2/v2.0/introspect',
      pushed_authorization_request: '/oauth2/v2.0/par',
      code_verification: '/oauth2/v2.0/device',
      device_authorization: '/oauth2/v2.0/devicecode',
      backchannel_authentication: '/oauth2/v2.0/bc-authorize',
      registration: '/oauth2/v2.0/register',
      challenge: '/oauth2/v2.0/challenge',
    },
    ttl: {
      ...fixedLifetimes,
      AccessToken: lifetimes.accessToken,
      IdToken: lifetimes.idToken,
      RefreshToken: refreshTokenTtl(lifetimes.refreshToken),
    },
    clientBasedCORS: (_ctx: KoaContext, origin: string) => appOrigins(config).includes(origin),
    features: {
      devInteractions: { enabled: false },
      // B2C user flows publish no userinfo endpoint (access tokens are for the member APIs).
      userinfo: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: logoutSource(endedSessions),
        postLogoutSuccessSource: async (ctx: KoaContext) => {
          ctx.type = 'html';
          ctx.body = renderSignedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => MEMBER_API_RESOURCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: KoaContext, resource: string) => {
          if (resource !== MEMBER_API_RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: apiScopes.join(' '),
            audience: MEMBER_API_AUDIENCE,
            accessTokenTTL: lifetimes.accessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    renderError: async (ctx: KoaContext, out: { error: string; error_description?: string }) => {
      ctx.type = 'html';
      ctx.body = renderProviderErrorPage(out.error, out.error_description);
    },
  });

  // GUIDE.md §7: the local provider runs on http://localhost; skip exactly these two checks.
  const schema = provider.Client.Schema.prototype;
  const invalidate = schema.invalidate;
  schema.invalidate = function invalidateExceptLocalImplicit(message: string, code?: string) {
    if (code === 'implicit-force-https' || code === 'implicit-forbid-localhost') return;
    invalidate.call(this, message, code);
  };

  // Every ID token names its session (`sid`, as the front-channel logout's `iss` + `sid` check needs),
  // also in the implicit flow, where oidc-provider adds it only for back-channel logout clients.
  provider.Client.prototype.includeSid = () => true;

  provider.registerResponseMode(QUERY_WITH_TOKENS, (ctx, redirectUri, payload) => {
    const url = new URL(redirectUri);
    for (const [name, value] of Object.entries(payload)) {
      if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
    }
    ctx.status = 303;
    ctx.redirect(url.href);
  });
  provider.use(
    providerMiddleware({ idToken: lifetimes.idToken, refreshToken: lifetimes.refreshToken }, (grantIds) =>
      revokeSessionGrants(db, grantIds),
    ),
  );
  provider.use(keepOneRefreshChain(db));
  provider.use(recordSessionUse(createMemberSessions(db)));
  provider.use(
    frontChannelLogout({
      config,
      issuer: issuerOf(shape, config.idpOrigin),
      chains: createLogoutChains(db),
      endedSessions,
      logoutUris: frontChannelLogoutUris(config),
    }),
  );
  provider.use(providerCacheHeaders());
  provider.use(frontChannelDiscovery());
  provider.use(b2cTokenScope());
  provider.use(b2cClientInfo(oidOf, shape));
  if (b2c) installB2cGrantErrors(provider);
  else externalIdGrantErrors(provider);
  return provider;
}

/**
 * oidc-provider's default prompts (External ID: and `prompt=create`, external-id-errors.ts) plus two checks: a banned member's SSO session does not count
 * (member-ban.ts), and the policies whose pages always show (sign-up, reset, email validation,
 * change password, IdpJwt) ask for an interaction even with an SSO session.
 */
function interactionPolicyFor(members: MemberStore, shape: IdpShape) {
  const policy = interactionPolicy.base();
  policy.get('login').checks.add(bannedSessionCheck(members));
  if (hasPolicies(shape)) silentWithoutSessionAsB2c(policy, ['no_session', 'member_banned']);
  else {
    silentWithoutSessionAsExternalId(policy, ['no_session', 'member_banned']);
    policy.add(createPrompt());
  }
  policy.get('login').checks.add(
    new interactionPolicy.Check(
      'policy_requires_interaction',
      'this policy always shows its pages',
      'interaction_required',
      (ctx) => {
        const current = currentPolicy();
        return current !== null && interactivePolicies.has(current) && !ctx.oidc.result?.login;
      },
    ),
  );
  return policy;
}
