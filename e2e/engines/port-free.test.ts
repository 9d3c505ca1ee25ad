import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { portIsFree, waitForPortFree } from './port-free.ts';

const listening = (): Promise<{ server: Server; port: number }> =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe('a port left by a driver that was told to stop', () => {
  it('is busy while a server listens on it, and free once it has closed', async () => {
    const { server, port } = await listening();
    servers.push(server);
    expect(await portIsFree(port)).toBe(false);
    await new Promise((resolve) => server.close(resolve));
    expect(await portIsFree(port)).toBe(true);
  });

  it('is waited for until the server that held it has gone', async () => {
    const { server, port } = await listening();
    setTimeout(() => server.close(), 300);
    const begun = performance.now();
    expect(await waitForPortFree(port, 10_000)).toBe(true);
    expect(performance.now() - begun).toBeGreaterThanOrEqual(250);
  });

  it('says it is still busy when the server stays past the wait', async () => {
    const { server, port } = await listening();
    servers.push(server);
    expect(await waitForPortFree(port, 300)).toBe(false);
  });
});
