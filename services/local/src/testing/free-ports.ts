import { createServer } from 'node:net';

/** A port of `localhost` free right now (the kernel's choice), for a test's own server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Four free ports for a test's own stack (stack.ts). */
export async function freeStackPorts(): Promise<{
  portal: number;
  account: number;
  idp: number;
  api: number;
}> {
  return {
    portal: await freePort(),
    account: await freePort(),
    idp: await freePort(),
    api: await freePort(),
  };
}
