import { AsyncLocalStorage } from 'node:async_hooks';
import { type PolicyKey } from '@portail/contracts';
import { TENANT, policies, type PolicyName } from '@portail/contracts/local-defaults';
import { TENANT_ID } from './b2c-tenant.ts';

const byName = new Map<string, PolicyKey>(
  (Object.entries(policies) as [PolicyKey, PolicyName][]).map(([key, name]) => [name.toLowerCase(), key]),
);

/** The policy named in a path segment (B2C compares policy names case-insensitively). */
function policyFromSegment(segment: string): PolicyName | null {
  const key = byName.get(segment.toLowerCase());
  return key ? policies[key] : null;
}

/** Policies whose flow returns to the client without creating a sign-in session. */
export const sessionlessPolicies: ReadonlySet<PolicyName> = new Set([
  policies.reset,
  policies.resetFacebook,
  policies.emailValidation,
]);

/** Policies whose pages show even when an SSO session exists. */
export const interactivePolicies: ReadonlySet<PolicyName> = new Set([
  policies.signup,
  policies.signup_cbc,
  policies.reset,
  policies.resetFacebook,
  policies.emailValidation,
  policies.changePassword,
  policies.idpJwtAuth,
]);

export interface PolicyRoute {
  policy: PolicyName;
  /**
   * `/{TENANT}/{policy}` as written in the request: the provider's mount path (for the `?p=` forms,
   * the same path form, so that the documents they serve list the path form's endpoints).
   */
  mountPath: string;
  /** The path the provider routes: `/oauth2/v2.0/authorize`, `/.well-known/openid-configuration`, … */
  providerPath: string;
}

const DISCOVERY_SUFFIX = '/v2.0/.well-known/openid-configuration';
/** The keys' path as B2C publishes it (`jwks_uri`); `/oauth2/v2.0/keys` is kept as an alias. */
export const KEYS_PATH = '/discovery/v2.0/keys';

function providerPathOf(rest: string): string | null {
  if (rest === DISCOVERY_SUFFIX) return '/.well-known/openid-configuration';
  if (rest === KEYS_PATH || rest === '/oauth2/v2.0/keys') return KEYS_PATH;
  if (rest.startsWith('/oauth2/v2.0/')) return rest;
  return null;
}

/**
 * The names of the tenant in a path, as B2C takes them: its name, its domain name and its id
 * (https://learn.microsoft.com/en-us/azure/active-directory-b2c/b2clogin).
 */
export const TENANT_PATH_NAMES: readonly string[] = [TENANT, `${TENANT}.onmicrosoft.com`, TENANT_ID];

/** The prefix of B2C's `tfp` authority form (`/tfp/{tenant}/{policy}/…`), as MSAL.NET, iOS and Java use it. */
export const TFP_PREFIX = '/tfp';

/**
 * Maps a B2C path to the provider, null for any other path:
 * - the policy in the path: `/{tenant}/{policy}/v2.0/.well-known/openid-configuration`,
 *   `/{tenant}/{policy}/discovery/v2.0/keys`, `/{tenant}/{policy}/oauth2/v2.0/…`;
 * - the same under the `tfp` authority form, `/tfp/{tenant}/{policy}/…` (B2C serves both:
 *   https://learn.microsoft.com/en-us/azure/active-directory-b2c/b2clogin);
 *   the mount path keeps `/tfp`, so that its discovery lists endpoints of the same form;
 * - the policy in the query (`p`), as B2C also documents its metadata:
 *   `/{tenant}/v2.0/.well-known/openid-configuration?p={policy}`, `/{tenant}/discovery/v2.0/keys?p={policy}`.
 */
export function matchPolicyRoute(pathname: string, search = ''): PolicyRoute | null {
  const tfp = pathname.startsWith(`${TFP_PREFIX}/`);
  const prefix = tfp ? TFP_PREFIX : '';
  const match = /^\/([^/]+)(\/.*)$/.exec(tfp ? pathname.slice(TFP_PREFIX.length) : pathname);
  if (!match || !TENANT_PATH_NAMES.includes(match[1]?.toLowerCase() ?? '')) return null;
  const tenant = match[1];
  const afterTenant = match[2] ?? '';
  const queryPolicyName = new URLSearchParams(search).get('p');
  if (!tfp && queryPolicyName !== null && (afterTenant === DISCOVERY_SUFFIX || afterTenant === KEYS_PATH)) {
    const policy = policyFromSegment(queryPolicyName);
    if (!policy) return null;
    return { policy, mountPath: `/${tenant}/${policy}`, providerPath: providerPathOf(afterTenant) as string };
  }
  const inPath = /^\/([^/]+)(\/.*)$/.exec(afterTenant);
  const policy = policyFromSegment(inPath?.[1] ?? '');
  const providerPath = providerPathOf(inPath?.[2] ?? '');
  if (!policy || !providerPath) return null;
  return { policy, mountPath: `${prefix}/${tenant}/${inPath?.[1]}`, providerPath };
}

/**
 * The names of the tenant in the paths of the External ID shape: its id (where its metadata lives) and its
 * domain name (as MSAL builds a ciamlogin authority without a path).
 */
export const FLOW_TENANT_PATH_NAMES: readonly string[] = [TENANT_ID, `${TENANT}.onmicrosoft.com`];

/**
 * The External ID shape: no policy in the path, the one user flow bound to the app (sign-up/sign-in),
 * served here as the `login` policy: `/{tenant id}/v2.0/.well-known/openid-configuration`,
 * `/{tenant id}/oauth2/v2.0/…`, `/{tenant id}/discovery/v2.0/keys`. Null for any other path.
 */
export function matchFlowRoute(pathname: string): PolicyRoute | null {
  const match = /^\/([^/]+)(\/.*)$/.exec(pathname);
  const tenant = match?.[1] ?? '';
  if (!FLOW_TENANT_PATH_NAMES.includes(tenant.toLowerCase())) return null;
  const providerPath = providerPathOf(match?.[2] ?? '');
  if (!providerPath) return null;
  return { policy: policies.login, mountPath: `/${tenant}`, providerPath };
}

const storage = new AsyncLocalStorage<{ policy: PolicyName }>();

/** Runs `fn` with `policy` as the policy of the request being served. */
export function runWithPolicy<T>(policy: PolicyName, fn: () => T): T {
  return storage.run({ policy }, fn);
}

/** The policy of the request being served, or null outside a policy endpoint. */
export function currentPolicy(): PolicyName | null {
  return storage.getStore()?.policy ?? null;
}

/**
 * The policy of an interaction, read from its resume URL (`/{tenant}/{policy}/oauth2/v2.0/authorize/{uid}`, or
 * `/{tenant id}/oauth2/v2.0/authorize/{uid}` in the External ID shape: its one flow).
 */
export function policyOfReturnTo(returnTo: string): PolicyName | null {
  const { pathname } = new URL(returnTo, 'http://x');
  return (matchPolicyRoute(pathname) ?? matchFlowRoute(pathname))?.policy ?? null;
}
