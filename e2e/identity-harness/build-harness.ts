/**
 * Builds the identity harness page with Vite into e2e/identity-harness/dist, for the end-to-end
 * stack to serve under /__identity-harness/ on the portal origin (only with PORTAIL_TEST_HOOKS=1).
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
        input: { index: join(root, 'index.html'), renouvellement: join(root, 'renouvellement.html') },
      },
    },
  });
  return outDir;
}
