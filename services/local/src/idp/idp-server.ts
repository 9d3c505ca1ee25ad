import { readFileSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import formbody from '@fastify/formbody';
import { issuerFor, type PortailConfig } from '@portail/contracts';
import { createOutbox } from '../mail/outbox.ts';
import { outboxRoutes } from '../mail/outbox-routes.ts';
import { createActionTokens } from '../members/action-tokens.ts';
import { createMemberStore } from '../members/member-store.ts';
import { appOrigins } from './clients.ts';
import { createAssertionVerifier } from './idp-assertion.ts';
import { idpSecurityHeaders } from './idp-security-headers.ts';
import { registerEmailRoutes } from './interactions/email-routes.ts';
import type { InteractionDeps } from './interactions/interaction-deps.ts';
import { registerPasswordRoutes } from './interactions/password-routes.ts';
import { registerSignInRoutes } from './interactions/sign-in-routes.ts';
import { registerSignUpRoutes } from './interactions/sign-up-routes.ts';
import { registerStepRoutes } from './interactions/step-routes.ts';
import { LOGOUT_SCRIPT_PATH, STYLESHEET_PATH } from './pages/layout.ts';
import { providerMount } from './provider-mount.ts';
import { createProviderRuntime, type ProviderRuntime } from './provider-runtime.ts';
import { createProviderLimits } from './rate-limiter.ts';
import { createProviderKeys } from './signing-keys.ts';
import { registerTestHooks } from './test-hooks.ts';

export interface IdpServerOptions {
  config: PortailConfig;
  db: DatabaseSync;
  /** Serve the test-only routes (key rotation, assertion minting). Default: PORTAIL_TEST_HOOKS=1. */
  testHooks?: boolean;
  /** Clock of the rate limiters (tests). */
  now?: () => number;
  /** A server already listening (tests bind port 0 first, so that the issuer knows its port). */
  serverFactory?: FastifyServerFactory;
}

export type IdpServer = FastifyInstance & { idp: { runtime: ProviderRuntime } };

const stylesheet = readFileSync(new URL('./pages/idp.css', import.meta.url), 'utf8');
const logoutScript = readFileSync(new URL('./pages/logout-auto-submit.js', import.meta.url), 'utf8');

/**
 * The B2C-shaped identity provider origin: every policy's OIDC endpoints (oidc-provider), the
 * French sign-in, sign-up, password and email pages, the mail outbox, /health. Seeds the demo
 * members when it starts.
 */
export function createIdpServer(options: IdpServerOptions): IdpServer {
  const { config, db } = options;
  const members = createMemberStore(db);
  const tokens = createActionTokens(db);
  const outbox = createOutbox(db);
  const keys = createProviderKeys(db);
  const testHooks = options.testHooks ?? process.env.PORTAIL_TEST_HOOKS === '1';
  const runtime = createProviderRuntime({ config, db, members, keys, identityHarness: testHooks });
  const deps: InteractionDeps = {
    config,
    runtime,
    members,
    tokens,
    outbox,
    limits: createProviderLimits(options.now),
    assertions: createAssertionVerifier(keys.assertionKey(), issuerFor(config.idpOrigin)),
  };

  const app = Fastify({
    logger: false,
    bodyLimit: 64 * 1024,
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  }) as unknown as IdpServer;
  app.decorate('idp', { runtime });
  const headers = idpSecurityHeaders(config);
  const origins = appOrigins(config);
  // The IdpJwt request is a credentialed fetch from an app that follows the provider's redirects
  // (authorize → interaction → resume): every hop must allow that app's origin. Set on the raw
  // response so that hijacked replies (oidc-provider's) carry it too.
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && origins.includes(origin)) {
      reply.raw.setHeader('access-control-allow-origin', origin);
      reply.raw.setHeader('access-control-allow-credentials', 'true');
      reply.raw.setHeader('vary', 'Origin');
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });

  app.register(async () => {
    await members.seedDemoMembers();
  });
  app.get('/health', async () => ({ status: 'ok', service: 'idp' }));
  app.get(STYLESHEET_PATH, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(stylesheet),
  );
  app.get(LOGOUT_SCRIPT_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(logoutScript),
  );
  // The provider's pages have no icon: answer the browser's automatic request instead of a 404.
  app.get('/favicon.ico', async (_request, reply) =>
    reply.code(204).header('cache-control', 'max-age=86400').send(),
  );
  app.register(outboxRoutes, { outbox });
  app.register(providerMount, { runtime, db });
  app.register(async (pages) => {
    await pages.register(formbody, { bodyLimit: 16 * 1024 });
    registerStepRoutes(pages, deps);
    registerSignInRoutes(pages, deps);
    registerSignUpRoutes(pages, deps);
    registerPasswordRoutes(pages, deps);
    registerEmailRoutes(pages, deps);
  });
  if (testHooks) {
    app.register(registerTestHooks, { runtime, keys, config });
  }
  return app;
}
