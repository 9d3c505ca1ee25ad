import { describe, expect, it } from 'vitest';
import { assertCodeVerifier, codeChallengeFor, createCodeVerifier } from './pkce.ts';

describe('PKCE verifier rules', () => {
  it.each([
    ['42 characters', 'a'.repeat(42), 'Expected a length between 43 and 128'],
    ['129 characters', 'a'.repeat(129), 'Expected a length between 43 and 128'],
    ['a space', `${'a'.repeat(43)} `, 'Expected only letters, digits and - . _ ~'],
    ['a plus sign', `${'a'.repeat(43)}+`, 'Expected only letters, digits and - . _ ~'],
  ])('refuses a verifier with %s', (_case, verifier, message) => {
    expect(() => assertCodeVerifier(verifier)).toThrow(message);
  });

  it.each([
    ['43 characters', 'a'.repeat(43)],
    ['128 characters', 'Z'.repeat(128)],
    ['every allowed sign', `${'a'.repeat(39)}-._~`],
  ])('accepts a verifier of %s', (_case, verifier) => {
    expect(() => assertCodeVerifier(verifier)).not.toThrow();
  });

  it('generates verifiers that follow the rules', () => {
    expect(() => assertCodeVerifier(createCodeVerifier())).not.toThrow();
  });

  it('generates a new 43-character verifier (32 random bytes) each time', () => {
    const verifiers = new Set(Array.from({ length: 20 }, () => createCodeVerifier()));
    expect(verifiers.size).toBe(20);
    for (const verifier of verifiers) expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('computes the S256 challenge of RFC 7636 appendix B', async () => {
    expect(await codeChallengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});
