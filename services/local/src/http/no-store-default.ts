import type { FastifyInstance } from 'fastify';

/**
 * Member data, GraphQL answers and errors must not be kept by any cache: every answer that did not
 * choose its own caching (public avatars, audio) gets `Cache-Control: no-store`.
 */
export function noStoreByDefault(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
