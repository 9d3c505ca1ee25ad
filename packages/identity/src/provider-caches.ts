import { metadataUrlFor, type PolicyKey } from '@portail/contracts/deployment-config';
import type { ResolvedConfig } from './config.ts';
import type { IdentityEnvironment } from './context.ts';
import { fetchKeySet, fetchProviderMetadata, isKeySet, isProviderMetadata } from './discovery.ts';
import type { JsonWebKeySet, ProviderMetadata } from './discovery.ts';
import type { KeySource } from './id-token.ts';
import { DISCOVERY_LIFETIME_MS, KEYS_LIFETIME_MS, createDocumentCache } from './provider-documents.ts';
import type { KeyValueStore } from './storage/key-value-store.ts';

/** The provider's documents of one client, per policy: its discovery document and its keys. */
export interface ProviderCaches {
  metadata(policy: PolicyKey): Promise<ProviderMetadata>;
  keys(policy: PolicyKey): KeySource;
}

/**
 * The discovery documents and key sets of a client, each kept (provider-documents.ts) under the
 * client's storage prefix. Only the callback path reads them (an authorize address, an answer's
 * check, a renewal, a sign-out's end-session address): this module loads with it (callback-path.ts).
 */
export function providerCaches(
  config: ResolvedConfig,
  env: IdentityEnvironment,
  store: KeyValueStore,
): ProviderCaches {
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
  return { metadata, keys };
}
