// npm run services — the identity provider and the member APIs alone (the apps run elsewhere, e.g.
// Vite dev servers), on the PORTAIL_*_PORT ports; Ctrl-C stops them.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultPorts } from '@portail/contracts';
import { portsFromEnv } from '../../../tools/ports.ts';
import { startStack } from './stack.ts';
import { exitOnStartSettingError } from './start-errors.ts';
import { sitesFromEnv } from './sites/sites-setting.ts';
import { exitAfterStopOnSignals } from './stop-on-signals.ts';
import { httpsFromEnv } from './tls/https-setting.ts';
import { ensureLocalTls } from './tls/local-tls.ts';

const rootDir = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = resolve(rootDir, process.env['PORTAIL_DATA_DIR'] ?? '.data');

try {
  const ports = portsFromEnv(process.env, defaultPorts);
  const sites = sitesFromEnv(process.env);
  const tls = sites || httpsFromEnv(process.env) ? ensureLocalTls({ dataDir }) : undefined;
  const stack = await startStack({
    ports,
    dataDir,
    rootDir,
    serveApps: false,
    sites,
    ...(tls ? { tls } : {}),
  });
  console.log(
    [
      '',
      'Services locaux prêts / Local services ready',
      `  Fournisseur d'identité     ${stack.config.idpOrigin}`,
      `  API des membres            ${stack.config.apiOrigin}`,
      `  (applications attendues sur ${stack.config.portalOrigin} et ${stack.config.accountOrigin})`,
      `Données : ${dataDir}`,
      'Ctrl-C pour arrêter / to stop.',
      '',
    ].join('\n'),
  );
  exitAfterStopOnSignals(() => stack.close());
} catch (error) {
  exitOnStartSettingError(error);
}
