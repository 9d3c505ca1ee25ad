// The stack that Playwright starts for the end-to-end tests: fresh builds if stale, a throw-away
// data directory, its own ports, and the test hooks (fault injection, key rotation) switched on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  appServerFromEnv,
  exitAfterStopOnSignals,
  exitOnStartSettingError,
  parseIdpShape,
  startStack,
} from '@portail/local-services';
import { buildStaleApps } from '../tools/build-apps.ts';
import { buildIdentityHarness } from './identity-harness/build-harness.ts';
import { e2eSites, e2eSitesTls } from './sites.ts';
import { testPorts } from './test-ports.ts';
import { e2eTls } from './test-tls.ts';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'portail-e2e-'));
process.env.PORTAIL_TEST_HOOKS = '1';

try {
  // PORTAIL_E2E_IDP_SHAPE: the provider's shape for this run (local by default; scripts/test.ts runs the
  // core journeys again in b2c and external-id).
  const shape = parseIdpShape(process.env.PORTAIL_E2E_IDP_SHAPE, 'PORTAIL_E2E_IDP_SHAPE');
  await buildStaleApps(rootDir);
  const identityHarnessDir = await buildIdentityHarness(rootDir);
  const tls = e2eSites ? e2eSitesTls() : e2eTls();
  // PORTAIL_E2E_APP_SERVER=nginx: the apps served by nginx from their stamped files (scripts/test.ts
  // runs the security-header and core-journey specs so).
  const appServer = appServerFromEnv(process.env.PORTAIL_E2E_APP_SERVER);
  const stack = await startStack({
    ports: testPorts,
    dataDir,
    rootDir,
    identityHarnessDir,
    appServer,
    shape,
    ...(tls ? { tls } : {}),
    ...(e2eSites ? { sites: true } : {}),
  });
  console.log(
    `End-to-end stack ready on ${stack.config.portalOrigin}, provider shape ${stack.shape} (data: ${dataDir})`,
  );
  exitAfterStopOnSignals(async () => {
    await stack.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
} catch (error) {
  rmSync(dataDir, { recursive: true, force: true });
  exitOnStartSettingError(error);
}
