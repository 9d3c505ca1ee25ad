import { connect } from 'node:net';

/** Whether nothing accepts a connection on this loopback port now. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/**
 * Waits until nothing listens on `port` any more, for `timeoutMs` at most; says whether it is free.
 * selenium-webdriver's DriverService.kill() sends SIGTERM and returns at once: a WebKitWebDriver
 * started at once on the same port (npm test's retry in a new browser) found the old one still
 * there and exited with « Server terminated early with status 1 ».
 */
export async function waitForPortFree(port: number, timeoutMs: number): Promise<boolean> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    if (await portIsFree(port)) return true;
    if (performance.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
