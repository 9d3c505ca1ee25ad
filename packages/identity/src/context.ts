import { metadataUrlFor } from '@portail/contracts';
import type { PolicyKey } from '@portail/contracts';
import type { ResolvedConfig } from './config.ts';
import { CHILD_WINDOW_POLL_MS, CHILD_WINDOW_TIMEOUT_MS } from './constants.ts';
import type { JsonWebKeySet, ProviderMetadata } from './discovery.ts';
import { fetchKeySet, fetchProviderMetadata, isKeySet, isProviderMetadata } from './discovery.ts';
import { DISCOVERY_LIFETIME_MS, KEYS_LIFETIME_MS, createDocumentCache } from './provider-documents.ts';
import type { KeySource } from './id-token.ts';
import { createBrowserStore } from './storage/key-value-store.ts';
import type { KeyValueStore } from './storage/key-value-store.ts';
import { StateStore } from './storage/state-store.ts';
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
  states: StateStore;
  metadata: (policy: PolicyKey) => Promise<ProviderMetadata>;
  /** undefined when signature validation is skipped by configuration. */
  keys: (policy: PolicyKey) => KeySource | undefined;
}

export function createContext(config: ResolvedConfig, env: IdentityEnvironment): ClientContext {
  const store = env.store ?? createBrowserStore(env.window, env.now);
  const prefix = `portail-identity.${config.clientId}`;
  const metadataCaches = new Map<PolicyKey, (fresh: boolean) => Promise<ProviderMetadata>>();
  const metadata = (policy: PolicyKey): Promise<ProviderMetadata> => {
    let cache = metadataCaches.get(policy);
    if (!cache) {
      const url = metadataUrlFor(config.identity, policy);
      cache = createDocumentCache({
        store,
        key: `${prefix}.discovery.${policy}`,
        lifetimeMs: DISCOVERY_LIFETIME_MS,
        now: env.now,
        isValid: isProviderMetadata,
        load: (fresh) => fetchProviderMetadata(env.fetch, url, fresh),
      });
      metadataCaches.set(policy, cache);
    }
    return cache(false);
  };
  const keySets = new Map<PolicyKey, (fresh: boolean) => Promise<JsonWebKeySet>>();
  const keys =
    (policy: PolicyKey): KeySource =>
    (refetch) => {
      let cache = keySets.get(policy);
      if (!cache) {
        cache = createDocumentCache({
          store,
          key: `${prefix}.keys.${policy}`,
          lifetimeMs: KEYS_LIFETIME_MS,
          now: env.now,
          isValid: isKeySet,
          load: (fresh) => fetchKeySet(env.fetch, () => metadata(policy), fresh),
        });
        keySets.set(policy, cache);
      }
      return cache(refetch);
    };
  return {
    config,
    env,
    win: env.window,
    now: env.now,
    tokens: new TokenStore(store, config.clientId, env.now),
    states: new StateStore(store, config.clientId, env.now),
    metadata: (policy) => metadata(policy),
    keys: (policy) => (config.skipSignatureValidation ? undefined : keys(policy)),
  };
}
