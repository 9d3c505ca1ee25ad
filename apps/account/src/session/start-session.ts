import type { AccountApi } from '../api/account-api.ts';
import { ApiError } from '@portail/http/api-client';
import { BAN_LEVEL_LOGIN, toMemberProfile } from '../member/member-profile.ts';
import type { MemberStore } from '../member/member-store.ts';
import { LOGIN_REQUIRED_EVENT, type Session } from './session.ts';
import { signOut, takeSignedOutMark } from './signed-out-mark.ts';

export interface StartSessionOptions {
  session: Session;
  api: AccountApi;
  member: MemberStore;
  /** The address the provider returns to after sign-in: the current URL. */
  currentUrl: string;
  target?: EventTarget;
}

/**
 * SPEC.md §4.2 and §4.7 for Mon compte: no user → a login-required event, then a login redirect
 * with the current URL; a 401 from the profile service or banLevel login → signed out, with no
 * login redirect; otherwise the member is connected with their profile. When Mon compte itself
 * signed the member out (a mark left in sessionStorage), the page the provider's logout returns to
 * shows the signed-out screen: no login redirect follows that sign-out either.
 */
export async function startSession({
  session,
  api,
  member,
  currentUrl,
  target = window,
}: StartSessionOptions): Promise<void> {
  member.dispatch({ type: 'member/loading' });
  const user = await session.getUser().catch(() => null);
  if (!user) {
    const signedOut = takeSignedOutMark();
    if (signedOut) {
      member.dispatch({ type: 'member/signedOut', reason: signedOut });
      return;
    }
    member.dispatch({ type: 'member/loginRedirect' });
    target.dispatchEvent(new CustomEvent(LOGIN_REQUIRED_EVENT, { detail: { redirect: currentUrl } }));
    // the sign-in page could not open (its code did not load): the screen says so
    session.login(currentUrl).catch(() => {
      if (member.getState().status === 'loginRedirect')
        member.dispatch({ type: 'member/loginRedirect', failed: true });
    });
    return;
  }
  try {
    const apiProfile = await api.getProfile();
    if (apiProfile.banLevel === BAN_LEVEL_LOGIN) {
      member.dispatch({ type: 'member/signedOut', reason: 'banned' });
      signOut(session, 'banned');
      return;
    }
    member.dispatch({ type: 'member/connected', user, profile: toMemberProfile(apiProfile, user) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      member.dispatch({ type: 'member/signedOut', reason: 'unauthorized' });
      signOut(session, 'unauthorized');
      return;
    }
    member.dispatch({ type: 'member/error' });
  }
}
