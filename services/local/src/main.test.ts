import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { migrations } from './migrations.ts';
import { freePort } from './testing/free-ports.ts';

const main = new URL('./main.ts', import.meta.url).pathname;
const reset = new URL('./reset.ts', import.meta.url).pathname;
let dataDir: string;
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function run(script: string, env: Record<string, string>) {
  return spawn(process.execPath, ['--disable-warning=ExperimentalWarning', script], {
    env: { ...process.env, ...env, PORTAIL_TEST_HOOKS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('npm run services and npm run services:reset', { timeout: 120_000 }, () => {
  it('serves the identity provider and the member APIs until told to stop, then exits 0', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portail-main-'));
    const [idp, api] = [await freePort(), await freePort()];
    const child = run(main, {
      PORTAIL_DATA_DIR: dataDir,
      PORTAIL_IDP_PORT: String(idp),
      PORTAIL_API_PORT: String(api),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await expect.poll(() => output, { timeout: 90_000, interval: 200 }).toContain('Services locaux prêts');
    for (const port of [idp, api]) {
      const response = await fetch(`http://localhost:${port}/health`);
      expect(response.status).toBe(200);
    }
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('restores the demo members and removes what the services stored', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portail-reset-'));
    const db = openDatabase(dataDir, migrations);
    db.exec(
      "INSERT INTO api_telemetry (received_at, app, kind, payload) VALUES ('2026-01-01T00:00:00Z', 'news', 'message', '[]')",
    );
    db.close();
    mkdirSync(join(dataDir, 'avatars'));
    writeFileSync(join(dataDir, 'avatars', 'photo.png'), 'x');
    const child = run(reset, { PORTAIL_DATA_DIR: dataDir });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', (exit) => resolve(exit)));
    expect(code).toBe(0);
    expect(output).toContain('Données réinitialisées');
    const after = openDatabase(dataDir, migrations);
    expect(after.prepare('SELECT COUNT(*) AS n FROM api_telemetry').get()?.n).toBe(0);
    expect(
      after.prepare("SELECT COUNT(*) AS n FROM members WHERE email = 'complet@exemple.ca'").get()?.n,
    ).toBe(1);
    after.close();
    expect(existsSync(join(dataDir, 'avatars'))).toBe(false);
  });
});
