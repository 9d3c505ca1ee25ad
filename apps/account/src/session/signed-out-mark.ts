import type { Session } from './session.ts';

/**
 * Why the member was signed out by Mon compte (SPEC.md §4.7: no login redirect follows), or by
 * their own « Se déconnecter » (`user`).
 */
export type SignedOutReason = 'unauthorized' | 'banned' | 'deleted' | 'user';

/** sessionStorage key of the mark left before the provider's logout redirect. */
const SIGNED_OUT_MARK_KEY = 'portail:mon-compte:signed-out';

const reasons: readonly SignedOutReason[] = ['unauthorized', 'banned', 'deleted', 'user'];

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Remembers, for the page that the provider's logout returns to, that this sign-out was Mon
 * compte's own (a 401, banLevel login, a deleted account) or the member's: that page then shows the
 * signed-out screen instead of sending the member straight back to the sign-in page.
 */
export function markSignedOut(reason: SignedOutReason): void {
  try {
    storage()?.setItem(SIGNED_OUT_MARK_KEY, reason);
  } catch {
    // Without storage the member only lands on the sign-in page, as after any sign-out.
  }
}

/** Signs out at the provider, leaving the mark for the page the provider's logout returns to. */
export function signOut(session: Pick<Session, 'logout'>, reason: SignedOutReason): void {
  markSignedOut(reason);
  session.logout();
}

/** The reason left by {@link markSignedOut}, removed as it is read; null when there is none. */
export function takeSignedOutMark(): SignedOutReason | null {
  const store = storage();
  let value: string | null = null;
  try {
    value = store?.getItem(SIGNED_OUT_MARK_KEY) ?? null;
    store?.removeItem(SIGNED_OUT_MARK_KEY);
  } catch {
    return null;
  }
  return reasons.find((reason) => reason === value) ?? null;
}
