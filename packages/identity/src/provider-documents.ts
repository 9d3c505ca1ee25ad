import type { KeyValueStore } from './storage/key-value-store.ts';

/** How long a stored discovery document is used without asking the provider (its HTTP max-age). */
export const DISCOVERY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * How long stored keys are used without asking the provider (its HTTP max-age). A token signed by a
 * key not in the copy refetches the keys at once (id-token.ts); a key the provider retires stops
 * being trusted within this time.
 */
export const KEYS_LIFETIME_MS = 60 * 60 * 1000;

interface StoredDocument {
  value: unknown;
  expires: number;
}

export interface DocumentCacheOptions<T> {
  store: KeyValueStore;
  key: string;
  lifetimeMs: number;
  now: () => number;
  /** Checks a value read back from storage (which the page's scripts could have written). */
  isValid: (value: unknown) => value is T;
  /** Fetches the document; `fresh` bypasses the browser's HTTP cache. */
  load: (fresh: boolean) => Promise<T>;
}

/**
 * One provider document (discovery, keys) kept in memory and, with localStorage, across page loads
 * with an expiry, so that a signed-in page load asks the provider nothing. `get(true)` fetches a
 * fresh copy (a key miss) and stores it. A failed fetch is not kept. Cookies (the fallback store) are
 * not used: they would travel with every request to the app.
 */
export function createDocumentCache<T>(options: DocumentCacheOptions<T>): (fresh: boolean) => Promise<T> {
  const { store, key, lifetimeMs, now, isValid, load } = options;
  const persist = store.kind === 'localStorage';
  let memory: { value: Promise<T>; expires: number } | undefined;

  const readStored = (): { value: T; expires: number } | undefined => {
    if (!persist) return undefined;
    try {
      const raw = store.get(key);
      if (raw === null) return undefined;
      const stored = JSON.parse(raw) as Partial<StoredDocument>;
      if (typeof stored.expires !== 'number' || stored.expires <= now() || !isValid(stored.value)) {
        store.remove(key);
        return undefined;
      }
      return { value: stored.value, expires: stored.expires };
    } catch {
      return undefined;
    }
  };

  const fetchAndKeep = (fresh: boolean): Promise<T> => {
    const expires = now() + lifetimeMs;
    const value = load(fresh);
    memory = { value, expires };
    value.then(
      (document) => {
        if (!persist) return;
        try {
          store.set(key, JSON.stringify({ value: document, expires } satisfies StoredDocument), expires);
        } catch {
          // A full storage only costs a fetch on the next page.
        }
      },
      () => {
        if (memory?.value === value) memory = undefined;
      },
    );
    return value;
  };

  return (fresh) => {
    if (fresh) return fetchAndKeep(true);
    if (memory && memory.expires > now()) return memory.value;
    const stored = readStored();
    if (stored) {
      memory = { value: Promise.resolve(stored.value), expires: stored.expires };
      return memory.value;
    }
    return fetchAndKeep(false);
  };
}
