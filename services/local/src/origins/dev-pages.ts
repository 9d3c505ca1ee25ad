import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';

/** `PORTAIL_DEV_PAGES=0` turns the developer pages (mail outbox, telemetry listing) off. */
export function devPagesEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env['PORTAIL_DEV_PAGES'] !== '0';
}

const devPageMessages = {
  loopbackOnly: 'Les pages de développement ne sont servies qu’aux clients de cette machine.',
  crossOrigin: 'Les pages de développement ne peuvent pas être lues depuis un autre site.',
} as const;

const DEV_PAGE_REFUSED_CODE = 19;

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

const CORS_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-expose-headers',
  'access-control-allow-methods',
  'access-control-allow-headers',
];

function refuse(reply: FastifyReply, message: string) {
  return reply
    .code(403)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ errors: [{ code: DEV_PAGE_REFUSED_CODE, message }], errorResultCode: DEV_PAGE_REFUSED_CODE });
}

export interface DevPagesOptions {
  /** The origin this server is reached at: the only Origin a dev page request may carry. */
  servedOrigin: string;
  /** Default: devPagesEnabled() (PORTAIL_DEV_PAGES). */
  enabled?: boolean | undefined;
}

/**
 * Registers developer pages (what they show lets anyone who reads them take an account: mailed
 * reset links; or read what members' browsers sent): served to loopback clients only, never with
 * CORS headers, refused to any request that names another origin (a page of an app origin reading
 * them with fetch), and not registered at all when turned off (then they answer 404).
 */
export function registerDevPages(
  app: FastifyInstance,
  options: DevPagesOptions,
  routes: FastifyPluginAsync,
): void {
  if (!(options.enabled ?? devPagesEnabled())) return;
  app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (!isLoopbackAddress(request.socket.remoteAddress))
        return refuse(reply, devPageMessages.loopbackOnly);
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== options.servedOrigin) {
        return refuse(reply, devPageMessages.crossOrigin);
      }
      return undefined;
    });
    scope.addHook('onSend', async (_request, reply) => {
      for (const header of CORS_HEADERS) {
        reply.removeHeader(header);
        reply.raw.removeHeader(header);
      }
    });
    await scope.register(routes);
  });
}
