// The two apps served by nginx (PORTAIL_APP_SERVER=nginx): their builds stamped with the stack's
// config into `{dataDir}/stamped`, then nginx started on that folder's generated configuration.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DeploymentConfig } from '@portail/contracts';
import type { TlsCredentials } from '../tls/tls-server.ts';
import { startNginx, type RunningNginx } from './nginx-process.ts';
import { stampDeployment } from './stamp-deployment.ts';

export interface NginxAppsOptions {
  deployment: DeploymentConfig;
  rootDir: string;
  dataDir: string;
  ports: { portal: number; account: number };
  tls?: TlsCredentials;
}

/** Writes the stack's key and certificate chain where nginx reads them (mode 0600). */
function writeTlsFiles(dir: string, tls: TlsCredentials): { certificate: string; key: string } {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const files = { certificate: join(dir, 'serveur-chaine.crt'), key: join(dir, 'serveur.key') };
  writeFileSync(files.certificate, tls.cert);
  writeFileSync(files.key, tls.key, { mode: 0o600 });
  chmodSync(files.key, 0o600);
  return files;
}

export async function serveAppsWithNginx({
  deployment,
  rootDir,
  dataDir,
  ports,
  tls,
}: NginxAppsOptions): Promise<RunningNginx> {
  const nginxDir = join(dataDir, 'nginx');
  const outDir = join(dataDir, 'stamped');
  stampDeployment({
    deployment,
    dists: { portal: join(rootDir, 'apps/portal/dist'), account: join(rootDir, 'apps/account/dist') },
    outDir,
    ...(tls ? { tls: writeTlsFiles(join(nginxDir, 'tls'), tls) } : {}),
  });
  return startNginx({
    site: join(outDir, 'nginx', 'portail.conf'),
    prefix: nginxDir,
    ports: [
      { port: ports.portal, role: 'portal' },
      { port: ports.account, role: 'Mon compte' },
    ],
  });
}
