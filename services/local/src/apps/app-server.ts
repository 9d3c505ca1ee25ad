import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { DeploymentConfig, PortailConfig } from '@portail/contracts';
import { localDeploymentConfigFor } from '@portail/contracts/local-defaults';
import { readStampedPages } from './stamped-pages.ts';
import { installOriginGuard } from '../origins/origin-guard.ts';
import { methodNotAllowed } from '../http/allowed-methods.ts';
import { entityTag, matchesIfNoneMatch } from '../http/validators.ts';
import { tlsServerFactory, type TlsCredentials } from '../tls/tls-server.ts';
import { securityHeadersFor, servingTable } from './serving-table.ts';

export interface AppServerOptions {
  /** The app's production build (its `dist/`). */
  distDir: string;
  config: PortailConfig;
  /**
   * The deployment configuration put whole into each page's `<meta name="portail-config">`; by
   * default the stand-in's `local` shape on `config`'s origins.
   */
  deployment?: DeploymentConfig;
  /** Which app this is, for /health and logs. */
  name: 'portal' | 'account';
  /**
   * Test-only static pages (the identity harness of the end-to-end tests) served under `prefix`
   * with the app's own security headers; the stack passes it only when PORTAIL_TEST_HOOKS=1.
   */
  testPages?: { prefix: string; root: string; renewalPages?: readonly string[] };
  /** Serve over https (PORTAIL_HTTPS=1): the responses then also carry HSTS. */
  tls?: TlsCredentials;
}

/**
 * Serves a single-page app's production build: hashed assets cached for a year, every other GET
 * answered with index.html (the app's router decides what to show), the runtime config injected
 * into it, and the security headers on every response.
 */
export function createAppServer({
  distDir,
  config,
  deployment = localDeploymentConfigFor(config),
  name,
  testPages,
  tls,
}: AppServerOptions): FastifyInstance {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`No build of the ${name} app at ${distDir}: run \`npm run build\` first.`);
  }
  const pages = readStampedPages(distDir, deployment);
  const indexHtml = compressedVariants(pages.shell.html);
  const prerendered = new Map(pages.prerendered.map((page) => [page.path, compressedVariants(page.html)]));
  const table = servingTable(config);
  const renewalHeaders = table.pathHeaders.find((rule) => rule.id === 'renewal')?.headers;
  const testRenewalPages = new Set(
    (testPages?.renewalPages ?? []).map((page) => `${testPages?.prefix}${page}`),
  );
  const securityHeaderNames = new Set(
    [table.defaultHeaders, ...table.pathHeaders.map((rule) => rule.headers)].flatMap(Object.keys),
  );
  const app = Fastify({ logger: false, ...(tls ? { serverFactory: tlsServerFactory(tls) } : {}) });
  const appOrigins = [config.portalOrigin, config.accountOrigin];
  installOriginGuard(app, {
    servedOrigin: name === 'portal' ? config.portalOrigin : config.accountOrigin,
    appOrigins,
  });
  // Every path is a page (GET, HEAD); any other method gets 405 with Allow.
  methodNotAllowed(app, table.methods);

  // The security headers of the path's rule (serving-table.ts), and none of another rule's.
  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const chosen =
      testRenewalPages.has(path) && renewalHeaders ? renewalHeaders : securityHeadersFor(table, path);
    for (const name of securityHeaderNames) if (!(name in chosen)) reply.removeHeader(name);
    reply.headers(chosen);
  });

  app.get('/health', async () => ({ status: 'ok', service: name }));

  app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    // The build writes file.br and file.gz beside each asset (tools/vite-precompress.ts).
    preCompressed: true,
    // index.html is only ever served with the runtime config injected (below).
    allowedPath: (pathName) =>
      !table.hiddenPaths.exact.includes(pathName) &&
      !table.hiddenPaths.prefixes.some((prefix) => pathName.startsWith(prefix)),
    setHeaders(reply, path) {
      const immutable = path.startsWith(join(distDir, table.caching.immutablePrefix));
      reply.header('cache-control', immutable ? table.caching.immutable : table.caching.revalidate);
      // The service worker (/sw.js): always revalidated, and allowed to control the whole origin.
      for (const file of table.fileHeaders) {
        if (path === join(distDir, file.path)) reply.headers(file.headers);
      }
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

  // A navigation gets its page whatever it accepts (curl, HEAD, Accept: */* or none): every path
  // without a file extension is a page of the app. A missing asset stays a 404.
  app.setNotFoundHandler((request, reply) => {
    const looksLikeFile = new RegExp(table.fileLikePath).test(request.url.split('?')[0] ?? '');
    if (looksLikeFile) {
      return reply.code(table.notFound.status).type(table.notFound.contentType).send(table.notFound.body);
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    // A path whose first screen was pre-rendered at build time gets that page; any other, the shell.
    const page = prerendered.get(pagePath(request.url)) ?? indexHtml;
    reply
      .header('cache-control', table.caching.revalidate)
      .header('vary', table.page.vary)
      .header('etag', page.etags[encoding]);
    if (matchesIfNoneMatch(request.headers['if-none-match'], page.etags[encoding])) {
      return reply.code(304).send();
    }
    reply.type(table.page.contentType);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(page[encoding]);
  });

  return app;
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The path a page is looked up by: no query, no fragment, no trailing slash (but `/`). */
function pagePath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

type PageVariants = Record<Encoding, Buffer> & { etags: Record<Encoding, string> };

/**
 * The page once, in each encoding a browser may ask for, with each one's entity tag: it is
 * compressed at start, not per request.
 */
function compressedVariants(html: string): PageVariants {
  const body = Buffer.from(html);
  const variants = { br: brotliCompressSync(body), gzip: gzipSync(body, { level: 9 }), identity: body };
  return {
    ...variants,
    etags: {
      br: entityTag(variants.br),
      gzip: entityTag(variants.gzip),
      identity: entityTag(variants.identity),
    },
  };
}

/** Brotli when the request accepts it, then gzip, else none (q=0 refuses an encoding). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param)))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
