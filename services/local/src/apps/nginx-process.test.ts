import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PortBusyError } from '../listen.ts';
import { NginxMissingError, appServerFromEnv, findNginx, startNginx } from './nginx-process.ts';

describe('PORTAIL_APP_SERVER', () => {
  it('is the Node app server unless it says nginx, and refuses anything else', () => {
    expect(appServerFromEnv(undefined)).toBe('node');
    expect(appServerFromEnv('')).toBe('node');
    expect(appServerFromEnv('node')).toBe('node');
    expect(appServerFromEnv('nginx')).toBe('nginx');
    expect(() => appServerFromEnv('apache')).toThrow(
      'PORTAIL_APP_SERVER=apache: "node" or "nginx" expected.',
    );
  });
});

describe('finding nginx', () => {
  it('finds nothing where it is not installed', () => {
    expect(findNginx('/nonexistent', [])).toBeUndefined();
  });

  it('says in one line how to install it', () => {
    const { message } = new NginxMissingError();
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain('apt-get install nginx-light');
  });
});

const nginx = findNginx();
let dir: string | undefined;
let blocker: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (blocker ? blocker.close(resolve) : resolve(undefined)));
  blocker = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe.skipIf(!nginx)('nginx as a child process', () => {
  async function listeningServer(): Promise<{ server: Server; port: number }> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, port: (server.address() as { port: number }).port };
  }

  it('serves until closed, then frees its port', async () => {
    dir = mkdtempSync(join(tmpdir(), 'portail-nginx-'));
    const { server, port } = await listeningServer();
    await new Promise((resolve) => server.close(resolve));
    const site = join(dir, 'site.conf');
    writeFileSync(site, `server { listen 127.0.0.1:${port}; return 200 "ok"; }\n`);
    const running = await startNginx({ site, prefix: join(dir, 'run'), ports: [{ port, role: 'portal' }] });
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
    await running.close();
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it('names the busy port and its role when another process holds it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'portail-nginx-'));
    const { server, port } = await listeningServer();
    blocker = server;
    const site = join(dir, 'site.conf');
    writeFileSync(site, `server { listen 127.0.0.1:${port}; return 200 "ok"; }\n`);
    const started = startNginx({ site, prefix: join(dir, 'run'), ports: [{ port, role: 'Mon compte' }] });
    await expect(started).rejects.toBeInstanceOf(PortBusyError);
    await expect(started).rejects.toThrow(`Le port ${port} (Mon compte) est déjà utilisé`);
  }, 20_000);
});
