// The stack that Playwright starts for the end-to-end tests: fresh builds if stale, a throw-away
// data directory, its own ports, and the test hooks (fault injection, key rotation) switched on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PortBusyError, TokenLifetimeError, startStack } from '@portail/local-services';
import { buildStaleApps } from '../scripts/build-apps.ts';
import { buildIdentityHarness } from './identity-harness/build-harness.ts';
import { e2eSites, e2eSitesTls } from './sites.ts';
import { testPorts } from './test-ports.ts';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'portail-e2e-'));
process.env.PORTAIL_TEST_HOOKS = '1';

try {
  await buildStaleApps(rootDir);
  const identityHarnessDir = await buildIdentityHarness(rootDir);
  const tls = e2eSites ? e2eSitesTls() : undefined;
  const stack = await startStack({
    ports: testPorts,
    dataDir,
    rootDir,
    identityHarnessDir,
    ...(tls ? { tls, sites: true } : {}),
  });
  console.log(`End-to-end stack ready on ${stack.config.portalOrigin} (data: ${dataDir})`);
  const stop = async () => {
    await stack.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  rmSync(dataDir, { recursive: true, force: true });
  if (error instanceof PortBusyError || error instanceof TokenLifetimeError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
