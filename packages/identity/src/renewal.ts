/** The silent (prompt=none) authorize addresses of renewal: iframe and popup, or Safari's full-page redirect. */
import { prepareAuthorization } from './authorization-request.ts';
import type { ClientContext } from './context.ts';
import { InvalidRenewalUrlError, NoTokensToRefreshError } from './errors.ts';
import { decodeJws } from './jws.ts';
import { memberOf } from './same-member.ts';
import type { StoredIdToken } from './storage/token-store.ts';

/** The member whose tokens are renewed; tokens that cannot be read are not renewed. */
function renewedMember(idToken: StoredIdToken) {
  const member = memberOf(idToken);
  if (!member) throw new NoTokensToRefreshError();
  return member;
}

function emailOf(idToken: StoredIdToken): string | undefined {
  try {
    const email = decodeJws(idToken.token).payload.email;
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined;
  }
}

/** A prompt=none authorize address on the stored policy, for the same member. */
function silentAuthorization(
  ctx: ClientContext,
  idToken: StoredIdToken,
  redirectUri: string,
  payload?: { redirect: string },
): Promise<string> {
  const loginHint = emailOf(idToken);
  return prepareAuthorization(ctx, {
    policy: idToken.policy,
    flow: 'implicit',
    redirectUri,
    prompt: 'none',
    renewalOf: renewedMember(idToken),
    ...(payload ? { payload } : {}),
    ...(loginHint ? { loginHint } : {}),
  });
}

/** The silent (prompt=none) authorize address for the iframe or the popup, on the stored policy. */
export async function silentRenewalUrl(ctx: ClientContext, idToken: StoredIdToken): Promise<string> {
  const renewal = new URL(ctx.config.renewalRedirectUri);
  if (renewal.origin !== ctx.win.location.origin) throw new InvalidRenewalUrlError();
  return silentAuthorization(ctx, idToken, ctx.config.renewalRedirectUri);
}

/** The full-page silent renewal (Safari, once redirects are enabled): back to this very page. */
export function redirectRenewalUrl(ctx: ClientContext, idToken: StoredIdToken): Promise<string> {
  const here = new URL(ctx.win.location.href);
  here.hash = '';
  return silentAuthorization(ctx, idToken, ctx.config.redirectUri, { redirect: here.href });
}
