import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { injectConfig, type PortailConfig } from '@portail/contracts';
import { appSecurityHeaders, isRenewalPage, renewalPageSecurityHeaders } from './security-headers.ts';

export interface AppServerOptions {
  /** The app's production build (its `dist/`). */
  distDir: string;
  config: PortailConfig;
  /** Which app this is, for /health and logs. */
  name: 'portal' | 'account';
  /**
   * Test-only static pages (the identity harness of the end-to-end tests) served under `prefix`
   * with the app's own security headers; the stack passes it only when PORTAIL_TEST_HOOKS=1.
   */
  testPages?: { prefix: string; root: string; renewalPage?: string };
}

/**
 * Serves a single-page app's production build: hashed assets cached for a year, every other GET
 * answered with index.html (the app's router decides what to show), the runtime config injected
 * into it, and the security headers on every response.
 */
export function createAppServer({ distDir, config, name, testPages }: AppServerOptions): FastifyInstance {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`No build of the ${name} app at ${distDir}: run \`npm run build\` first.`);
  }
  const indexHtml = injectConfig(readFileSync(indexPath, 'utf8'), config);
  const headers = appSecurityHeaders(config);
  const renewalHeaders = renewalPageSecurityHeaders(config);
  const testRenewalPage = testPages?.renewalPage ? `${testPages.prefix}${testPages.renewalPage}` : null;
  const app = Fastify({ logger: false });

  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (!isRenewalPage(path) && path !== testRenewalPage) {
      reply.headers(headers);
      return;
    }
    reply.removeHeader('cross-origin-opener-policy');
    reply.headers(renewalHeaders);
  });

  app.get('/health', async () => ({ status: 'ok', service: name }));

  app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    // index.html is only ever served with the runtime config injected (below).
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders(reply, path) {
      const immutable = path.includes(`${join(distDir, 'assets')}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The service worker (/sw.js): always revalidated, and allowed to control the whole origin.
      if (path === join(distDir, 'sw.js')) reply.header('service-worker-allowed', '/');
    },
  });

  if (testPages) {
    app.register(fastifyStatic, {
      root: testPages.root,
      prefix: testPages.prefix,
      decorateReply: false,
      index: ['index.html'],
      setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const accept = request.headers.accept ?? '';
    const looksLikeFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (request.method !== 'GET' || looksLikeFile || !accept.includes('text/html')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Introuvable');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });

  return app;
}
