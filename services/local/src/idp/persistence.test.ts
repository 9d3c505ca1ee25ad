import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@portail/contracts';
import { policies } from '@portail/contracts/local-defaults';
import { openDatabase } from '../database.ts';
import { migrations } from '../migrations.ts';
import { resetIdentityData } from './reset-identity-data.ts';
import {
  authorizeUrl,
  callbackParams,
  createTestBrowser,
  signInThroughForm,
  startTestIdp,
  type TestIdp,
} from './testing.ts';

const dirs: string[] = [];
const running: TestIdp[] = [];
afterEach(async () => {
  for (const idp of running.splice(0)) await idp.close({ keepData: true });
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function start(dataDir: string, port?: number) {
  const idp = await startTestIdp({ dataDir, port });
  running.push(idp);
  return idp;
}

describe('persistence', () => {
  it('keeps members, the SSO session and refresh tokens across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portail-idp-restart-'));
    dirs.push(dataDir);
    const first = await start(dataDir);
    await first.members.create({
      email: 'nouveau@exemple.ca',
      password: 'Bonjour-nouveau',
      firstName: 'Léa',
      lastName: 'Roy',
    });
    const browser = createTestBrowser(first.idpOrigin);
    await signInThroughForm(browser, authorizeUrl(first, policies.login), {
      email: 'complet@exemple.ca',
      password: DEMO_PASSWORD,
    });
    const port = first.port;
    await first.close({ keepData: true });
    running.splice(running.indexOf(first), 1);

    const second = await start(dataDir, port);
    expect(second.members.findByEmail('nouveau@exemple.ca')?.firstName).toBe('Léa');
    const silent = await browser.navigate(authorizeUrl(second, policies.login, { prompt: 'none' }));
    expect(silent.kind).toBe('redirect-out');
    if (silent.kind === 'redirect-out') expect(callbackParams(silent.url).get('id_token')).toBeTruthy();
  });

  it('restores the seeds on reset and ends every session', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portail-idp-reset-'));
    dirs.push(dataDir);
    const idp = await start(dataDir);
    const browser = createTestBrowser(idp.idpOrigin);
    await signInThroughForm(browser, authorizeUrl(idp, policies.login), {
      email: 'complet@exemple.ca',
      password: DEMO_PASSWORD,
    });
    const complet = idp.members.findByEmail('complet@exemple.ca');
    idp.members.update(complet?.rcId ?? '', { firstName: 'Modifiée' });
    await idp.members.create({
      email: 'temporaire@exemple.ca',
      password: 'Bonjour-temp',
      firstName: 'Tim',
      lastName: 'Roy',
    });
    idp.outbox.send({ to: 'x@exemple.ca', subject: 'Essai', text: 'Essai', link: null, kind: 'other' });

    const db = openDatabase(dataDir, migrations);
    await resetIdentityData(db);
    db.close();

    expect(idp.members.findByEmail('complet@exemple.ca')?.firstName).toBe('Geneviève');
    expect(idp.members.findByEmail('temporaire@exemple.ca')).toBeNull();
    expect(idp.outbox.list()).toEqual([]);
    const silent = await browser.navigate(authorizeUrl(idp, policies.login, { prompt: 'none' }));
    if (silent.kind === 'redirect-out')
      expect(callbackParams(silent.url).get('error')).toBe('interaction_required');
    else throw new Error('expected a redirect');
  });
});
