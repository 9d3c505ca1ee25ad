import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

/** The methods a route table answers, by path. */
export type AllowedMethods = (path: string) => string[];

interface RoutePattern {
  methods: Set<string>;
  pattern: RegExp;
}

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** A Fastify path (`/a/:id`, `/a/:id(^\\d+)`, `/a/*`) as an anchored regular expression. */
function routePattern(url: string): RegExp {
  let source = '';
  for (let index = 0; index < url.length;) {
    const char = url[index] as string;
    if (char === '*') {
      source += '.*';
      index += 1;
    } else if (char === ':' && url[index + 1] !== ':') {
      const name = /^:[A-Za-z0-9_$-]+/.exec(url.slice(index))?.[0] ?? ':';
      index += name.length;
      if (url[index] === '(') {
        let depth = 0;
        let end = index;
        for (; end < url.length; end += 1) {
          if (url[end] === '(') depth += 1;
          if (url[end] === ')' && --depth === 0) break;
        }
        source += `(?:${url.slice(index + 1, end).replace(/^\^|\$$/g, '')})`;
        index = end + 1;
      } else {
        source += '[^/]+';
      }
    } else {
      if (char === ':') index += 1;
      source += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
      index += 1;
    }
  }
  return new RegExp(`^${source}$`);
}

/**
 * Records every route of `app` as it is added (call before registering routes) and answers which
 * methods a path has. GET implies HEAD (Fastify exposes HEAD routes); a catch-all OPTIONS route
 * (CORS preflight) does not make every path exist.
 */
function recordRouteMethods(app: FastifyInstance): AllowedMethods {
  const routes: RoutePattern[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = new Set([route.method].flat().map((method) => method.toUpperCase()));
    if (methods.has('GET')) methods.add('HEAD');
    if (methods.size === 1 && methods.has('OPTIONS') && /^\/?\*$/.test(route.url)) return;
    routes.push({ methods, pattern: routePattern(route.url) });
  });
  return (path) => {
    const found = new Set<string>();
    for (const route of routes) {
      if (route.pattern.test(path)) for (const method of route.methods) found.add(method);
    }
    return METHOD_ORDER.filter((method) => found.has(method));
  };
}

/** The request's path, without query. */
function pathOf(request: FastifyRequest): string {
  return (request.raw.url ?? '/').split('?')[0] ?? '/';
}

/** Answers 405 with `Allow` (RFC 9110 §15.5.6). */
export function sendMethodNotAllowed(reply: FastifyReply, allowed: readonly string[]): FastifyReply {
  return reply
    .code(405)
    .header('allow', allowed.join(', '))
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Méthode non permise');
}

/**
 * Makes a request whose path exists under other methods get 405 with `Allow` instead of the
 * not-found answer. `fallback` names the methods of paths that no route lists but the not-found
 * handler serves (an app server's pages: GET and HEAD).
 */
function answerWrongMethodWith405(
  app: FastifyInstance,
  allowedMethods: AllowedMethods,
  fallback: readonly string[] = [],
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404) return;
    const listed = allowedMethods(pathOf(request));
    const allowed = listed.length > 0 ? listed : [...fallback];
    if (allowed.length === 0 || allowed.includes(request.method)) return;
    return sendMethodNotAllowed(reply, allowed);
  });
}

/** Both at once, for a server built in one place: call right after creating it. */
export function methodNotAllowed(app: FastifyInstance, fallback: readonly string[] = []): AllowedMethods {
  const allowed = recordRouteMethods(app);
  answerWrongMethodWith405(app, allowed, fallback);
  return allowed;
}
