/**
 * Where the client keeps its tokens and states: localStorage, or cookies (SameSite=Strict; Secure;
 * Path=/) when localStorage is unavailable or throws, as in some private modes and sandboxed frames.
 */
export interface KeyValueStore {
  readonly kind: 'localStorage' | 'cookie';
  get(key: string): string | null;
  /** `expiresAt` (epoch ms) lets the cookie store expire the entry on its own. */
  set(key: string, value: string, expiresAt: number): void;
  remove(key: string): void;
}

const PROBE_KEY = 'portail-identity-probe';

function createLocalStorageStore(storage: Storage): KeyValueStore {
  return {
    kind: 'localStorage',
    get: (key) => storage.getItem(key),
    set: (key, value) => storage.setItem(key, value),
    remove: (key) => storage.removeItem(key),
  };
}

export function createCookieStore(doc: Document, now: () => number): KeyValueStore {
  const write = (key: string, value: string, maxAgeSeconds: number) => {
    doc.cookie =
      `${encodeURIComponent(key)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; ` +
      'Path=/; SameSite=Strict; Secure';
  };
  return {
    kind: 'cookie',
    get(key) {
      const name = `${encodeURIComponent(key)}=`;
      for (const part of doc.cookie.split(';')) {
        const cookie = part.trim();
        if (cookie.startsWith(name)) return decodeURIComponent(cookie.slice(name.length));
      }
      return null;
    },
    set: (key, value, expiresAt) => write(key, value, Math.max(1, Math.floor((expiresAt - now()) / 1000))),
    remove: (key) => write(key, '', 0),
  };
}

/** localStorage when it works (a write and a delete are tried first), else cookies. */
export function createBrowserStore(win: Window, now: () => number): KeyValueStore {
  try {
    const storage = win.localStorage;
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return createLocalStorageStore(storage);
  } catch {
    return createCookieStore(win.document, now);
  }
}
