import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configForPorts, type PortailConfig } from '@portail/contracts';
import { localDeploymentConfigFor } from '@portail/contracts/local-defaults';
import { writeAppBuildFixture } from './app-build-fixture.ts';
import { createAppServer } from './app-server.ts';
import { nginxMainConfig } from './nginx-config.ts';
import { findNginx, startNginx, type RunningNginx } from './nginx-process.ts';
import { stampDeployment } from './stamp-deployment.ts';

const nginx = findNginx();

/** Two ports free right now (the kernel's choice). */
async function freePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    ports.push((server.address() as { port: number }).port);
    await new Promise((resolve) => server.close(resolve));
  }
  return ports;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return entry.endsWith('.html') ? [path] : [];
  });
}

let distDir: string;
let outDir: string;
let config: PortailConfig;

beforeAll(async () => {
  distDir = writeAppBuildFixture();
  outDir = mkdtempSync(join(tmpdir(), 'portail-stamp-'));
  const [portal = 0, account = 0] = await freePorts(2);
  config = configForPorts({ portal, account, idp: 18992, api: 18993 });
  const deployment = localDeploymentConfigFor(config);
  stampDeployment({ deployment, dists: { portal: distDir, account: distDir }, outDir });
});

afterAll(() => {
  rmSync(distDir, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
});

describe('npm run stamp', () => {
  it('stamps the configuration into every HTML page of both apps, no build-time origin left', () => {
    const pages = htmlFiles(join(outDir, 'portal')).concat(htmlFiles(join(outDir, 'account')));
    expect(pages.length).toBe(6);
    for (const page of pages) {
      const html = readFileSync(page, 'utf8');
      expect(html, page).not.toContain('.invalid');
      if (page.includes('/callback/')) continue;
      expect(html, page).toContain('<meta name="portail-config"');
      expect(html, page).toContain(JSON.stringify(config.apiOrigin).replace(/"/g, '&quot;'));
    }
    expect(readFileSync(join(outDir, 'account/prerendered/infolettres.html'), 'utf8')).toContain(
      `href="${config.accountOrigin}/"`,
    );
  });

  it('writes each stamped page’s .br and .gz anew, not the build’s', () => {
    const page = join(outDir, 'account/prerendered/infolettres.html');
    const html = readFileSync(page);
    expect(brotliDecompressSync(readFileSync(`${page}.br`))).toEqual(html);
    expect(gunzipSync(readFileSync(`${page}.gz`))).toEqual(html);
  });

  it('copies the build’s other files and leaves out its bookkeeping', () => {
    expect(readFileSync(join(outDir, 'portal/assets/index-abc.js.br')).length).toBeGreaterThan(0);
    expect(() => statSync(join(outDir, 'portal/.source-hash'))).toThrow();
  });

  it.skipIf(!nginx)('writes an nginx configuration that nginx -t accepts', () => {
    const prefix = join(outDir, 'run-test');
    mkdirSync(join(prefix, 'tmp'), { recursive: true });
    const main = join(prefix, 'nginx.conf');
    writeFileSync(main, nginxMainConfig({ prefix, site: join(outDir, 'nginx/portail.conf') }));
    const result = spawnSync(nginx as string, ['-t', '-p', prefix, '-c', main, '-e', 'stderr'], {
      encoding: 'utf8',
    });
    expect(result.stderr).toContain('test is successful');
    expect(result.status).toBe(0);
  });
});

describe.skipIf(!nginx)('nginx serving the stamped files answers as the Node app server does', () => {
  let running: RunningNginx;
  let node: ReturnType<typeof createAppServer>;

  beforeAll(async () => {
    running = await startNginx({
      site: join(outDir, 'nginx/portail.conf'),
      prefix: join(outDir, 'run'),
      ports: [{ port: Number(new URL(config.accountOrigin).port), role: 'Mon compte' }],
    });
    node = createAppServer({ distDir, config, name: 'account' });
    await node.ready();
  });

  afterAll(async () => {
    await running?.close();
    await node?.close();
  });

  const compared = [
    'status',
    'content-security-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
    'referrer-policy',
    'x-content-type-options',
    'permissions-policy',
    'cache-control',
    'content-encoding',
    'allow',
    'service-worker-allowed',
  ];

  it.each([
    ['a page', 'GET', '/profil', 'br, gzip'],
    ['a pre-rendered page, trailing slash', 'GET', '/infolettres/', 'gzip'],
    ['the logout page', 'GET', '/callback/deconnexion?iss=x', ''],
    ['a renewal page', 'GET', '/callback/renouvellement.html', ''],
    ['a hashed asset in Brotli', 'GET', '/assets/index-abc.js', 'gzip, br'],
    ['a hashed asset, Brotli refused', 'GET', '/assets/index-abc.js', 'br;q=0, gzip'],
    ['the service worker', 'GET', '/sw.js', ''],
    ['a missing file', 'GET', '/assets/introuvable.js', ''],
    ['the unstamped shell', 'GET', '/index.html', ''],
    ['a wrong method', 'PUT', '/profil', ''],
    ['HEAD on a page', 'HEAD', '/', 'br'],
  ])('on %s', async (_what, method, url, acceptEncoding) => {
    // fetch asks for gzip unless told: the same Accept-Encoding for both.
    const headers = { 'accept-encoding': acceptEncoding || 'identity' };
    const fromNginx = await fetch(`${config.accountOrigin}${url}`, { method, headers, redirect: 'manual' });
    const fromNode = await node.inject({
      method: method as 'GET',
      url,
      headers: { ...headers, host: new URL(config.accountOrigin).host },
    });
    const pick = (get: (name: string) => string | undefined) =>
      Object.fromEntries(compared.map((name) => [name, get(name)]));
    const nginxAnswer = pick((name) =>
      name === 'status' ? String(fromNginx.status) : (fromNginx.headers.get(name) ?? undefined),
    );
    const nodeAnswer = pick((name) => {
      const value = name === 'status' ? fromNode.statusCode : fromNode.headers[name];
      return value === undefined ? undefined : String(value);
    });
    expect(nginxAnswer).toEqual(nodeAnswer);
    // Both give the representation a validator; nginx's is mtime-size, Node's a hash of the bytes.
    if (fromNode.statusCode === 200) expect(fromNginx.headers.get('etag')).toBeTruthy();
    if (method !== 'HEAD' && fromNode.statusCode !== 200) expect(await fromNginx.text()).toBe(fromNode.body);
  });
});
