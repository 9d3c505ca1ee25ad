// npm run dev: the local services plus a Vite dev server (hot reload) for each app, on the same
// four origins as npm start. Ctrl-C stops everything.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { defaultPorts } from '@portail/contracts';
import {
  PortBusyError,
  exitAfterStopOnSignals,
  exitOnStartSettingError,
  startStack,
} from '@portail/local-services';
import { startBanner } from './banner.ts';
import { portsFromEnv } from '../tools/ports.ts';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = resolve(rootDir, process.env.PORTAIL_DATA_DIR ?? '.data');

try {
  const ports = portsFromEnv(process.env, defaultPorts);
  const stack = await startStack({ ports, dataDir, rootDir, serveApps: false });
  const servers: ViteDevServer[] = [];
  for (const [app, port] of [
    ['portal', ports.portal],
    ['account', ports.account],
  ] as const) {
    const root = join(rootDir, 'apps', app);
    const server = await createServer({
      root,
      configFile: join(root, 'vite.config.ts'),
      server: { port, strictPort: true, host: 'localhost' },
    });
    try {
      await server.listen();
    } catch (error) {
      await Promise.all([stack.close(), ...servers.map((s) => s.close())]);
      throw new PortBusyError(port, app === 'portal' ? 'portal' : 'Mon compte', { cause: error });
    }
    servers.push(server);
  }
  console.log(startBanner(stack.config, dataDir, undefined, stack));
  exitAfterStopOnSignals(async () => {
    await Promise.all([stack.close(), ...servers.map((server) => server.close())]);
  });
} catch (error) {
  exitOnStartSettingError(error);
}
