/**
 * Builds the identity harness page (and the MSAL.js page, msal.html) with Vite into
 * e2e/identity-harness/dist, for the end-to-end and interop stacks to serve under
 * /__identity-harness/ on the portal origin (only with PORTAIL_TEST_HOOKS=1).
 */
import { join } from 'node:path';
import { build } from 'vite';
import { HARNESS_PATH } from './harness-api.ts';

export async function buildIdentityHarness(rootDir: string): Promise<string> {
  const root = join(rootDir, 'e2e/identity-harness');
  const outDir = join(rootDir, 'e2e/identity-harness/dist');
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
  return outDir;
}
