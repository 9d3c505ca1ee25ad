import type { DatabaseSync } from 'node:sqlite';
import { createTokensNotBeforeReader } from '../../members/tokens-not-before.ts';

/**
 * The member APIs' check of a member's not-before (members/tokens-not-before.ts): an access token
 * issued before the member's last password change, password reset or ban is refused, with the same
 * 401 as an expired token, on every request. Azure AD B2C cannot revoke its self-contained access
 * tokens (https://learn.microsoft.com/en-us/azure/active-directory-b2c/configure-tokens); the
 * broadcaster's own APIs can, since they hold the member store.
 */
export interface TokenNotBefore {
  /** Whether the member's token issued at `iat` (seconds; anything else counts as unknown) is refused. */
  refuses(rcid: string, iat: unknown): boolean;
}

export function createTokenNotBefore(db: DatabaseSync): TokenNotBefore {
  const notBeforeOf = createTokensNotBeforeReader(db);
  return {
    refuses(rcid, iat) {
      const notBefore = notBeforeOf(rcid);
      if (notBefore === null) return false;
      // A token without a usable iat cannot show it came after the event.
      return typeof iat !== 'number' || !Number.isFinite(iat) || iat < notBefore;
    },
  };
}
