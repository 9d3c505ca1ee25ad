import { describe, expect, it } from 'vitest';
import { demoRcIds } from '../../members/index.ts';
import { createTestApi } from '../testing/api-test-harness.ts';
import { perFile } from '../../testing/per-test.ts';

const api = perFile(
  () => createTestApi(),
  (started) => started.close(),
);

const changed =
  'Votre profil a été modifié ailleurs entre-temps (dans un autre onglet ou appareil). Vos changements ' +
  'n’ont pas été enregistrés : rechargez la page pour voir la version à jour, puis recommencez.';

async function read(member = 'incomplet') {
  const response = await api.app.inject({ url: '/id/v3/accounts/me', headers: await api.bearer(member) });
  return { etag: String(response.headers['etag']), profile: response.json() };
}

async function save(body: object, ifMatch?: string, member = 'incomplet') {
  return api.app.inject({
    method: 'PATCH',
    url: '/id/v3/accounts/me',
    headers: { ...(await api.bearer(member)), ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
    payload: body,
  });
}

describe('profile versions (ETag / If-Match)', { timeout: 60_000 }, () => {
  it('of two saves made from the same version at once, keeps the first and tells the second (412, in French)', async () => {
    const { etag } = await read();
    const [first, second] = await Promise.all([
      save({ firstName: 'Aurélie' }, etag),
      save({ postalCode: 'H2X 1Y4' }, etag),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 412]);
    const refused = first.statusCode === 412 ? first : second;
    expect(refused.json().errors[0]).toEqual({ code: 21, message: changed });
    // The acknowledged save is intact; the refused one changed nothing.
    const stored = api.members.findByRcId(demoRcIds.incomplet);
    if (first.statusCode === 200) {
      expect(stored?.firstName).toBe('Aurélie');
      expect(stored?.postalCode).toBeNull();
    } else {
      expect(stored?.postalCode).toBe('H2X 1Y4');
      expect(stored?.firstName).not.toBe('Aurélie');
    }
  });

  it('answers the new version with each save, which the next save uses', async () => {
    const { etag } = await read('complet');
    const saved = await save({ lastName: 'Gagnon' }, etag, 'complet');
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['etag']).not.toBe(etag);
    expect((await save({ lastName: 'Roy' }, etag, 'complet')).statusCode).toBe(412);
    expect((await save({ lastName: 'Roy' }, String(saved.headers['etag']), 'complet')).statusCode).toBe(200);
    expect(api.members.findByRcId(demoRcIds.complet)?.lastName).toBe('Roy');
  });

  it('keeps the version across a change of regions, so that a form open meanwhile still saves', async () => {
    const { etag } = await read('abonne');
    expect((await save({ productsRegions: { info: 3 } }, undefined, 'abonne')).statusCode).toBe(200);
    expect((await read('abonne')).etag).toBe(etag);
  });

  it('accepts a save without If-Match (callers that do not track versions) and If-Match: *', async () => {
    expect((await save({ firstName: 'Zoé' }, undefined, 'nonverifie')).statusCode).toBe(200);
    expect((await save({ firstName: 'Zoë' }, '*', 'nonverifie')).statusCode).toBe(200);
  });

  it('lets the apps read the version across origins', async () => {
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/id/v3/accounts/me',
      headers: {
        origin: api.config.accountOrigin,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type,if-match',
      },
    });
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('if-match');
    const response = await api.app.inject({
      url: '/id/v3/accounts/me',
      headers: { ...(await api.bearer('complet')), origin: api.config.accountOrigin },
    });
    expect(String(response.headers['access-control-expose-headers'])).toContain('etag');
  });
});
