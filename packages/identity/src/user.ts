import { decodeJws } from './jws.ts';
import type { StoredTokens } from './storage/token-store.ts';

/** The sign-in user object of SPEC.md §3. */
export interface IdentityUser {
  rcId: string | undefined;
  firstName: string | undefined;
  lastName: string | undefined;
  name: string | undefined;
  isEmailVerified: boolean;
  email: string | undefined;
  identityProviderUserId: string | undefined;
  /** The access token. */
  token: string;
  /** The loyalty/registration token (claim lrat). */
  lrToken: string | undefined;
  connected: true;
  /** Internal staff only. */
  employeeId?: string;
  ldapUsername?: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

function userFromClaims(claims: Record<string, unknown>, accessToken: string): IdentityUser {
  const user: IdentityUser = {
    rcId: text(claims.rcid),
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
    name: text(claims.name),
    isEmailVerified: claims.email_verified === true || claims.email_verified === 'true',
    email: text(claims.email),
    identityProviderUserId: text(claims.oid) ?? text(claims.sub),
    token: accessToken,
    lrToken: text(claims.lrat),
    connected: true,
  };
  const employeeId = text(claims.employeeId);
  const ldapUsername = text(claims.ldapUsername);
  if (employeeId !== undefined) user.employeeId = employeeId;
  if (ldapUsername !== undefined) user.ldapUsername = ldapUsername;
  return user;
}

/** The user from the stored tokens; null without an access token. */
export function userFromTokens(tokens: StoredTokens): IdentityUser | null {
  if (!tokens.accessToken || !tokens.idToken) return null;
  try {
    return userFromClaims(decodeJws(tokens.idToken.token).payload, tokens.accessToken.token);
  } catch {
    return null;
  }
}
