/**
 * The other tabs of the origin: events go out on a BroadcastChannel so every tab follows a refresh
 * or a sign-out, and a Web Lock makes exactly one tab refresh per expiry (the others, entering the
 * lock after it, find fresh tokens in storage and take them).
 */
export type TabMessage =
  /** `mark`: digests of the saved identity and access tokens, never a token. */
  { type: 'save-success'; mark?: string } | { type: 'refresh-error' } | { type: 'sign-out' };

export interface TabSync {
  post(message: TabMessage): void;
  /** Runs `work` while holding the origin-wide refresh lock (or directly without Web Locks). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Marks the tokens of `idToken` as refreshed, for every tab of the origin, with a Web Lock that
   * this tab holds until it closes. Locks are kept by the browser, the same for every tab process at
   * once, while localStorage reaches other processes a moment later.
   */
  markRefreshed(idToken: string): void;
  /** Whether some tab has refreshed the tokens of `idToken` (false without Web Locks). */
  wasRefreshed(idToken: string): Promise<boolean>;
  close(): void;
}

/** A lock name for a token: the end of its signature (the token itself never goes elsewhere). */
function refreshedLockName(base: string, idToken: string): string {
  return `${base}.refreshed.${idToken.slice(-24)}`;
}

function isTabMessage(value: unknown): value is TabMessage {
  const { type, mark } = (value as { type?: unknown; mark?: unknown } | null) ?? {};
  if (type === 'save-success') return mark === undefined || typeof mark === 'string';
  return type === 'refresh-error' || type === 'sign-out';
}

export function createTabSync(
  win: Window,
  clientId: string,
  onMessage: (message: TabMessage) => void,
): TabSync {
  const name = `portail-identity.${clientId}`;
  const { BroadcastChannel: Channel } = win as Window & typeof globalThis;
  const channel = typeof Channel === 'function' ? new Channel(name) : undefined;
  channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isTabMessage(event.data)) onMessage(event.data);
  });
  const locks = (win.navigator as Navigator | undefined)?.locks;
  return {
    post: (message) => channel?.postMessage(message),
    exclusive: <T>(work: () => Promise<T>): Promise<T> =>
      locks ? (locks.request(`${name}.refresh`, work) as Promise<T>) : work(),
    markRefreshed: (idToken) => {
      void locks?.request(refreshedLockName(name, idToken), () => new Promise<void>(() => undefined));
    },
    wasRefreshed: async (idToken) => {
      if (typeof locks?.query !== 'function') return false;
      const { held = [] } = await locks.query();
      return held.some((lock) => lock.name === refreshedLockName(name, idToken));
    },
    close: () => channel?.close(),
  };
}
