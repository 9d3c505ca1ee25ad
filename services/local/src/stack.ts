import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  configForPorts,
  configForSites,
  type DeploymentConfig,
  type PortailConfig,
} from '@portail/contracts';
import { localDeploymentConfigFor } from '@portail/contracts/local-defaults';
import { createApiServer } from './api/api-server.ts';
import { createAppServer } from './apps/app-server.ts';
import { serveAppsWithNginx } from './apps/nginx-apps.ts';
import type { RunningNginx } from './apps/nginx-process.ts';
import { openDatabase } from './database.ts';
import { createIdpServer } from './idp/idp-server.ts';
import { idpShapeFromEnv, type IdpShape } from './idp/idp-shape.ts';
import { tokenLifetimesFromEnv } from './idp/token-lifetimes.ts';
import { IDENTITY_HARNESS_PATH, MSAL_BRIDGE_PAGE } from './idp/clients.ts';
import { listenOn } from './listen.ts';
import { migrations } from './migrations.ts';
import { installLoopbackLookup } from './sites/loopback-lookup.ts';
import { trustAuthority, type TlsCredentials } from './tls/tls-server.ts';

export interface StackOptions {
  ports: { portal: number; account: number; idp: number; api: number };
  /** Where SQLite and uploaded files live. */
  dataDir: string;
  /** The repository root, to find the apps' builds. */
  rootDir: string;
  host?: string;
  /** Serve the apps' production builds (npm start) or leave them to Vite (npm run dev). */
  serveApps?: boolean;
  /**
   * The built identity harness of the end-to-end tests, served on the portal origin under
   * /__identity-harness/, and only when PORTAIL_TEST_HOOKS=1.
   */
  identityHarnessDir?: string;
  /** Serve the four origins over https with this key and certificate chain (tls/local-tls.ts). */
  tls?: TlsCredentials;
  /** The identity provider's URL shape (idp/idp-shape.ts). Default: PORTAIL_IDP_SHAPE, else `local`. */
  shape?: IdpShape;
  /**
   * What serves the apps: the Node app server (default), or nginx on their files stamped with the
   * config into `{dataDir}/stamped` (PORTAIL_APP_SERVER=nginx; test pages are then not served).
   */
  appServer?: 'node' | 'nginx';
  /**
   * PORTAIL_SITES=1: the four parts on four sites (`portail.localhost`, `compte.localhost`,
   * `connexion.localhost`, `api.localhost`; configForSites), each server still listening on `host`.
   * Needs `tls`.
   */
  sites?: boolean;
}

/** Where the stack writes the deployment configuration of its shape, in its data directory. */
export const DEPLOYMENT_FILE = 'deployment.json';

export interface RunningStack {
  config: PortailConfig;
  /** The shape the provider serves, and the deployment configuration written for it. */
  shape: IdpShape;
  deployment: DeploymentConfig;
  deploymentPath: string;
  close(): Promise<void>;
}

/** Starts the local services (and, unless told otherwise, the two apps) on their four origins. */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const host = options.host ?? 'localhost';
  const { tls } = options;
  if (tls?.ca) trustAuthority(tls.ca);
  if (options.sites && !tls) throw new Error('the cross-site topology (sites) needs tls');
  // this process's own clients (the member APIs read the provider's keys) must reach *.localhost
  if (options.sites) installLoopbackLookup();
  const config = options.sites
    ? configForSites(options.ports)
    : configForPorts(options.ports, host, tls ? 'https' : 'http');
  // Read before anything opens, so that a bad value stops the start with its message.
  const tokenLifetimes = tokenLifetimesFromEnv(process.env);
  const shape = options.shape ?? idpShapeFromEnv(process.env);
  const deployment = localDeploymentConfigFor(config, shape);
  const deploymentPath = join(options.dataDir, DEPLOYMENT_FILE);
  const db = openDatabase(options.dataDir, migrations);
  const servers: { app: FastifyInstance; port: number; role: string }[] = [
    {
      app: createIdpServer({ config, db, tokenLifetimes, shape, ...(tls ? { tls } : {}) }),
      port: options.ports.idp,
      role: 'identity provider',
    },
    {
      app: createApiServer({ config, db, idpShape: shape, ...(tls ? { tls } : {}) }),
      port: options.ports.api,
      role: 'member APIs',
    },
  ];
  const nginx = (options.serveApps ?? true) && options.appServer === 'nginx';
  if ((options.serveApps ?? true) && !nginx) {
    servers.unshift(
      {
        app: createAppServer({
          name: 'portal',
          config,
          deployment,
          ...(tls ? { tls } : {}),
          distDir: join(options.rootDir, 'apps/portal/dist'),
          ...(options.identityHarnessDir && process.env.PORTAIL_TEST_HOOKS === '1'
            ? {
                testPages: {
                  prefix: IDENTITY_HARNESS_PATH,
                  root: options.identityHarnessDir,
                  renewalPages: ['renouvellement.html', MSAL_BRIDGE_PAGE],
                },
              }
            : {}),
        }),
        port: options.ports.portal,
        role: 'portal',
      },
      {
        app: createAppServer({
          name: 'account',
          config,
          deployment,
          ...(tls ? { tls } : {}),
          distDir: join(options.rootDir, 'apps/account/dist'),
        }),
        port: options.ports.account,
        role: 'Mon compte',
      },
    );
  }
  const started: FastifyInstance[] = [];
  let nginxApps: RunningNginx | undefined;
  const close = async () => {
    await Promise.all([...started.map((app) => app.close()), nginxApps?.close()]);
    db.close();
  };
  try {
    for (const server of servers) {
      await listenOn(server.app, server.port, host, server.role);
      started.push(server.app);
    }
    if (nginx) {
      const { rootDir, dataDir, ports } = options;
      nginxApps = await serveAppsWithNginx({ deployment, rootDir, dataDir, ports, ...(tls ? { tls } : {}) });
    }
  } catch (error) {
    await close();
    throw error;
  }
  // The apps' configuration for this shape, as a deployment would write it (packages/contracts README).
  writeFileSync(deploymentPath, `${JSON.stringify(deployment, null, 2)}\n`);
  return { config, shape, deployment, deploymentPath, close };
}
