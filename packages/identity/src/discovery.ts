import type { AuthorizationServer } from 'oauth4webapi';
import { KeysUnavailableError } from './errors.ts';
import { isRecord } from './encoding.ts';

export type ProviderMetadata = AuthorizationServer & {
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
};

/**
 * GETs a JSON document. `fresh` revalidates with the provider instead of taking the browser's HTTP
 * cache (the provider sends discovery and keys with `max-age` and an ETag).
 */
async function fetchJson(fetchFn: typeof fetch, url: string, fresh = false): Promise<unknown> {
  const response = await fetchFn(url, {
    headers: { accept: 'application/json' },
    ...(fresh ? { cache: 'no-cache' as const } : {}),
  });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json() as Promise<unknown>;
}

/** Whether a value (fetched or stored) is a discovery document with the endpoints the client uses. */
export function isProviderMetadata(document: unknown): document is ProviderMetadata {
  return (
    isRecord(document) &&
    typeof document.issuer === 'string' &&
    typeof document.authorization_endpoint === 'string' &&
    typeof document.token_endpoint === 'string' &&
    typeof document.jwks_uri === 'string'
  );
}

/** Reads a discovery document and checks the endpoints the client uses. */
export async function fetchProviderMetadata(
  fetchFn: typeof fetch,
  url: string,
  fresh = false,
): Promise<ProviderMetadata> {
  const document = await fetchJson(fetchFn, url, fresh);
  if (!isProviderMetadata(document)) throw new Error(`Invalid discovery document at ${url}`);
  return document;
}

export interface JsonWebKeySet {
  keys: (JsonWebKey & { kid?: string; alg?: string; use?: string })[];
}

/** Whether a value (fetched or stored) is a key set. */
export function isKeySet(value: unknown): value is JsonWebKeySet {
  return isRecord(value) && Array.isArray(value.keys) && value.keys.every(isRecord);
}

/** Fetches the provider's published keys (discovery → jwks_uri → keys). */
export async function fetchKeySet(
  fetchFn: typeof fetch,
  metadata: () => Promise<ProviderMetadata>,
  fresh = false,
): Promise<JsonWebKeySet> {
  try {
    const { jwks_uri } = await metadata();
    const keySet = await fetchJson(fetchFn, jwks_uri, fresh);
    if (!isRecord(keySet) || !Array.isArray(keySet.keys)) throw new Error('Invalid key set');
    return { keys: keySet.keys.filter(isRecord) as JsonWebKeySet['keys'] };
  } catch (cause) {
    throw new KeysUnavailableError({ cause });
  }
}
