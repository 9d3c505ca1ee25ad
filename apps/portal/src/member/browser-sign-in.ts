import type { RuntimeConfig } from '@portail/contracts';
import type { IdentityWrapperOptions } from '@portail/identity';
import type { MemberSignInClient } from '@portail/member';
import { PAGE_CHANGED_EVENT } from '@portail/router';
import { whenIdle } from '@portail/ui';
import type { LatestAccessToken } from './access-token.ts';
import { lazySignInWrapper, memberSignInClient } from './sign-in-adapter.ts';

/**
 * The browser's sign-in client: packages/identity's single wrapper for the portal's client id, loaded
 * lazily; `answer` is the address as loaded when main.tsx took a sign-in answer out of it. It loads
 * with the member session (session-on-demand.ts), at the start.
 */
export function browserSignInClient(
  config: RuntimeConfig,
  development: boolean,
  answer: string | null,
  accessToken: LatestAccessToken,
): MemberSignInClient {
  const wrapper = lazySignInWrapper(async () => {
    const { identityWrapper } = await import('@portail/identity');
    const loaded = identityWrapper(portalWrapperOptions(config, development, accessToken));
    // Safari renews by a full-page redirect only when the portal changes pages (packages/identity):
    // the client is told itself, not through the wrappers (before its init it has nothing waiting).
    const { client } = loaded;
    window.addEventListener(PAGE_CHANGED_EVENT, client.renewDeferredAtPageChange.bind(client));
    return loaded;
  });
  return memberSignInClient({
    wrapper,
    location: window.location,
    answer,
    accessToken,
    onCallbackError: (error) => console.warn(`Connexion : ${error.code}`, error.message),
    // A member's « Se déconnecter » leaves for the provider at once: the code it loads first (the
    // sign-in client's callback path) loads when the page is idle, not at the press, where the
    // header already said « Se connecter » while it loaded. A visitor's page never asks for it.
    onSignedIn: () => whenIdle(preloadCallbackPath),
  });
}

const preloadCallbackPath = () =>
  void import('@portail/identity').then(({ loadCallbackPath }) => loadCallbackPath()).catch(() => undefined);

/**
 * The portal's sign-in wrapper: its client id and return pages, and every access token it saves
 * (a sign-in, a renewal, here or in another tab) handed to the member's API calls (`onAccessToken`).
 */
export function portalWrapperOptions(
  config: RuntimeConfig,
  development: boolean,
  accessToken: LatestAccessToken,
): IdentityWrapperOptions {
  const { identity } = config.deployment;
  return {
    clientId: identity.clientIds.portal,
    identity,
    development,
    redirectUri: `${config.portalOrigin}${identity.paths.callback}`,
    renewalRedirectUri: `${config.portalOrigin}${identity.paths.renewal}`,
    onAccessToken: (token) => accessToken.receive(token),
  };
}
