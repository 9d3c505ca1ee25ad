/**
 * The other tabs of the origin: events go out on a BroadcastChannel so every tab follows a refresh
 * or a sign-out, and a Web Lock makes exactly one tab refresh per expiry (the others, entering the
 * lock after it, find fresh tokens in storage and take them).
 */
export type TabMessage = { type: 'save-success' } | { type: 'refresh-error' } | { type: 'sign-out' };

export interface TabSync {
  post(message: TabMessage): void;
  /** Runs `work` while holding the origin-wide refresh lock (or directly without Web Locks). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): void;
}

function isTabMessage(value: unknown): value is TabMessage {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'save-success' || type === 'refresh-error' || type === 'sign-out';
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
    close: () => channel?.close(),
  };
}
