import type { MemberStore, RememberedMember } from '@portail/member';

/**
 * The session key of SPEC.md §9 `authState`: the member this tab last saw connected (name and
 * photo), so that the next page's header shows them while the account state is settled again.
 * Written when the member is connected, removed as soon as they are not (failure, sign-out).
 */
export const AUTH_STATE_KEY = 'authState';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isWebAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The remembered member, or null (nothing kept, storage unavailable, or a value of the wrong shape). */
export function readAuthState(storage: SessionStore | null): RememberedMember | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(AUTH_STATE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { name, picture } = value as Record<string, unknown>;
    if (typeof name !== 'string' || name.trim() === '') return null;
    return { name, picture: isWebAddress(picture) ? picture : null };
  } catch {
    return null;
  }
}

/** Keeps `authState` in step with the account state; returns the function that stops. */
export function keepAuthState(store: MemberStore, storage: SessionStore | null): () => void {
  const write = () => {
    const { phase, user, profile } = store.getState();
    try {
      if (phase === 'connected') {
        const remembered: RememberedMember = { name: user.name, picture: profile?.picture ?? null };
        storage?.setItem(AUTH_STATE_KEY, JSON.stringify(remembered));
      } else if (phase !== 'authenticating') {
        storage?.removeItem(AUTH_STATE_KEY);
      }
    } catch {
      // Storage full or refused: the header only loses its head start.
    }
  };
  return store.subscribe(write);
}

/** The tab's sessionStorage, or null where it is refused. */
export function browserSessionStorage(win: Window): SessionStore | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}
