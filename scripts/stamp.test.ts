import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localDeploymentConfig } from '@portail/contracts/local-defaults';

const stamp = new URL('./stamp.ts', import.meta.url).pathname;
let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', stamp, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm run stamp', () => {
  it('refuses a configuration missing a key with one line naming it, before building or writing anything', () => {
    dir = mkdtempSync(join(tmpdir(), 'portail-stamp-cli-'));
    const config = localDeploymentConfig({ ports: { portal: 8080, account: 8081, idp: 8082, api: 8083 } });
    const { issuer: _issuer, ...identity } = config.identity;
    const file = join(dir, 'deployment.json');
    writeFileSync(file, JSON.stringify({ ...config, identity }));
    const out = join(dir, 'out');
    const result = run(['--config', file, '--out', out]);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([
      `${file}: deployment config: identity.issuer is missing`,
    ]);
    expect(existsSync(out)).toBe(false);
  });

  it('asks for a certificate when an app origin is https and none is given or made', () => {
    dir = mkdtempSync(join(tmpdir(), 'portail-stamp-cli-'));
    const config = localDeploymentConfig({
      ports: { portal: 8080, account: 8081, idp: 8082, api: 8083 },
      scheme: 'https',
    });
    const file = join(dir, 'deployment.json');
    writeFileSync(file, JSON.stringify(config));
    const result = run(['--config', file, '--out', join(dir, 'out')], { PORTAIL_DATA_DIR: dir });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('an https origin needs --cert and --key');
  });

  it('says how to call it when --config or --out is missing', () => {
    dir = mkdtempSync(join(tmpdir(), 'portail-stamp-cli-'));
    const result = run(['--out', dir]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('npm run stamp -- --config FILE --out DIR');
  });
});
