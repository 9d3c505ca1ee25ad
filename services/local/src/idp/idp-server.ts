import Fastify, { type FastifyInstance } from 'fastify';
import type { DatabaseSync } from 'node:sqlite';
import type { PortailConfig } from '@portail/contracts';

export interface IdpServerOptions {
  config: PortailConfig;
  db: DatabaseSync;
}

/** The B2C-shaped identity provider origin. */
export function createIdpServer(_options: IdpServerOptions): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get('/health', async () => ({ status: 'ok', service: 'idp' }));
  return app;
}
