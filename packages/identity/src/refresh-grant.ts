/** PKCE and IdpJwt renewal: the refresh-token grant (oauth4webapi, loaded with import()). */
import type { PolicyKey } from '@portail/contracts';
import type { ClientContext } from './context.ts';
import { NoTokensToRefreshError } from './errors.ts';
import { assertSameMember, memberOf } from './same-member.ts';
import type { StoredTokens } from './storage/token-store.ts';
import { saveTokenSet, validateTokenSet } from './token-saving.ts';
import { loadTokenPath } from './lazy-paths.ts';

/** The refresh-token grant on the stored policy; the new identity token is validated, checked to be the same member's, then saved. */
export async function refreshWithGrant(ctx: ClientContext, tokens: StoredTokens): Promise<void> {
  const { idToken, refreshToken, flow } = tokens;
  if (!idToken || !refreshToken || refreshToken.expires <= ctx.now()) throw new NoTokensToRefreshError();
  const policy: PolicyKey = idToken.policy;
  const { refreshTokenGrant } = await loadTokenPath();
  const set = await refreshTokenGrant(
    await ctx.metadata(policy),
    { clientId: ctx.config.clientId, clockTolerance: ctx.config.clockTolerance, fetch: ctx.env.fetch },
    refreshToken.token,
  );
  const claims = await validateTokenSet(ctx, set, { policy, nonce: undefined, requireAtHash: false });
  assertSameMember(memberOf(idToken), claims, policy, ctx.config.identity);
  saveTokenSet(ctx, set, claims, policy, flow ?? 'pkce');
}
