/**
 * One automatic reload for a stale deploy, never a loop: the reload leaves a mark in sessionStorage
 * (this tab only) and no other automatic reload happens while the mark is younger than
 * `AUTOMATIC_RELOAD_GAP_MS`. A page that still fails after its reload shows the error screen.
 */
export const AUTOMATIC_RELOAD_KEY = 'portail:rechargement-automatique';
export const AUTOMATIC_RELOAD_GAP_MS = 10 * 60 * 1000;

type MarkStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The tab's sessionStorage, or null where it is refused (then no automatic reload at all). */
export function browserMarkStorage(): MarkStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Whether an automatic reload may happen now; if so the mark is left (the caller reloads). */
export function takeAutomaticReload(storage: MarkStorage | null, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(AUTOMATIC_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < AUTOMATIC_RELOAD_GAP_MS && now >= last)
      return false;
    storage.setItem(AUTOMATIC_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}
