import Fastify, { type FastifyInstance } from 'fastify';
import type { DatabaseSync } from 'node:sqlite';
import type { PortailConfig } from '@portail/contracts';

export interface ApiServerOptions {
  config: PortailConfig;
  db: DatabaseSync;
}

/** The member-API origin: accounts, page data, GraphQL, settings, telemetry sinks. */
export function createApiServer(_options: ApiServerOptions): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get('/health', async () => ({ status: 'ok', service: 'api' }));
  return app;
}
