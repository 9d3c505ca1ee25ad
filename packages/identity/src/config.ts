import { policyKeys, providerEndpointFor } from '@portail/contracts/deployment-config';
import type { IdentityDeployment, PolicyKey } from '@portail/contracts';
import { DEFAULT_CLOCK_TOLERANCE_SECONDS, DEFAULT_LOCALE, DEFAULT_MS_TO_REFRESH } from './constants.ts';
import { InvalidConfigurationError } from './errors.ts';

export const environments = [
  'dev',
  'dev1',
  'dev2',
  'aq',
  'aq1',
  'aq2',
  'aq3',
  'int',
  'int1',
  'staging',
  'beta',
  'prod',
] as const;
export type Environment = (typeof environments)[number];
/** Which identity settings an environment uses (SPEC.md §9). */
export type IdentityTier = 'production' | 'integration';
export type ResponseMode = 'fragment' | 'query';
export type FlowType = 'implicit' | 'pkce' | 'idpJwt';

export function tierFor(environment: Environment): IdentityTier {
  return environment === 'prod' || environment === 'staging' ? 'production' : 'integration';
}

export interface IdentityClientOptions {
  clientId: string;
  /** Default `prod`. */
  environment?: Environment;
  /**
   * The tenant (the deployment configuration's `identity`): kind, authority, metadata URL and the
   * expected issuer, policy names. The issuer is always this one, never derived from the authority.
   */
  identity: IdentityDeployment;
  /** Refresh lead time before the earlier token expiry, default 600000 ms. */
  msToRefresh?: number;
  /** Clock tolerance for id-token times, in seconds, default 60. */
  clockTolerance?: number;
  responseMode?: ResponseMode;
  /** Policies used by `login` and `signup`; default `login` and `signup`. */
  policies?: { login?: PolicyKey; signup?: PolicyKey };
  locale?: string;
  /** Legacy-domain mode refuses IdpJwt and every PKCE operation. */
  legacyDomain?: boolean;
  /** Default flow of `login` and `signup`: `implicit` (id_token token) or `pkce`. */
  flow?: 'implicit' | 'pkce';
  /** Where the provider returns after a redirect sign-in; default `{origin}/callback`. */
  redirectUri?: string;
  /** Where the hidden iframe and the popup return; default `{origin}/callback`. */
  renewalRedirectUri?: string;
  /** Default `openid profile`; PKCE adds `offline_access`. */
  scopes?: string[];
  /** Skips the id-token signature check (claims are still checked). */
  skipSignatureValidation?: boolean;
  /** Extra authorize parameters (adobe_mc, cv…). */
  extraQueryParameters?: Record<string, string>;
}

export interface ResolvedConfig {
  clientId: string;
  environment: Environment;
  tier: IdentityTier;
  identity: IdentityDeployment;
  issuer: string;
  msToRefresh: number;
  clockTolerance: number;
  responseMode: ResponseMode;
  loginPolicy: PolicyKey;
  signupPolicy: PolicyKey;
  locale: string;
  legacyDomain: boolean;
  flow: 'implicit' | 'pkce';
  redirectUri: string;
  renewalRedirectUri: string;
  scopes: string[];
  skipSignatureValidation: boolean;
  extraQueryParameters: Record<string, string>;
}

function nonNegative(field: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new InvalidConfigurationError(field, `${field} must be a number not less than 0`);
  }
  return value;
}

function identityOf(value: IdentityDeployment | undefined): IdentityDeployment {
  if (typeof value !== 'object' || value === null) {
    throw new InvalidConfigurationError('identity', 'The identity settings of the deployment are required');
  }
  if (value.kind !== 'b2c' && value.kind !== 'external-id') {
    throw new InvalidConfigurationError('identity', 'identity.kind must be b2c or external-id');
  }
  if (typeof value.issuer !== 'string' || !URL.canParse(value.issuer)) {
    throw new InvalidConfigurationError('identity', 'identity.issuer must be an absolute URL');
  }
  if (value.kind === 'b2c' && !value.policies) {
    throw new InvalidConfigurationError('identity', 'identity.policies are required for b2c');
  }
  return value;
}

function absoluteUrl(field: string, value: string): string {
  try {
    return new URL(value).href;
  } catch {
    throw new InvalidConfigurationError(field, `${field} must be an absolute URL`);
  }
}

function policyKey(field: string, value: PolicyKey | undefined, fallback: PolicyKey): PolicyKey {
  if (value === undefined) return fallback;
  if (!policyKeys.includes(value)) throw new InvalidConfigurationError(field, `Unknown policy ${value}`);
  return value;
}

/** Checks the options at creation and fills the defaults; `origin` is the page's own origin. */
export function resolveConfig(options: IdentityClientOptions, origin: string): ResolvedConfig {
  if (typeof options.clientId !== 'string' || options.clientId.trim() === '') {
    throw new InvalidConfigurationError('clientId', 'A client id is required');
  }
  const environment = options.environment ?? 'prod';
  if (!environments.includes(environment)) {
    throw new InvalidConfigurationError('environment', `Unknown environment ${String(environment)}`);
  }
  const responseMode = options.responseMode ?? 'fragment';
  if (responseMode !== 'fragment' && responseMode !== 'query') {
    throw new InvalidConfigurationError('responseMode', 'responseMode must be fragment or query');
  }
  const flow = options.flow ?? 'implicit';
  if (flow !== 'implicit' && flow !== 'pkce') {
    throw new InvalidConfigurationError('flow', 'flow must be implicit or pkce');
  }
  const tier = tierFor(environment);
  const identity = identityOf(options.identity);
  const callback = `${origin}/callback`;
  return {
    clientId: options.clientId,
    environment,
    tier,
    identity,
    issuer: identity.issuer,
    msToRefresh: nonNegative('msToRefresh', options.msToRefresh, DEFAULT_MS_TO_REFRESH),
    clockTolerance: nonNegative('clockTolerance', options.clockTolerance, DEFAULT_CLOCK_TOLERANCE_SECONDS),
    responseMode,
    loginPolicy: policyKey('policies.login', options.policies?.login, 'login'),
    signupPolicy: policyKey('policies.signup', options.policies?.signup, 'signup'),
    locale: options.locale ?? DEFAULT_LOCALE,
    legacyDomain: options.legacyDomain === true,
    flow,
    redirectUri: absoluteUrl('redirectUri', options.redirectUri ?? callback),
    renewalRedirectUri: absoluteUrl('renewalRedirectUri', options.renewalRedirectUri ?? callback),
    scopes: options.scopes ?? ['openid', 'profile'],
    skipSignatureValidation: options.skipSignatureValidation === true,
    extraQueryParameters: { ...options.extraQueryParameters },
  };
}

/** The tenant's sign-out endpoint for a policy, when the discovery document names none. */
export function logoutEndpointFor(config: ResolvedConfig, policy: PolicyKey): string {
  return providerEndpointFor(config.identity, policy, 'logout');
}
