import type { PolicyKey } from '@portail/contracts';
import type { ResolvedConfig } from './config.ts';
import { CHILD_WINDOW_POLL_MS, CHILD_WINDOW_TIMEOUT_MS } from './constants.ts';
import type { ProviderMetadata } from './discovery.ts';
import type { KeySource } from './id-token.ts';
import { loadCallbackPath } from './lazy-paths.ts';
import type { ProviderCaches } from './provider-caches.ts';
import { createBrowserStore } from './storage/key-value-store.ts';
import type { KeyValueStore } from './storage/key-value-store.ts';
import { TokenStore } from './storage/token-store.ts';

/** How the renewal iframe and popup are watched (SPEC.md §9: polled every 50 ms, 6000 ms time-out). */
export interface ChildWindowTiming {
  timeoutMs: number;
  pollMs: number;
}
export const defaultChildWindowTiming: ChildWindowTiming = {
  timeoutMs: CHILD_WINDOW_TIMEOUT_MS,
  pollMs: CHILD_WINDOW_POLL_MS,
};

/** What the client needs from the browser; every part can be replaced (tests, Playwright pages). */
export interface IdentityEnvironment {
  window: Window;
  fetch: typeof fetch;
  now: () => number;
  /** Safari blocks the provider's cookies in iframes: renewal then needs a redirect or a popup. */
  isSafari: boolean;
  childWindowTiming: ChildWindowTiming;
  /** Default: localStorage, or cookies when it throws. */
  store?: KeyValueStore;
}

function isSafariUserAgent(userAgent: string): boolean {
  return /safari/i.test(userAgent) && !/chrome|chromium|crios|fxios|android|edg/i.test(userAgent);
}

export function browserEnvironment(overrides: Partial<IdentityEnvironment> = {}): IdentityEnvironment {
  const win = overrides.window ?? window;
  return {
    window: win,
    fetch: overrides.fetch ?? ((input, init) => win.fetch(input, init)),
    now: overrides.now ?? Date.now,
    isSafari: overrides.isSafari ?? isSafariUserAgent(win.navigator.userAgent),
    childWindowTiming: overrides.childWindowTiming ?? defaultChildWindowTiming,
    ...(overrides.store ? { store: overrides.store } : {}),
  };
}

export interface ClientContext {
  config: ResolvedConfig;
  env: IdentityEnvironment;
  win: Window;
  now: () => number;
  tokens: TokenStore;
  /** Where the tokens are kept, and the pending states of sign-ins (storage/state-store.ts, on demand). */
  store: KeyValueStore;
  metadata: (policy: PolicyKey) => Promise<ProviderMetadata>;
  /** undefined when signature validation is skipped by configuration. */
  keys: (policy: PolicyKey) => KeySource | undefined;
}

export function createContext(config: ResolvedConfig, env: IdentityEnvironment): ClientContext {
  const store = env.store ?? createBrowserStore(env.window, env.now);
  // The provider's documents load with the callback path, their only reader (size budget, issue 31).
  let caches: Promise<ProviderCaches> | undefined;
  // a load that failed (offline, a redeploy) is tried again at the next call, not kept
  const documents = () =>
    (caches ??= loadCallbackPath().then(
      (path) => path.providerCaches(config, env, store),
      (error: unknown) => {
        caches = undefined;
        throw error;
      },
    ));
  return {
    config,
    env,
    win: env.window,
    now: env.now,
    tokens: new TokenStore(store, config.clientId, env.now),
    store,
    metadata: (policy) => documents().then((loaded) => loaded.metadata(policy)),
    keys: (policy) =>
      config.skipSignatureValidation
        ? undefined
        : (refetch) => documents().then((loaded) => loaded.keys(policy)(refetch)),
  };
}
