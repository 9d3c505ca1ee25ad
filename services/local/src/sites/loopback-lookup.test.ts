import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { installLoopbackLookup, isLocalhostName, loopbackLookup } from './loopback-lookup.ts';

describe('the loopback lookup of *.localhost', () => {
  it('answers the loopback for a localhost subdomain and leaves other names to the system', async () => {
    expect(isLocalhostName('connexion.localhost')).toBe(true);
    expect(isLocalhostName('localhost.example')).toBe(false);
    const address = await new Promise((resolve, reject) =>
      loopbackLookup('connexion.localhost', {}, (error, value) => (error ? reject(error) : resolve(value))),
    );
    expect(address).toBe('127.0.0.1');
    const all = await new Promise((resolve, reject) =>
      loopbackLookup('api.localhost', { all: true }, (error, value) =>
        error ? reject(error) : resolve(value),
      ),
    );
    expect(all).toEqual([{ address: '127.0.0.1', family: 4 }]);
  });

  it('lets fetch reach a server on this machine by a *.localhost name', async () => {
    const server = createServer((_request, response) => response.end(_request.headers.host));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      installLoopbackLookup();
      const answer = await fetch(`http://api.localhost:${port}/`);
      expect(await answer.text()).toBe(`api.localhost:${port}`);
    } finally {
      server.close();
    }
  });
});
