import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What one origin of the stack serves and whom it answers. */
export interface OriginGuardOptions {
  /** The origin this server is reached at (`http://localhost:8083`). */
  servedOrigin: string;
  /** The app origins whose pages may call this server (CORS, form posts). */
  appOrigins: readonly string[];
}

const originGuardMessages = {
  misdirected:
    "Cette adresse n'est pas servie ici : le nom d'hôte de la requête ne correspond pas à ce service.",
  originRefused: "Cette requête provient d'un site qui n'est pas autorisé à modifier ce service.",
} as const;

/** The stable codes of the guard's answers, in the member APIs' error shape (see api/errors.ts). */
const originGuardCodes = { misdirected: 17, originRefused: 18 } as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host name of a Host header (`localhost:8083` → `localhost`, `[::1]:80` → `::1`), lower case. */
function hostNameOf(hostHeader: string | undefined): string | undefined {
  if (!hostHeader) return undefined;
  try {
    const { hostname } = new URL(`http://${hostHeader}`);
    return hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * `Origin: null` is what a browser sends for a form that a page of this origin posts under
 * `Referrer-Policy: no-referrer` (the provider's pages); it is let through when the browser says the
 * post is same-origin (or says nothing, as older browsers), never when it says cross-site.
 */
function isOwnOpaqueOrigin(origin: string, fetchSite: string | string[] | undefined): boolean {
  return origin === 'null' && (fetchSite === undefined || fetchSite === 'same-origin');
}

function refuse(reply: FastifyReply, status: number, code: number, message: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ errors: [{ code, message }], errorResultCode: code });
}

/**
 * The Host/Origin allow-list of one origin, added to the server's root (every route, 404s included):
 *
 * - a request whose Host names another host than the served one is refused with 421 (DNS
 *   rebinding: an attacker's name resolving to this machine). Only the host name is compared — a
 *   browser always names the port it connected to, so a port mismatch cannot come from a page;
 * - a state-changing request (anything but GET, HEAD, OPTIONS) whose Origin is neither the served
 *   origin nor an app origin is refused with 403 before any handler runs (see isOwnOpaqueOrigin). CORS answers are given by
 *   each server to the app origins only, so other origins also read nothing.
 */
export function installOriginGuard(app: FastifyInstance, options: OriginGuardOptions): void {
  const servedHost = new URL(options.servedOrigin).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const allowedOrigins = new Set([options.servedOrigin, ...options.appOrigins]);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (hostNameOf(request.headers.host) !== servedHost) {
      return refuse(reply, 421, originGuardCodes.misdirected, originGuardMessages.misdirected);
    }
    const origin = request.headers.origin;
    if (
      origin !== undefined &&
      !SAFE_METHODS.has(request.method) &&
      !allowedOrigins.has(origin) &&
      !isOwnOpaqueOrigin(origin, request.headers['sec-fetch-site'])
    ) {
      return refuse(reply, 403, originGuardCodes.originRefused, originGuardMessages.originRefused);
    }
    return undefined;
  });
}
