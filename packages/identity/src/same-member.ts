/**
 * Renewal keeps the member (issue 16): a silent renewal (hidden iframe, popup, Safari's redirect) or
 * a refresh grant may bring tokens of whoever holds the provider session now. They are accepted
 * only for the same member — `sub`, and `rcid` where the stored token has one — and the same policy
 * family; anything else is refused before it is saved.
 */
import type { IdentityDeployment, PolicyKey } from '@portail/contracts';
import { MemberChangedError } from './errors.ts';
import type { IdTokenClaims } from './id-token.ts';
import { decodeJws } from './jws.ts';
import type { StoredIdToken } from './storage/token-store.ts';

/** Sign-in and sign-up give the same member session; staff and IdpJwt sessions are families apart. */
type PolicyFamily = 'member' | 'internal' | 'idpJwt' | 'other';

function policyFamily(policy: PolicyKey): PolicyFamily {
  if (policy === 'login' || policy === 'login_cbc' || policy === 'signup' || policy === 'signup_cbc')
    return 'member';
  if (policy === 'internal') return 'internal';
  if (policy === 'idpJwtAuth') return 'idpJwt';
  return 'other';
}

/** Who the tokens being renewed belong to. */
export interface RenewedMember {
  sub: string;
  rcid?: string;
  family: PolicyFamily;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The member of a stored identity token; undefined when it cannot be read. */
export function memberOf(idToken: StoredIdToken): RenewedMember | undefined {
  try {
    const claims = decodeJws(idToken.token).payload;
    const sub = text(claims.sub);
    if (!sub) return undefined;
    const rcid = text(claims.rcid);
    return { sub, ...(rcid ? { rcid } : {}), family: policyFamily(idToken.policy) };
  } catch {
    return undefined;
  }
}

/**
 * The policy a B2C token says it was issued for (`tfp`, else `acr`), as a key of the tenant's policy
 * names. External ID has one user flow and no such claim: nothing is read there.
 */
function policyOfClaims(claims: IdTokenClaims, identity: IdentityDeployment): PolicyKey | undefined {
  const policies = identity.kind === 'b2c' ? identity.policies : undefined;
  const name = text(claims.tfp) ?? text(claims.acr);
  if (!name || !policies) return undefined;
  const lower = name.toLowerCase();
  return (Object.keys(policies) as PolicyKey[]).find((key) => policies[key].toLowerCase() === lower);
}

/** Throws MemberChangedError unless `claims` are the expected member's, in the same policy family. */
export function assertSameMember(
  expected: RenewedMember | undefined,
  claims: IdTokenClaims,
  requestedPolicy: PolicyKey,
  identity: IdentityDeployment,
): void {
  // Tokens that cannot be read are not renewed at all: the renewal itself refuses them.
  if (!expected) throw new MemberChangedError();
  if (claims.sub !== expected.sub) throw new MemberChangedError();
  if (expected.rcid !== undefined && text(claims.rcid) !== expected.rcid) throw new MemberChangedError();
  if (policyFamily(policyOfClaims(claims, identity) ?? requestedPolicy) !== expected.family)
    throw new MemberChangedError();
}
