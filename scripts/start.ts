// npm start: build what is stale, then serve both apps and the local services; Ctrl-C stops all.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultPorts } from '@portail/contracts';
import {
  NginxMissingError,
  appServerFromEnv,
  ensureLocalTls,
  exitAfterStopOnSignals,
  exitOnStartSettingError,
  findNginx,
  httpsFromEnv,
  sitesFromEnv,
  idpShapeFromEnv,
  startStack,
} from '@portail/local-services';
import { startBanner } from './banner.ts';
import { buildStaleApps } from '../tools/build-apps.ts';
import { portsFromEnv } from '../tools/ports.ts';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = resolve(rootDir, process.env.PORTAIL_DATA_DIR ?? '.data');

try {
  const ports = portsFromEnv(process.env, defaultPorts);
  // PORTAIL_IDP_SHAPE: local (default), b2c or external-id; a bad value stops here, before the build.
  const shape = idpShapeFromEnv(process.env);
  // PORTAIL_APP_SERVER=nginx: the apps' files stamped with the config and served by nginx.
  const appServer = appServerFromEnv(process.env.PORTAIL_APP_SERVER);
  if (appServer === 'nginx' && !findNginx()) throw new NginxMissingError();
  // PORTAIL_HTTPS=1: the certificates are read (or made) before the build, so a bad one stops at once.
  // PORTAIL_SITES=1: four sites, which implies https.
  const sites = sitesFromEnv(process.env);
  const tls = sites || httpsFromEnv(process.env) ? ensureLocalTls({ dataDir }) : undefined;
  await buildStaleApps(rootDir);
  const stack = await startStack({
    ports,
    dataDir,
    rootDir,
    appServer,
    sites,
    shape,
    ...(tls ? { tls } : {}),
  });
  if (appServer === 'nginx') console.log(`Apps servies par nginx / apps served by nginx: ${dataDir}/stamped`);
  console.log(startBanner(stack.config, dataDir, tls?.caPath, stack));
  exitAfterStopOnSignals(async () => {
    console.log('\nArrêt… / Stopping…');
    await stack.close();
  });
} catch (error) {
  exitOnStartSettingError(error);
}
