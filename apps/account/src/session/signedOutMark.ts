/** Why Mon compte signed the member out itself (SPEC.md §4.7: no login redirect follows). */
export type SignedOutReason = 'unauthorized' | 'banned' | 'deleted';

/** sessionStorage key of the mark left before the provider's logout redirect. */
export const SIGNED_OUT_MARK_KEY = 'portail:mon-compte:signed-out';

const reasons: readonly SignedOutReason[] = ['unauthorized', 'banned', 'deleted'];

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Remembers, for the page that the provider's logout returns to, that this sign-out was Mon
 * compte's own (a 401, banLevel login, a deleted account): that page then shows the signed-out
 * screen instead of sending the member straight back to the sign-in page.
 */
export function markSignedOut(reason: SignedOutReason): void {
  try {
    storage()?.setItem(SIGNED_OUT_MARK_KEY, reason);
  } catch {
    // Without storage the member only lands on the sign-in page, as after any sign-out.
  }
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
