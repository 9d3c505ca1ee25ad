import { base64url } from 'jose';

/** Encodes a JSON value as base64url text (storage and state payloads). */
export function encodeJson(value: unknown): string {
  return base64url.encode(JSON.stringify(value));
}

/** Decodes base64url JSON; returns undefined for anything that is not. */
export function decodeJson(text: string): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(base64url.decode(text))) as unknown;
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A random URL-safe identifier (state ids, nonces). */
export function randomId(bytes = 16): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(bytes)));
}
