import type { MemberSession } from '@portail/member';

/**
 * A profile changed in Mon compte (another origin: no BroadcastChannel or storage event reaches
 * this one) shows in this tab's header when the member comes back to it: the profile is read again
 * each time the tab becomes visible or the window takes focus (one request at a time, only for a
 * connected member). Returns the function that stops following.
 */
export function followProfileChanges(
  win: Window,
  session: Pick<MemberSession, 'refreshProfile'>,
): () => void {
  const refresh = () => void session.refreshProfile();
  const onVisibility = () => {
    if (win.document.visibilityState === 'visible') refresh();
  };
  win.document.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('focus', refresh);
  return () => {
    win.document.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('focus', refresh);
  };
}
