import type { AuthorizationServer } from 'oauth4webapi';
import { KeysUnavailableError } from './errors.ts';
import { isRecord } from './encoding.ts';

export type ProviderMetadata = AuthorizationServer & {
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
};

async function fetchJson(fetchFn: typeof fetch, url: string): Promise<unknown> {
  const response = await fetchFn(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json() as Promise<unknown>;
}

/** Reads a discovery document and checks the endpoints the client uses. */
export async function fetchProviderMetadata(fetchFn: typeof fetch, url: string): Promise<ProviderMetadata> {
  const document = await fetchJson(fetchFn, url);
  if (
    !isRecord(document) ||
    typeof document.issuer !== 'string' ||
    typeof document.authorization_endpoint !== 'string' ||
    typeof document.token_endpoint !== 'string' ||
    typeof document.jwks_uri !== 'string'
  ) {
    throw new Error(`Invalid discovery document at ${url}`);
  }
  return document as ProviderMetadata;
}

export interface JsonWebKeySet {
  keys: (JsonWebKey & { kid?: string; alg?: string; use?: string })[];
}

/** Fetches the provider's published keys (discovery → jwks_uri → keys). */
export async function fetchKeySet(
  fetchFn: typeof fetch,
  metadata: () => Promise<ProviderMetadata>,
): Promise<JsonWebKeySet> {
  try {
    const { jwks_uri } = await metadata();
    const keySet = await fetchJson(fetchFn, jwks_uri);
    if (!isRecord(keySet) || !Array.isArray(keySet.keys)) throw new Error('Invalid key set');
    return { keys: keySet.keys.filter(isRecord) as JsonWebKeySet['keys'] };
  } catch (cause) {
    throw new KeysUnavailableError({ cause });
  }
}

/** Caches one value per key; a failed load is not cached. */
export function createCache<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key) => {
    let entry = cache.get(key);
    if (!entry) {
      entry = load(key);
      cache.set(key, entry);
      entry.catch(() => cache.delete(key));
    }
    return entry;
  };
}
