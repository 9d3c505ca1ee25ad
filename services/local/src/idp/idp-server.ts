import { readFileSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import formbody from '@fastify/formbody';
import type { PortailConfig } from '@portail/contracts';
import { methodNotAllowed } from '../http/allowed-methods.ts';
import { entityTag, matchesIfNoneMatch } from '../http/validators.ts';
import { createOutbox } from '../mail/outbox.ts';
import { outboxRoutes } from '../mail/outbox-routes.ts';
import { createActionTokens } from '../members/action-tokens.ts';
import { createMemberStore } from '../members/member-store.ts';
import { createTokensNotBeforeReader } from '../members/tokens-not-before.ts';
import { registerDevPages } from '../origins/dev-pages.ts';
import { installOriginGuard } from '../origins/origin-guard.ts';
import { appOrigins, clientOfPostLogoutUri } from './clients.ts';
import { FRONT_CHANNEL_PATH, registerFrontChannelRoutes } from './front-channel-logout.ts';
import { createLogoutChains } from './logout-chain.ts';
import { createAssertionVerifier } from './idp-assertion.ts';
import { embeddedResetFor, embeddedResetFromEnv } from './embedded-reset.ts';
import { hasPolicies, idpShapeFromEnv, issuerOf, type IdpShape } from './idp-shape.ts';
import { idpFrontChannelSecurityHeaders, idpSecurityHeaders } from './idp-security-headers.ts';
import { registerEmailRoutes } from './interactions/email-routes.ts';
import { createSecurityEvents } from '../security/security-events.ts';
import { registerEmailRestoreRoutes } from '../security/email-restore.ts';
import { isForeignPost, type InteractionDeps } from './interactions/interaction-deps.ts';
import { registerPasswordRoutes } from './interactions/password-routes.ts';
import { registerSignInRoutes } from './interactions/sign-in-routes.ts';
import { registerSignUpRoutes } from './interactions/sign-up-routes.ts';
import { registerStepRoutes } from './interactions/step-routes.ts';
import { FRONT_CHANNEL_SCRIPT_PATH, LOGOUT_SCRIPT_PATH, STYLESHEET_PATH } from './pages/layout.ts';
import { serviceStylesheet } from './pages/service-document.ts';
import { providerCorsMethods } from './provider-endpoints.ts';
import { providerCors } from './provider-cors.ts';
import { providerMount } from './provider-mount.ts';
import { createProviderRuntime, type ProviderRuntime } from './provider-runtime.ts';
import { createProviderLimits } from './rate-limiter.ts';
import { createKnownBrowsers } from './known-browser.ts';
import { createProviderKeys } from './signing-keys.ts';
import { tokenLifetimesFromEnv, type TokenLifetimes } from './token-lifetimes.ts';
import { registerTestHooks } from './test-hooks.ts';
import { tlsServerFactory, type TlsCredentials } from '../tls/tls-server.ts';

export interface IdpServerOptions {
  config: PortailConfig;
  db: DatabaseSync;
  /** Serve the test-only routes (key rotation, assertion minting). Default: PORTAIL_TEST_HOOKS=1. */
  testHooks?: boolean;
  /** Clock of the rate limiters (tests). */
  now?: () => number;
  /** How long tokens last. Default: PORTAIL_ACCESS_TOKEN_TTL, PORTAIL_ID_TOKEN_TTL, PORTAIL_REFRESH_TOKEN_TTL. */
  tokenLifetimes?: TokenLifetimes;
  /** A server already listening (tests bind port 0 first, so that the issuer knows its port). */
  serverFactory?: FastifyServerFactory;
  /** The mail outbox (loopback clients only); default: PORTAIL_DEV_PAGES is not 0. */
  devPages?: boolean;
  /** « Mot de passe oublié? » runs the reset on the provider (default: PORTAIL_IDP_EMBEDDED_RESET is not 0). */
  embeddedReset?: boolean;
  /** Serve over https (PORTAIL_HTTPS=1). */
  tls?: TlsCredentials;
  /** The URL shape served (idp-shape.ts). Default: PORTAIL_IDP_SHAPE, else `local`. */
  shape?: IdpShape;
}

export type IdpServer = FastifyInstance & {
  idp: { runtime: ProviderRuntime; shape: IdpShape; issuer: string };
};

const stylesheet = serviceStylesheet(new URL('./pages/idp.css', import.meta.url));
const logoutScript = readFileSync(new URL('./pages/logout-auto-submit.js', import.meta.url), 'utf8');
const frontChannelScript = readFileSync(
  new URL('./pages/front-channel-continue.js', import.meta.url),
  'utf8',
);

/**
 * The B2C-shaped identity provider origin: every policy's OIDC endpoints (oidc-provider), the
 * French sign-in, sign-up, password and email pages, the mail outbox, /health. Seeds the demo
 * members when it starts.
 */
export function createIdpServer(options: IdpServerOptions): IdpServer {
  const { config, db } = options;
  const members = createMemberStore(db);
  const notBeforeOf = createTokensNotBeforeReader(db);
  const tokens = createActionTokens(db);
  const outbox = createOutbox(db);
  const keys = createProviderKeys(db);
  const lifetimes = options.tokenLifetimes ?? tokenLifetimesFromEnv(process.env);
  const testHooks = options.testHooks ?? process.env.PORTAIL_TEST_HOOKS === '1';
  const shape = options.shape ?? idpShapeFromEnv(process.env);
  const issuer = issuerOf(shape, config.idpOrigin);
  const runtime = createProviderRuntime({
    config,
    db,
    members,
    keys,
    lifetimes,
    identityHarness: testHooks,
    shape,
  });
  // External ID has no separate reset flow: « Mot de passe oublié? » always runs inside the sign-in flow
  // (https://learn.microsoft.com/en-us/entra/external-id/customers/how-to-enable-password-reset-customers).
  const embeddedReset = hasPolicies(shape)
    ? embeddedResetFor(options.embeddedReset ?? embeddedResetFromEnv(process.env), testHooks)
    : () => true;
  const deps: InteractionDeps = {
    config,
    runtime,
    members,
    tokens,
    outbox,
    limits: createProviderLimits(options.now),
    knownBrowsers: createKnownBrowsers(
      () => keys.cookieSecrets(),
      config.idpOrigin.startsWith('https:'),
      // a password change, reset or ban moves the member's not-before: earlier allowances end
      (account) => {
        const member = members.findByEmail(account);
        return member ? String(notBeforeOf(member.rcId) ?? '') : '';
      },
    ),
    assertions: createAssertionVerifier(keys.assertionKey(), issuer),
    embeddedReset,
    shape,
    securityEvents: createSecurityEvents(db),
  };

  const app = Fastify({
    logger: false,
    bodyLimit: 64 * 1024,
    // Seeding the demo members hashes their passwords (scrypt): on a busy machine that outlasts
    // Fastify's 10 s start-up bound for a plugin, and the stack would not start at all.
    pluginTimeout: 0,
    ...(options.serverFactory
      ? { serverFactory: options.serverFactory }
      : options.tls
        ? { serverFactory: tlsServerFactory(options.tls) }
        : {}),
  }) as unknown as IdpServer;
  app.decorate('idp', { runtime, shape, issuer });
  const headers = idpSecurityHeaders(config);
  const frontChannelHeaders = idpFrontChannelSecurityHeaders(config);
  installOriginGuard(app, { servedOrigin: config.idpOrigin, appOrigins: appOrigins(config) });
  methodNotAllowed(app);
  providerCors(app, { appOrigins: appOrigins(config), corsMethods: providerCorsMethods });
  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0];
    reply.headers(path === FRONT_CHANNEL_PATH ? frontChannelHeaders : headers);
  });

  app.register(async () => {
    await members.seedDemoMembers();
  });
  app.get('/health', async () => ({ status: 'ok', service: 'idp' }));
  // The stylesheet and the sign-out scripts: revalidated on every page (no-cache), 304 while unchanged.
  for (const [path, type, body] of [
    [STYLESHEET_PATH, 'text/css; charset=utf-8', stylesheet],
    [LOGOUT_SCRIPT_PATH, 'text/javascript; charset=utf-8', logoutScript],
    [FRONT_CHANNEL_SCRIPT_PATH, 'text/javascript; charset=utf-8', frontChannelScript],
  ] as const) {
    const etag = entityTag(body);
    app.get(path, async (request, reply) => {
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type(type).send(body);
    });
  }
  // The provider's pages have no icon: answer the browser's automatic request instead of a 404.
  app.get('/favicon.ico', async (_request, reply) =>
    reply.code(204).header('cache-control', 'max-age=86400').send(),
  );
  registerDevPages(app, { servedOrigin: config.idpOrigin, enabled: options.devPages }, async (scope) => {
    await scope.register(outboxRoutes, { outbox });
  });
  app.register(providerMount, {
    runtime,
    db,
    config,
    shape,
    postLogoutClient: (uri) => clientOfPostLogoutUri(config, uri, { identityHarness: testHooks }),
  });
  registerFrontChannelRoutes(app, { config, chains: createLogoutChains(db) });
  app.register(async (pages) => {
    await pages.register(formbody, { bodyLimit: 16 * 1024 });
    registerStepRoutes(pages, deps);
    registerSignInRoutes(pages, deps);
    registerSignUpRoutes(pages, deps);
    registerPasswordRoutes(pages, deps);
    registerEmailRoutes(pages, deps);
    registerEmailRestoreRoutes(pages, {
      db,
      members,
      mail: { outbox, tokens, idpOrigin: config.idpOrigin },
      securityEvents: deps.securityEvents,
      isForeignPost: (request) => isForeignPost(deps, request),
    });
  });
  if (testHooks) {
    app.register(registerTestHooks, { runtime, keys, issuer });
  }
  return app;
}
