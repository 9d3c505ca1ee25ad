/**
 * The signature of a compact JWS (RFC 7515) checked with WebCrypto against one published public key.
 * It replaces jose's compactVerify and importJWK, whose key and algorithm tables (JWE included) were
 * 3.6 KB gzip of the callback chunk: the client verifies nine algorithms and needs none of the rest.
 * What jose checked that applies here is checked here: the alg allowed by the caller, no `crit`
 * extension (none is understood, RFC 7515 §4.1.11), RSA keys of at least 2048 bits (SPEC.md §5),
 * base64url signature; WebCrypto refuses a key of another family or curve than the alg's. Key
 * choice and claims are id-token.ts's.
 */
import { decodeBase64url } from './encoding.ts';
import { SignatureVerificationError } from './errors.ts';

const MIN_RSA_BITS = 2048;

/** What each family needs from WebCrypto; the alg's last three digits are the SHA size. */
function algorithmOf(alg: string) {
  const bits = alg.slice(2);
  const hash = `SHA-${bits}`;
  if (alg.startsWith('ES')) {
    const namedCurve = `P-${bits === '512' ? '521' : bits}`;
    return { imported: { name: 'ECDSA', namedCurve }, used: { name: 'ECDSA', hash } };
  }
  const name = alg.startsWith('PS') ? 'RSA-PSS' : 'RSASSA-PKCS1-v1_5';
  // RFC 7518 §3.5: the PSS salt is as long as the hash
  return { imported: { name, hash }, used: { name, saltLength: Number(bits) / 8 } };
}

/**
 * Verifies `token` (header.payload.signature) signed by `jwk` with its header's alg, which the
 * caller has checked against its allow-list and the key; throws SignatureVerificationError.
 */
export async function verifyJws(
  token: string,
  header: Record<string, unknown>,
  jwk: JsonWebKey,
): Promise<void> {
  const alg = String(header.alg);
  if (header.crit !== undefined) throw new SignatureVerificationError('crit extension not understood');
  const [encodedHeader, payload, signature] = token.split('.') as [string, string, string];
  const { imported, used } = algorithmOf(alg);
  let key: CryptoKey;
  let verified: boolean;
  try {
    key = await crypto.subtle.importKey('jwk', jwk, imported, false, ['verify']);
    verified = await crypto.subtle.verify(
      used,
      key,
      decodeBase64url(signature) as Uint8Array<ArrayBuffer>,
      new TextEncoder().encode(`${encodedHeader}.${payload}`),
    );
  } catch (cause) {
    throw new SignatureVerificationError('key or signature unusable', { cause });
  }
  // EC keys have no modulus: undefined is not less than the minimum
  if ((key.algorithm as RsaHashedKeyAlgorithm).modulusLength < MIN_RSA_BITS) {
    throw new SignatureVerificationError('RSA key shorter than 2048 bits');
  }
  if (!verified) throw new SignatureVerificationError('signature mismatch');
}
