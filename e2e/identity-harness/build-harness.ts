/**
 * Builds the identity harness page (and the MSAL.js page, msal.html) with Vite into
 * e2e/identity-harness/dist, for the end-to-end and interop stacks to serve under
 * /__identity-harness/ on the portal origin (only with PORTAIL_TEST_HOOKS=1). Built again only when
 * its sources, the packages or the lock file changed: npm test starts eight stacks, up to three of
 * them at once (scripts/test.ts's lanes), and a build empties the folder that a running stack serves.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { sourceFingerprint } from '../../tools/build-apps.ts';
import { HARNESS_PATH } from './harness-api.ts';

export async function buildIdentityHarness(rootDir: string): Promise<string> {
  const root = join(rootDir, 'e2e/identity-harness');
  const outDir = join(rootDir, 'e2e/identity-harness/dist');
  const stamp = join(outDir, '.source-hash');
  const fingerprint = sourceFingerprint(rootDir, ['e2e/identity-harness', 'packages'], ['package-lock.json']);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) return outDir;
  await build({
    root,
    base: HARNESS_PATH,
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: {
        input: {
          index: join(root, 'index.html'),
          renouvellement: join(root, 'renouvellement.html'),
          // the MSAL.js page and its redirect bridge (interop/msal-b2c.interop.ts)
          msal: join(root, 'msal.html'),
          'msal-callback': join(root, 'msal-callback.html'),
        },
      },
    },
  });
  writeFileSync(stamp, fingerprint);
  return outDir;
}
