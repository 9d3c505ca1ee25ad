import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from './bearer.ts';
import { IdpUnavailableError, UnauthorizedError } from './errors.ts';
import { startTestIdp, type TestIdp } from './testing/test-idp.ts';

let idp: TestIdp;
beforeAll(async () => {
  idp = await startTestIdp();
});
afterAll(async () => {
  await idp.close();
});

const RCID = '5f0c2a4e-1b7d-4c39-9a61-0d3e8b2f7a01';

describe('createTokenVerifier', () => {
  it('accepts an RS256 token of the provider for the member API with the scope, and names the member by rcid', async () => {
    const verifier = createTokenVerifier({ idpOrigin: idp.origin });
    const token = await idp.mint({ rcid: RCID });
    const member = await verifier.verify(token, 'account.info');
    expect(member.rcid).toBe(RCID);
    expect(member.scopes.has('norah.write')).toBe(true);
  });

  it.each([
    ['expired', { expiresIn: -3600 }],
    ['not yet valid', { notBefore: 3600 }],
    ['for another audience', { audience: 'portail-web' }],
    ['from another issuer', { issuer: 'http://ailleurs.example/portailb2c/v2.0/' }],
    ['signed by an unknown key', { foreignKey: true }],
    ['without the scope', { scopes: ['account.modify'] }],
  ])('refuses a token %s with a 401 error', async (_case, options) => {
    const verifier = createTokenVerifier({ idpOrigin: idp.origin });
    const token = await idp.mint({ rcid: RCID }, options);
    await expect(verifier.verify(token, 'account.info')).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('refuses a token without rcid and a token that is not a JWT', async () => {
    const verifier = createTokenVerifier({ idpOrigin: idp.origin });
    await expect(verifier.verify(await idp.mint({}), 'account.info')).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    await expect(verifier.verify('abc.def.ghi', 'account.info')).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('tolerates the provider starting after the API: 503 while unreachable, then verifies once it answers', async () => {
    let up = false;
    const verifier = createTokenVerifier({
      idpOrigin: idp.origin,
      fetch: (input, init) => (up ? fetch(input, init) : Promise.reject(new TypeError('fetch failed'))),
    });
    const token = await idp.mint({ rcid: RCID });
    await expect(verifier.verify(token, 'account.info')).rejects.toBeInstanceOf(IdpUnavailableError);
    up = true;
    expect((await verifier.verify(token, 'account.info')).rcid).toBe(RCID);
  });

  it('reads the discovery document once for many tokens', async () => {
    const verifier = createTokenVerifier({ idpOrigin: idp.origin });
    const before = idp.discoveryHits();
    for (let i = 0; i < 3; i += 1) await verifier.verify(await idp.mint({ rcid: RCID }), 'account.info');
    expect(idp.discoveryHits() - before).toBe(1);
  });
});
