import { returnTarget } from '@portail/contracts';
import type { ApiClient } from '@portail/http/api-client';
import { ApiError } from '@portail/http/api-errors';
import { fetchMemberProfile, fetchVisitorId } from './member-api.ts';
import {
  anonymousUser,
  createMemberStore,
  shouldSignOutAfter,
  type LoginFailure,
  type MemberState,
  type MemberStore,
} from './member-store.ts';
import type { MemberProfile } from './profile.ts';
import type { MemberSignInClient, SignInChange, SignInUser } from './sign-in-client.ts';

export interface MemberSessionOptions {
  client: MemberSignInClient;
  /** The member-API client (the profile and the visitor-identity calls). */
  api: Pick<ApiClient, 'request'>;
  /** Goes to the address stored before sign-in (the router's navigation, or location.assign). */
  navigate(url: string): void;
  /** The current address; by default window.location.href. */
  currentHref?(): string;
  /** Told about failures that do not change the account state (callback, visitor id, sign-out), for logs. */
  onError?(error: unknown): void;
  /** The store the session fills, when the app made it before the session's code loaded; a new one by default. */
  store?: MemberStore;
}

export interface MemberSession {
  readonly store: MemberStore;
  /** Handles the provider's callback, goes to the stored target, then authenticates. Runs once. */
  initialise(): Promise<MemberState>;
  /** Fetches the user, the profile and the visitor id; connected or failed. */
  authenticate(): Promise<MemberState>;
  signIn(): Promise<void>;
  signUp(): Promise<void>;
  signOut(): Promise<void>;
  /**
   * Reads the connected member's profile again (it may have changed in another tab or in Mon
   * compte): the header shows the new names and photo. Nothing happens when not connected, and a
   * failure leaves the state as it was.
   */
  refreshProfile(): Promise<void>;
}

/** A path of this origin to go to after the callback (@portail/contracts' one rule), or undefined. */
function sameOriginTarget(redirect: string, currentHref: string): string | undefined {
  const here = new URL(currentHref);
  const target = returnTarget(redirect, here.origin, '');
  return target === '' ? undefined : new URL(target, here.origin).href;
}

function displayName(user: SignInUser, profile: MemberProfile): string {
  const fromProfile = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return user.name?.trim() || fromProfile || [user.firstName, user.lastName].filter(Boolean).join(' ');
}

export function createMemberSession(options: MemberSessionOptions): MemberSession {
  const store = options.store ?? createMemberStore();
  const currentHref = options.currentHref ?? (() => window.location.href);
  const report = (error: unknown) => options.onError?.(error);
  let initialisation: Promise<MemberState> | undefined;
  let attempt = 0;

  async function signOut(): Promise<void> {
    store.dispatch({ type: 'member/signOutStarted' });
    try {
      await options.client.signOut();
    } catch (error) {
      report(error);
    }
    store.dispatch({ type: 'member/signedOut' });
  }

  async function fail(failure: LoginFailure): Promise<MemberState> {
    store.dispatch({ type: 'member/loginFailed', payload: failure });
    if (shouldSignOutAfter(failure)) await signOut();
    return store.getState();
  }

  async function visitorId(loginId: string): Promise<string | null> {
    try {
      return await fetchVisitorId({ api: options.api, loginId });
    } catch (error) {
      report(error);
      return null;
    }
  }

  async function authenticate(): Promise<MemberState> {
    const current = ++attempt;
    store.dispatch({ type: 'member/authenticationStarted' });
    let user: SignInUser | null;
    try {
      user = await options.client.getUser();
    } catch (error) {
      report(error);
      user = null;
    }
    if (current !== attempt) return store.getState();
    const accessToken = options.client.getAccessToken() ?? user?.token ?? null;
    if (!user || !accessToken) return fail({ reason: 'noUser' });

    // The analytics id is asked for alongside the profile: it only delays the header otherwise.
    const uie = user.rcId ? visitorId(user.rcId) : Promise.resolve(null);
    let profile: MemberProfile;
    try {
      profile = await fetchMemberProfile({ api: options.api, accessToken });
    } catch (error) {
      if (current !== attempt) return store.getState();
      report(error);
      const status = error instanceof ApiError ? error.status : undefined;
      return fail({ reason: 'profileUnavailable', ...(status ? { status } : {}) });
    }
    if (current !== attempt) return store.getState();
    if (profile.banLevel === 'login') return fail({ reason: 'banned' });
    const analyticsId = await uie;
    if (current !== attempt) return store.getState();
    store.dispatch({
      type: 'member/loginSucceeded',
      payload: {
        user: {
          connected: true,
          isEmailVerified: user.isEmailVerified === true,
          name: displayName(user, profile),
          rcId: user.rcId ?? null,
          token: accessToken,
          uie: analyticsId,
        },
        profile,
      },
    });
    return store.getState();
  }

  /**
   * Another tab signed in or out (or this tab's sign-in client refused another member's renewed
   * tokens): the header follows at once. A sign-out ends the session here without the provider
   * (the tab that signed out has done that); tokens of a member this tab does not show start a new
   * authentication, and a renewal for the member shown changes nothing.
   */
  async function follow(change: SignInChange): Promise<void> {
    const { phase, user } = store.getState();
    if (change === 'signed-out') {
      if (phase === 'notConnected' && user === anonymousUser) return;
      attempt += 1;
      store.dispatch({ type: 'member/signedOut' });
      return;
    }
    if (phase === 'signingOut' || phase === 'authenticating') return;
    let signedIn: SignInUser | null = null;
    try {
      signedIn = await options.client.getUser();
    } catch (error) {
      report(error);
    }
    if (!signedIn) return;
    if (phase === 'connected' && (signedIn.rcId ?? null) === store.getState().user.rcId) return;
    await authenticate();
  }

  let refreshing: Promise<void> | undefined;
  async function readProfileAgain(): Promise<void> {
    const { phase, user } = store.getState();
    if (phase !== 'connected') return;
    const accessToken = options.client.getAccessToken();
    if (!accessToken) return;
    const current = attempt;
    try {
      const profile = await fetchMemberProfile({ api: options.api, accessToken });
      // An authentication or a sign-out since then has the last word.
      if (current !== attempt) return;
      store.dispatch({ type: 'member/profileRefreshed', payload: { rcId: user.rcId, profile } });
    } catch (error) {
      report(error);
    }
  }
  function refreshProfile(): Promise<void> {
    refreshing ??= readProfileAgain().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  async function initialise(): Promise<MemberState> {
    options.client.onChange?.((change) => void follow(change));
    let result = null;
    try {
      result = await options.client.handleCallback();
    } catch (error) {
      report(error);
    }
    const here = currentHref();
    const target = result?.redirect ? sameOriginTarget(result.redirect, here) : undefined;
    if (target && target !== here) options.navigate(target);
    return authenticate();
  }

  return {
    store,
    initialise: () => (initialisation ??= initialise()),
    authenticate,
    signIn: () => options.client.login(),
    signUp: () => options.client.signUp(),
    signOut,
    refreshProfile,
  };
}
