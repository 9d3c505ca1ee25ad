// The stack that Playwright starts for the end-to-end tests: fresh builds if stale, a throw-away
// data directory, its own ports, and the test hooks (fault injection, key rotation) switched on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  IdpShapeError,
  PortBusyError,
  TokenLifetimeError,
  parseIdpShape,
  startStack,
} from '@portail/local-services';
import { buildStaleApps } from '../scripts/build-apps.ts';
import { buildIdentityHarness } from './identity-harness/build-harness.ts';
import { testPorts } from './test-ports.ts';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'portail-e2e-'));
process.env.PORTAIL_TEST_HOOKS = '1';

try {
  // PORTAIL_E2E_IDP_SHAPE: the provider's shape for this run (local by default; scripts/test.ts runs the
  // core journeys again in b2c and external-id).
  const shape = parseIdpShape(process.env.PORTAIL_E2E_IDP_SHAPE, 'PORTAIL_E2E_IDP_SHAPE');
  await buildStaleApps(rootDir);
  const identityHarnessDir = await buildIdentityHarness(rootDir);
  const stack = await startStack({ ports: testPorts, dataDir, rootDir, identityHarnessDir, shape });
  console.log(
    `End-to-end stack ready on ${stack.config.portalOrigin}, provider shape ${stack.shape} (data: ${dataDir})`,
  );
  const stop = async () => {
    await stack.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  rmSync(dataDir, { recursive: true, force: true });
  if (
    error instanceof PortBusyError ||
    error instanceof TokenLifetimeError ||
    error instanceof IdpShapeError
  ) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
