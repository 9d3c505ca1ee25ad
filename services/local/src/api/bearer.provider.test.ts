import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '@portail/contracts';
import { createTestBrowser, pkceCodeFor, redeemCode, startTestIdp, type TestIdp } from '../idp/testing.ts';
import { createTokenVerifier } from './bearer.ts';
import { UnauthorizedError } from './errors.ts';

// A whole sign-in over HTTP: room for a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let idp: TestIdp;
let tokens: Record<string, string | number>;
beforeAll(async () => {
  idp = await startTestIdp();
  const code = await pkceCodeFor(idp, createTestBrowser(idp.idpOrigin), {
    email: 'complet@exemple.ca',
    password: DEMO_PASSWORD,
  });
  tokens = (await redeemCode(idp, code)).body;
});
afterAll(async () => {
  await idp.close();
});

describe('the member APIs’ bearer check with the local provider’s own tokens', () => {
  it('accepts its access token, typed JWT as B2C types it', async () => {
    const accessToken = String(tokens.access_token);
    expect(decodeProtectedHeader(accessToken).typ).toBe('JWT');
    const member = await createTokenVerifier({ idpOrigin: idp.idpOrigin }).verify(
      accessToken,
      'account.info',
    );
    expect(member.rcid).toBe(idp.members.findByEmail('complet@exemple.ca')?.rcId);
  });

  it('refuses its ID token used as an access token: no at+jwt type tells them apart, aud and scp do', async () => {
    const idToken = String(tokens.id_token);
    expect(decodeProtectedHeader(idToken).typ).not.toBe('at+jwt');
    await expect(
      createTokenVerifier({ idpOrigin: idp.idpOrigin }).verify(idToken, 'account.info'),
    ).rejects.toBeInstanceOf(UnauthorizedError);
  });
});
