import type { MemberSession, MemberStore } from '@portail/member';

/**
 * The member session of the portal's header, whose code (the callback's reading, the authentication,
 * the profile and visitor-id calls, the sign-in client) loads at its first use — the start, just after
 * the first paint — and not with the first script (npm run size). Until then the header reads the
 * store, « authenticating » from the start: its buttons hold their place unseen, or the member this tab
 * remembers is shown. A session that cannot load (offline, a refused chunk) leaves the visitor signed
 * out, as a sign-in client that cannot load did; the next use loads again.
 */
export function sessionOnDemand(
  store: MemberStore,
  load: () => Promise<MemberSession>,
  onError: (error: unknown) => void,
): MemberSession {
  let session: Promise<MemberSession> | undefined;
  const loaded = () =>
    (session ??= load().catch((error: unknown) => {
      session = undefined;
      throw error;
    }));
  const settle = (use: (loadedSession: MemberSession) => ReturnType<MemberSession['initialise']>) =>
    loaded().then(use, (error: unknown) => {
      onError(error);
      store.dispatch({ type: 'member/loginFailed', payload: { reason: 'noUser' } });
      return store.getState();
    });
  return {
    store,
    initialise: () => settle((loadedSession) => loadedSession.initialise()),
    authenticate: () => settle((loadedSession) => loadedSession.authenticate()),
    signIn: () => loaded().then((loadedSession) => loadedSession.signIn()),
    signUp: () => loaded().then((loadedSession) => loadedSession.signUp()),
    signOut: () => loaded().then((loadedSession) => loadedSession.signOut()),
    refreshProfile: () => loaded().then((loadedSession) => loadedSession.refreshProfile()),
  };
}
