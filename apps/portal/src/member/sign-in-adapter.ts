import type { IdentityError, IdentityWrapper } from '@portail/identity';
import type { MemberSignInClient } from '@portail/member';
import { SIGN_IN_CALLBACK_PATH } from '@portail/contracts';
import { pageLeaving, type PageLeaving } from '@portail/ui';
import type { LatestAccessToken } from './access-token.ts';

/** What the adapter needs from packages/identity's wrapper. */
export type SignInWrapper = Pick<
  IdentityWrapper,
  'init' | 'handleCallback' | 'getUser' | 'login' | 'signup' | 'logout' | 'onChange'
>;

export interface SignInAdapterOptions {
  wrapper: SignInWrapper;
  location: Pick<Location, 'origin' | 'pathname' | 'search' | 'hash'>;
  /**
   * The address as the page loaded it, when it held a sign-in answer that main.tsx took out before
   * anything else ran (`@portail/identity/address`); only the callback page hands it on.
   */
  answer?: string | null;
  /** Told about a callback that failed (the member stays anonymous). */
  onCallbackError?(error: IdentityError): void;
  /** The token the wrapper hands over (its `onAccessToken`): what the member's API calls send. */
  accessToken: LatestAccessToken;
  /**
   * Told of the redirects to the provider (sign-in, sign-up, sign-out): the page is being left, and
   * a chunk the browser cancels then reloads nothing (default: the page's own, @portail/ui).
   */
  page?: Pick<PageLeaving, 'leaveBy'>;
  /** Told each time the tokens read are a member's: the page may load what a sign-out needs. */
  onSignedIn?(): void;
}

/** This page's address, to come back to after the provider's page (never the callback itself). */
function returnAddress(location: SignInAdapterOptions['location']): string {
  if (location.pathname === SIGN_IN_CALLBACK_PATH) return '/';
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * packages/identity's wrapper as the sign-in client that packages/member expects. Off the callback
 * page it only initialises the wrapper (no warning for every page); on it, the answer is read and the
 * visitor goes back to the page they signed in from, or to the home page when it is unknown.
 */
export function memberSignInClient({
  wrapper,
  location,
  answer = null,
  onCallbackError,
  accessToken,
  page = pageLeaving,
  onSignedIn,
}: SignInAdapterOptions): MemberSignInClient {
  return {
    async handleCallback() {
      if (location.pathname !== SIGN_IN_CALLBACK_PATH) {
        await wrapper.init();
        return null;
      }
      if (answer === null) {
        // The callback page without an answer (a reload, a bookmark): nothing to read, go home.
        await wrapper.init();
        return { redirect: '/' };
      }
      const result = await wrapper.handleCallback(answer);
      // AADB2C90088: the wrapper is already sending the page back to the provider.
      if (result && 'retrying' in result) return null;
      if (result && 'error' in result) onCallbackError?.(result.error);
      return { redirect: result?.state?.redirect || '/' };
    },
    async getUser() {
      // Tokens saved before this page have no save to hand them over: the user read carries them.
      const user = await wrapper.getUser();
      if (user) {
        accessToken.receive(user.token);
        onSignedIn?.();
      } else accessToken.forget();
      return user;
    },
    getAccessToken: () => accessToken.value,
    login: () => page.leaveBy(() => wrapper.login({ redirect: returnAddress(location) })),
    signUp: () => page.leaveBy(() => wrapper.signup({ redirect: returnAddress(location) })),
    signOut: () => {
      accessToken.forget();
      return page.leaveBy(() => wrapper.logout(`${location.origin}/`));
    },
    onChange: (listener) =>
      wrapper.onChange((change) => {
        if (change === 'signed-out') accessToken.forget();
        listener(change);
      }),
  };
}

/**
 * A wrapper that loads packages/identity (about 23 KB gzip: oauth4webapi and jose) on first use, so
 * that it stays out of the portal's initial bundle.
 */
export function lazySignInWrapper(load: () => Promise<SignInWrapper>): SignInWrapper {
  let loading: Promise<SignInWrapper> | undefined;
  // Who follows the wrapper's changes: told by the load that succeeds, the first or a later one.
  const followers = new Set<(loaded: SignInWrapper) => void>();
  // a load that failed (offline, a redeploy) is tried again at the next use, not kept
  const wrapper = () =>
    (loading ??= load().then(
      (loaded) => {
        for (const follow of followers) follow(loaded);
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    init: async () => (await wrapper()).init(),
    handleCallback: async (answer) => (await wrapper()).handleCallback(answer),
    getUser: async () => (await wrapper()).getUser(),
    login: async (options) => (await wrapper()).login(options),
    signup: async (options) => (await wrapper()).signup(options),
    logout: async (redirectUri) => (await wrapper()).logout(redirectUri),
    // Follows the wrapper's changes once it is loaded (the session's first call loads it anyway;
    // when that load fails, the next one that succeeds).
    onChange: (listener) => {
      let stop: (() => void) | undefined;
      const follow = (loaded: SignInWrapper) => {
        followers.delete(follow);
        stop = loaded.onChange(listener);
      };
      followers.add(follow);
      void wrapper().then(
        (loaded) => followers.has(follow) && follow(loaded),
        () => undefined,
      );
      return () => {
        followers.delete(follow);
        stop?.();
      };
    },
  };
}
