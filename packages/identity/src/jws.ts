import { decodeBase64url, isRecord } from './encoding.ts';
import { InvalidJwsError } from './errors.ts';

function decodePart(part: string, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(decodeBase64url(part)));
    if (isRecord(value)) return value;
  } catch {
    // reported below
  }
  throw new InvalidJwsError(`invalid ${what}`);
}

/**
 * Splits a compact JWS and reads its header and payload, without checking the signature (the user
 * object and expiries of stored tokens; id-token.ts verifies with jose before anything is saved).
 */
export function decodeJws(token: string): {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
} {
  const parts = token.split('.');
  if (parts.length !== 3) throw new InvalidJwsError('expected three dot-separated parts');
  const [header, payload] = parts as [string, string, string];
  return { header: decodePart(header, 'header'), payload: decodePart(payload, 'payload') };
}
