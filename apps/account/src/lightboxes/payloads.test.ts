import { describe, expect, it } from 'vitest';
import type { AccountLightboxPayloads } from './payloads.ts';

// Every kind Mon compte's lightbox store accepts, checked both ways by the type: a kind added to or
// dropped from the payload map does not compile here until this list follows it.
const kinds: Record<keyof AccountLightboxPayloads, true> = {
  ACCOUNT_DELETED: true,
  HAS_SUBSCRIPTION: true,
  PASSWORD_RESET: true,
  PASSWORD_VALIDATION: true,
  PASSWORD_VALIDATION_DELETE_ACCOUNT: true,
  SIMPLE_LIGHTBOX: true,
  RECONNECT: true,
  PROFILAGE_ERROR: true,
  RECONNECT_HARMONIZED: true,
};

describe('the lightbox kinds of Mon compte', () => {
  it('are the nine of SPEC.md §4.7, no more and no fewer', () => {
    expect(Object.keys(kinds).sort()).toEqual(
      [
        'ACCOUNT_DELETED',
        'HAS_SUBSCRIPTION',
        'PASSWORD_RESET',
        'PASSWORD_VALIDATION',
        'PASSWORD_VALIDATION_DELETE_ACCOUNT',
        'SIMPLE_LIGHTBOX',
        'RECONNECT',
        'PROFILAGE_ERROR',
        'RECONNECT_HARMONIZED',
      ].sort(),
    );
  });
});
