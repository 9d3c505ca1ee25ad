// The interop suite's stack: the apps' builds (rebuilt if stale), the identity harness's test pages
// (the MSAL.js page among them), a throw-away data directory, its own ports, the default token
// lifetimes, served over https with a local authority of its own (MSAL.js refuses an http
// authority). The suite's Node clients trust that authority through NODE_EXTRA_CA_CERTS (set here,
// before vitest starts the test processes); its Chromium through the authority's key
// (PORTAIL_INTEROP_CA_SPKI, for --ignore-certificate-errors-spki-list).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appServerFromEnv, ensureLocalTls, startStack } from '@portail/local-services';
import { buildIdentityHarness } from '../e2e/identity-harness/build-harness.ts';
import { buildStaleApps } from '../tools/build-apps.ts';
import { interopPorts } from './ports.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const rootDir = fileURLToPath(new URL('..', import.meta.url));
  const dataDir = mkdtempSync(join(tmpdir(), 'portail-interop-'));
  const tls = ensureLocalTls({ dataDir });
  process.env.NODE_EXTRA_CA_CERTS = tls.caPath;
  process.env.PORTAIL_INTEROP_CA_SPKI = tls.caSpkiSha256;
  // The test pages (identity harness, MSAL.js page) are served only with the test hooks on.
  process.env.PORTAIL_TEST_HOOKS = '1';
  await buildStaleApps(rootDir);
  const identityHarnessDir = await buildIdentityHarness(rootDir);
  // PORTAIL_INTEROP_APP_SERVER=nginx: the apps served by nginx from their stamped files (scripts/test.ts
  // runs the HTTP-semantics tests so).
  const appServer = appServerFromEnv(process.env.PORTAIL_INTEROP_APP_SERVER);
  const stack = await startStack({
    ports: interopPorts,
    dataDir,
    rootDir,
    identityHarnessDir,
    tls,
    appServer,
  });
  return async () => {
    await stack.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
