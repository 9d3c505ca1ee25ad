import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureLocalTls } from '@portail/local-services';

const start = new URL('./start.ts', import.meta.url).pathname;
let dataDir: string;
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm start with PORTAIL_HTTPS=1', () => {
  it('stops before building, with one line naming an unreadable key and how to make a new one', () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portail-start-tls-'));
    ensureLocalTls({ dataDir });
    const key = join(dataDir, 'tls', 'serveur.key');
    writeFileSync(key, '-----BEGIN PRIVATE KEY-----\nabîmée\n-----END PRIVATE KEY-----\n');
    const run = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', start], {
      env: { ...process.env, PORTAIL_HTTPS: '1', PORTAIL_DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${key.replaceAll('/', '\\/')} : clé privée illisible; supprimez `));
    expect(lines[0]).toContain(`delete ${join(dataDir, 'tls')} and start again`);
  });
});

describe('npm start with PORTAIL_IDP_SHAPE', () => {
  it('stops before building, with one line naming a value that is not a shape', () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portail-start-shape-'));
    const run = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', start], {
      env: { ...process.env, PORTAIL_IDP_SHAPE: 'ciam', PORTAIL_DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([
      'PORTAIL_IDP_SHAPE="ciam" is not a shape of the identity provider: use local, b2c or external-id',
    ]);
  });
});
