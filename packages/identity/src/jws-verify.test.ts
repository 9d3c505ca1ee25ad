/**
 * The WebCrypto signature check of id tokens: every algorithm the client allows verifies a token
 * that jose signed (the provider's library side), and each refusal has its own case.
 */
import { CompactSign, exportJWK, generateKeyPair } from 'jose';
import type { JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { decodeJws } from './jws.ts';
import { verifyJws } from './jws-verify.ts';

const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512'];

interface SigningKey {
  privateKey: CryptoKey;
  jwk: JWK;
}

async function signingKey(alg: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid: 'key-1', use: 'sig', alg } };
}

async function sign(
  key: SigningKey,
  header: Record<string, unknown>,
  payload: Record<string, unknown> = { sub: 'member-1' },
): Promise<string> {
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'RS256', ...header })
    .sign(key.privateKey);
}

/** What verifyJws says of a token: 'verified' or the SignatureVerificationError's reason. */
async function outcome(token: string, jwk: JWK): Promise<string> {
  try {
    await verifyJws(token, decodeJws(token).header, jwk as JsonWebKey);
    return 'verified';
  } catch (error) {
    return `${(error as { code?: string }).code}: ${(error as { reason?: string }).reason}`;
  }
}

/** The token with its signature's middle character changed. */
function tamperedSignature(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  const index = Math.floor(signature.length / 2);
  const changed = signature[index] === 'A' ? 'B' : 'A';
  return `${header}.${payload}.${signature.slice(0, index)}${changed}${signature.slice(index + 1)}`;
}

/** The token with another member's payload, its header and signature kept. */
function withPayload(token: string, payload: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  return `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
}

describe('verifyJws', () => {
  it.each(ALGORITHMS)('verifies a %s token signed with the published key', async (alg) => {
    const key = await signingKey(alg);
    expect(await outcome(await sign(key, { alg, kid: 'key-1' }), key.jwk)).toBe('verified');
  });

  it.each(ALGORITHMS)('refuses a %s token whose payload was changed after signing', async (alg) => {
    const key = await signingKey(alg);
    const token = withPayload(await sign(key, { alg }), { sub: 'member-2' });
    expect(await outcome(token, key.jwk)).toBe('signature_verification_failed: signature mismatch');
  });

  it('refuses a token whose signature was changed', async () => {
    const key = await signingKey('RS256');
    const token = tamperedSignature(await sign(key, { alg: 'RS256' }));
    expect(await outcome(token, key.jwk)).toBe('signature_verification_failed: signature mismatch');
  });

  it('refuses a token signed by another key than the published one', async () => {
    const [key, other] = await Promise.all([signingKey('ES256'), signingKey('ES256')]);
    const token = await sign(other, { alg: 'ES256' });
    expect(await outcome(token, key.jwk)).toBe('signature_verification_failed: signature mismatch');
  });

  it('refuses a PS256 check of an RS256 signature made with the same key', async () => {
    // the header is PS256 while the signature is PKCS#1 v1.5: the padding must be the alg's
    const key = await signingKey('RS256');
    const rs256 = (await sign(key, { alg: 'RS256' })).split('.')[2] as string;
    const header = Buffer.from(JSON.stringify({ alg: 'PS256' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: 'member-1' })).toString('base64url');
    expect(await outcome(`${header}.${payload}.${rs256}`, key.jwk)).toMatch(
      /^signature_verification_failed: /,
    );
  });

  it('refuses an RSA key shorter than 2048 bits, even when the signature matches', async () => {
    const { privateKey, publicKey } = await crypto.subtle.generateKey(
      {
        name: 'RSASSA-PKCS1-v1_5',
        modulusLength: 1024,
        publicExponent: new Uint8Array([1, 0, 1]),
        hash: 'SHA-256',
      },
      true,
      ['sign', 'verify'],
    );
    // signed with WebCrypto: jose refuses to sign with such a key
    const input = `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from('{"sub":"member-1"}').toString('base64url')}`;
    const signature = await crypto.subtle.sign(
      'RSASSA-PKCS1-v1_5',
      privateKey,
      new TextEncoder().encode(input),
    );
    const token = `${input}.${Buffer.from(signature).toString('base64url')}`;
    expect(await outcome(token, await exportJWK(publicKey))).toBe(
      'signature_verification_failed: RSA key shorter than 2048 bits',
    );
  });

  it('refuses a token with a crit extension, which the client does not understand', async () => {
    const key = await signingKey('RS256');
    const token = await new CompactSign(new TextEncoder().encode('{"sub":"member-1"}'))
      .setProtectedHeader({ alg: 'RS256', crit: ['exp'], exp: 1 })
      .sign(key.privateKey, { crit: { exp: true } });
    expect(await outcome(token, key.jwk)).toBe(
      'signature_verification_failed: crit extension not understood',
    );
  });

  it('refuses a key of another family than the algorithm', async () => {
    const [rsa, ec] = await Promise.all([signingKey('RS256'), signingKey('ES256')]);
    const token = await sign(rsa, { alg: 'RS256' });
    expect(await outcome(token, ec.jwk)).toBe('signature_verification_failed: key or signature unusable');
  });

  it('refuses an EC key on another curve than the algorithm names', async () => {
    const [p256, p384] = await Promise.all([signingKey('ES256'), signingKey('ES384')]);
    const token = await sign(p256, { alg: 'ES256' });
    expect(await outcome(token, { ...p384.jwk, alg: 'ES256' })).toBe(
      'signature_verification_failed: key or signature unusable',
    );
  });

  it('refuses a signature that is not base64url', async () => {
    const key = await signingKey('RS256');
    const [header, payload] = (await sign(key, { alg: 'RS256' })).split('.');
    expect(await outcome(`${header}.${payload}.not+base64/url`, key.jwk)).toBe(
      'signature_verification_failed: key or signature unusable',
    );
  });
});
