import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Request headers an app may send to the provider from script. */
const ALLOWED_REQUEST_HEADERS = new Set([
  'authorization',
  'content-type',
  'dpop',
  'accept',
  'accept-language',
]);
/** How long a browser may reuse a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE = 600;

export interface ProviderCorsOptions {
  /** The two app origins: the only ones allowed to read the provider's answers from script. */
  appOrigins: readonly string[];
  /**
   * The methods an app may use from script at a URL (path and query; CORS preflight); empty: no CORS there, the
   * preflight is left to the routes (404, 405).
   */
  corsMethods: (url: string) => readonly string[];
}

function isPreflight(request: FastifyRequest): boolean {
  return request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
}

function refuse(reply: FastifyReply): FastifyReply {
  return reply
    .code(403)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Origine refusée');
}

/**
 * CORS on the provider origin, answered here for every route, oidc-provider's included (it skips its
 * own CORS handling when a response already carries access-control headers, which made every
 * preflight from an app 404).
 *
 * - An app origin gets `Access-Control-Allow-Origin` with credentials on every response (raw headers,
 *   so that oidc-provider's hijacked replies carry them), and its preflights are answered 204 with
 *   the path's methods and the asked headers, or 403 for a method or header the path does not take.
 * - Any other origin gets no access-control header at all: its preflights are refused (403), and
 *   oidc-provider's permissive headers are dropped from the answers it reads.
 */
export function providerCors(app: FastifyInstance, { appOrigins, corsMethods }: ProviderCorsOptions): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const raw = reply.raw;
    raw.setHeader('vary', 'Origin');
    if (!appOrigins.includes(origin)) {
      if (isPreflight(request)) return refuse(reply);
      const setHeader = raw.setHeader.bind(raw);
      raw.setHeader = (name, value) =>
        name.toLowerCase().startsWith('access-control-') ? raw : setHeader(name, value);
      return;
    }
    raw.setHeader('access-control-allow-origin', origin);
    raw.setHeader('access-control-allow-credentials', 'true');
    if (!isPreflight(request)) return;
    const methods = corsMethods(request.raw.url ?? '/');
    if (methods.length === 0) return;
    const method = String(request.headers['access-control-request-method']).toUpperCase();
    const asked = String(request.headers['access-control-request-headers'] ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    if (!methods.includes(method) || asked.some((name) => !ALLOWED_REQUEST_HEADERS.has(name))) {
      raw.removeHeader('access-control-allow-origin');
      raw.removeHeader('access-control-allow-credentials');
      return refuse(reply);
    }
    reply
      .code(204)
      .header('access-control-allow-methods', methods.filter((name) => name !== 'OPTIONS').join(', '))
      .header('access-control-max-age', String(PREFLIGHT_MAX_AGE))
      .header('cache-control', 'no-store');
    if (asked.length > 0) reply.header('access-control-allow-headers', asked.join(', '));
    return reply.send();
  });
}
