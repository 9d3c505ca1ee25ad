import { AsyncLocalStorage } from 'node:async_hooks';
import { TENANT, policies, type PolicyKey, type PolicyName } from '@portail/contracts';

const byName = new Map<string, PolicyKey>(
  (Object.entries(policies) as [PolicyKey, PolicyName][]).map(([key, name]) => [name.toLowerCase(), key]),
);

/** The policy named in a path segment (B2C compares policy names case-insensitively). */
export function policyFromSegment(segment: string): PolicyName | null {
  const key = byName.get(segment.toLowerCase());
  return key ? policies[key] : null;
}

export function policyKeyOf(policy: PolicyName): PolicyKey {
  return byName.get(policy.toLowerCase()) as PolicyKey;
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
  /** `/{TENANT}/{policy}` as written in the request: the provider's mount path. */
  mountPath: string;
  /** The path the provider routes: `/oauth2/v2.0/authorize`, `/.well-known/openid-configuration`, … */
  providerPath: string;
}

const DISCOVERY_SUFFIX = '/v2.0/.well-known/openid-configuration';

/**
 * Maps a B2C path to the provider: `/{tenant}/{policy}/v2.0/.well-known/openid-configuration` and
 * `/{tenant}/{policy}/oauth2/v2.0/…`; null for any other path.
 */
export function matchPolicyRoute(pathname: string): PolicyRoute | null {
  const match = /^\/([^/]+)\/([^/]+)(\/.*)$/.exec(pathname);
  if (!match || match[1]?.toLowerCase() !== TENANT) return null;
  const policy = policyFromSegment(match[2] ?? '');
  const rest = match[3] ?? '';
  if (!policy) return null;
  const mountPath = `/${match[1]}/${match[2]}`;
  if (rest === DISCOVERY_SUFFIX)
    return { policy, mountPath, providerPath: '/.well-known/openid-configuration' };
  if (rest.startsWith('/oauth2/v2.0/')) return { policy, mountPath, providerPath: rest };
  return null;
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

/** The policy of an interaction, read from its resume URL (`/{tenant}/{policy}/oauth2/v2.0/authorize/{uid}`). */
export function policyOfReturnTo(returnTo: string): PolicyName | null {
  return matchPolicyRoute(new URL(returnTo, 'http://x').pathname)?.policy ?? null;
}
