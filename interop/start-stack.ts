// The interop suite's stack: the apps' builds (rebuilt if stale), a throw-away data directory, its
// own ports, the default token lifetimes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from '@portail/local-services';
import { buildStaleApps } from '../scripts/build-apps.ts';
import { interopPorts } from './ports.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const rootDir = fileURLToPath(new URL('..', import.meta.url));
  const dataDir = mkdtempSync(join(tmpdir(), 'portail-interop-'));
  await buildStaleApps(rootDir);
  const stack = await startStack({ ports: interopPorts, dataDir, rootDir });
  return async () => {
    await stack.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
