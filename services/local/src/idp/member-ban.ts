import { errors, interactionPolicy, type KoaContext } from 'oidc-provider';
import type { MemberStore } from '../members/member-store.ts';

/** The token endpoint's answer to a banned member's code or refresh token. */
const BANNED_GRANT_DESCRIPTION = 'the member’s access is suspended (banLevel login)';

function isBanned(members: MemberStore, rcId: string | undefined): boolean {
  return rcId !== undefined && members.findByRcId(rcId)?.banLevel === 'login';
}

/**
 * Called from findAccount, which oidc-provider runs at every token issuance of the token endpoint
 * (code exchange, refresh grant) and at userinfo: a banned member gets invalid_grant there (userinfo:
 * invalid_token, as for an unknown account), whatever was issued before the ban.
 */
export function refuseBannedAtTokenEndpoint(ctx: KoaContext): 'unknown-account' | null {
  if (ctx.oidc?.route === 'token') throw new errors.InvalidGrant(BANNED_GRANT_DESCRIPTION);
  if (ctx.oidc?.route === 'userinfo') return 'unknown-account';
  return null;
}

/**
 * A check of the login prompt: an SSO session whose member is banned is not a session. Silent
 * renewal (prompt=none, hidden iframe or popup) gets what a missing session gets, interaction_required
 * AADB2C90077 (b2c-errors.ts); an interactive request shows the sign-in form, which refuses the banned
 * member with its French message.
 */
export function bannedSessionCheck(members: MemberStore) {
  return new interactionPolicy.Check(
    'member_banned',
    'the member of the session is banned (banLevel login)',
    'login_required',
    (ctx) => isBanned(members, ctx.oidc.session?.accountId),
  );
}
