/**
 * An app's front-channel logout page (OpenID Connect Front-Channel Logout 1.0,
 * https://openid.net/specs/openid-connect-frontchannel-1_0.html; Azure AD B2C's single sign-out,
 * https://learn.microsoft.com/en-us/azure/active-directory-b2c/session-behavior#single-sign-out).
 * The provider loads it with `iss` and `sid` when a member signs out anywhere: in a hidden iframe
 * (where a cross-site provider's frame sees partitioned storage) and top-level, in a chain through
 * each app. When the stored ID token is that session's (same `iss` and `sid`), the tokens are
 * forgotten and every other tab of the origin is told (the sign-out message of tab-sync.ts). A
 * top-level visit then goes back to the provider's one continuation address, never elsewhere.
 *
 * Light on purpose (no jose, no token endpoint): the page runs this and nothing else.
 */
import {
  POLICY_PLACEHOLDER,
  PROVIDER_LOGOUT_CONTINUE_PATH,
  type IdentityDeployment,
} from '@portail/contracts';
import { decodeJws } from './jws.ts';
import { createBrowserStore, type KeyValueStore } from './storage/key-value-store.ts';
import { TokenStore } from './storage/token-store.ts';
import { createTabSync } from './tab-sync.ts';

export interface FrontChannelLogoutOptions {
  clientId: string;
  /**
   * The tenant (the deployment configuration's `identity`): its issuer is the `iss` to match, and the
   * provider's origin (the authority's) is where a top-level visit goes back to.
   */
  identity: Pick<IdentityDeployment, 'issuer' | 'authority'>;
  /** Default: localStorage, or cookies when it throws (as the sign-in client). */
  store?: KeyValueStore;
  now?: () => number;
}

/** `signed-out`: this origin's tokens were the ended session's and are gone; `other`: nothing matched. */
export type FrontChannelLogoutOutcome = 'signed-out' | 'other';

/** How long a top-level visit waits before it leaves, so that the tabs' message goes out first. */
export const LEAVE_DELAY_MS = 100;

function storedSession(tokens: TokenStore): { iss: unknown; sid: unknown } | undefined {
  const idToken = tokens.read().idToken;
  if (!idToken) return undefined;
  try {
    const { payload } = decodeJws(idToken.token);
    return { iss: payload.iss, sid: payload.sid };
  } catch {
    return undefined;
  }
}

/** Runs the logout page: forgets the ended session's tokens, then (top-level) returns to the provider. */
export function runFrontChannelLogout(
  win: Window,
  options: FrontChannelLogoutOptions,
): FrontChannelLogoutOutcome {
  const now = options.now ?? Date.now;
  const params = new URLSearchParams(win.location.search);
  const iss = params.get('iss');
  const sid = params.get('sid');
  const tokens = new TokenStore(options.store ?? createBrowserStore(win, now), options.clientId, now);
  const stored = storedSession(tokens);
  let outcome: FrontChannelLogoutOutcome = 'other';
  if (
    iss !== null &&
    sid !== null &&
    sid !== '' &&
    iss === options.identity.issuer &&
    stored?.iss === iss &&
    stored.sid === sid
  ) {
    tokens.clear();
    const sync = createTabSync(win, options.clientId, () => undefined);
    sync.post({ type: 'sign-out' });
    sync.close();
    outcome = 'signed-out';
  }
  if (win.parent === win) {
    // `{policy}` sits in a B2C authority's path, never in its origin.
    const providerOrigin = new URL(options.identity.authority.replaceAll(POLICY_PLACEHOLDER, 'p')).origin;
    const next = new URL(PROVIDER_LOGOUT_CONTINUE_PATH, providerOrigin).href;
    win.setTimeout(() => win.location.replace(next), LEAVE_DELAY_MS);
  }
  return outcome;
}
