import { createHash } from 'node:crypto';
import type { PolicyName } from '@portail/contracts/local-defaults';
import { isInternalStaff, type Member } from '../members/member.ts';

/** The claims that a policy puts in ID tokens (SPEC.md §3), under the `openid` scope. */
export const idTokenClaimNames = [
  'sub',
  'oid',
  'emails',
  'ver',
  'nbf',
  'given_name',
  'family_name',
  'name',
  'email',
  'email_verified',
  'rcid',
  'lrat',
  'tfp',
  'tid',
  'employeeId',
  'ldapUsername',
] as const;

/** The member's loyalty/registration token: stable per member, meaningless outside Portail. */
function loyaltyTokenOf(member: Member): string {
  return createHash('sha256')
    .update(`lrat:${member.identityProviderUserId}`)
    .digest('base64url')
    .slice(0, 32);
}

/**
 * B2C's ID token (https://learn.microsoft.com/en-us/azure/active-directory-b2c/tokens-overview): `ver`
 * "1.0", `nbf` (the issue time), and the user flow's application claims « Email Addresses » (`emails`,
 * an array: MSAL reads its first entry as the account's username) and « User's Object ID » (`oid`).
 */
export function memberClaims(
  member: Member,
  policy: PolicyName | null,
  now = Date.now(),
): Record<string, unknown> {
  return {
    sub: member.rcId,
    oid: member.identityProviderUserId,
    emails: [member.email],
    ver: '1.0',
    nbf: Math.floor(now / 1000),
    given_name: member.firstName,
    family_name: member.lastName,
    name: `${member.firstName} ${member.lastName}`,
    email: member.email,
    email_verified: member.isEmailVerified,
    rcid: member.rcId,
    lrat: loyaltyTokenOf(member),
    ...(policy ? { tfp: policy } : {}),
    ...(isInternalStaff(member) ? { employeeId: member.employeeId, ldapUsername: member.ldapUsername } : {}),
  };
}

/**
 * The same claims as External ID's v2.0 ID token carries them: no `tfp` (no policy), `ver` "2.0", the
 * tenant id `tid` (https://learn.microsoft.com/en-us/entra/identity-platform/id-token-claims-reference).
 */
export function asExternalIdClaims(
  claims: Record<string, unknown>,
  tenantId: string,
): Record<string, unknown> {
  const { tfp: _tfp, ...rest } = claims;
  return { ...rest, ver: '2.0', tid: tenantId };
}
