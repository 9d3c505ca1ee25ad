import { methodNotAllowed } from '../http/allowed-methods.ts';
import { noStoreByDefault } from '../http/no-store-default.ts';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { PortailConfig } from '@portail/contracts';
import { audioRoutes } from '../audio/audio-routes.ts';
import { faultInjection } from '../faults/fault-injection.ts';
import { createOutbox, outboxRoutes, type Outbox } from '../mail/index.ts';
import { registerDevPages } from '../origins/dev-pages.ts';
import { installOriginGuard } from '../origins/origin-guard.ts';
import { createActionTokens, createMemberStore, type MemberStore } from '../members/index.ts';
import { memberTestHooks } from '../members/member-test-hooks.ts';
import type { AccountDeps } from './accounts/account-context.ts';
import { avatarRoutes } from './accounts/avatar-routes.ts';
import { confirmationEmailRoute } from './accounts/confirmation-email-route.ts';
import { deleteRoute } from './accounts/delete-route.ts';
import { meRoutes } from './accounts/me-routes.ts';
import { createPasswordAttempts } from './accounts/password-attempts.ts';
import { resetPasswordRoute } from './accounts/reset-password-route.ts';
import { createTokenNotBefore } from './accounts/token-not-before.ts';
import { createTokenVerifier, type TokenVerifier } from './bearer.ts';
import { idpShapeFromEnv, type IdpShape } from '../idp/idp-shape.ts';
import { refuseEndedSessions } from './ended-session-check.ts';
import { sessionRoutes } from './accounts/session-routes.ts';
import { securityHistoryRoute } from './accounts/security-history-route.ts';
import { createSecurityEvents } from '../security/security-events.ts';
import { sendEmailRestoreMail } from '../security/email-restore.ts';
import { touchSessionsOnUse } from './session-touch.ts';
import { createMemberSessions } from '../security/member-sessions.ts';
import { createEndedSessions } from '../idp/ended-sessions.ts';
import { tokenLifetimesFromEnv } from '../idp/token-lifetimes.ts';
import { installErrorHandling } from './error-handler.ts';
import { graphqlRoutes } from './graphql/graphql-routes.ts';
import { createNewsletterSubscriptions } from './graphql/newsletter-subscriptions.ts';
import { createPersistedQueries } from './graphql/persisted-queries.ts';
import { sphereRoutes } from './pages/sphere-routes.ts';
import { settingsRoutes } from './settings/settings-routes.ts';
import { createTelemetryStore } from './telemetry/telemetry-store.ts';
import { tlsServerFactory, type TlsCredentials } from '../tls/tls-server.ts';
import { telemetryListingRoutes, telemetryRoutes } from './telemetry/telemetry-routes.ts';
import { testMemberRoutes } from './test-member-routes.ts';
import { privacyRoutes } from './privacy/privacy-routes.ts';
import { privacyTestRoutes } from './privacy/privacy-test-routes.ts';
import { createPrivacyStore } from './privacy/privacy-store.ts';
import { cancelDeletionRoute } from './deletion/cancel-deletion-route.ts';
import { createPurgeSchedule } from './deletion/deletion-purge.ts';
import { createDeletionStore } from './deletion/deletion-store.ts';

export interface ApiServerOptions {
  config: PortailConfig;
  db: DatabaseSync;
  /** Where avatars and generated audio go; defaults to the database's directory. */
  dataDir?: string;
  members?: MemberStore;
  outbox?: Outbox;
  /** Checks bearer tokens; defaults to the identity provider's published keys. */
  tokenVerifier?: TokenVerifier;
  /**
   * Fault injection (POST/DELETE /__faults), POST /__test/members and /__test/members/ban-level;
   * defaults to PORTAIL_TEST_HOOKS=1.
   */
  testHooks?: boolean;
  now?: () => Date;
  /** The outbox and the telemetry listing (loopback clients only); default: PORTAIL_DEV_PAGES is not 0. */
  devPages?: boolean;
  /** Told of every route as it is registered (the fuzzing gate walks them all). */
  onRoute?: (route: RouteOptions) => void;
  /** Serve over https (PORTAIL_HTTPS=1). */
  tls?: TlsCredentials;
  /** The identity provider's URL shape, whose issuer the member APIs accept. Default: PORTAIL_IDP_SHAPE. */
  idpShape?: IdpShape;
}

/** Every JSON body is small; routes that need more (GraphQL, traces, avatars) say so. */
const DEFAULT_BODY_LIMIT = 16 * 1024;

function dataDirOf(db: DatabaseSync): string {
  const location = db.location();
  return location ? dirname(location) : join(tmpdir(), 'portail-api');
}

/**
 * The member-API origin: accounts (/id/v3/accounts/me…, /sso/id/v3/accounts/reset-password), page
 * data (/neuro/sphere/v1/…), /graphql, /v5/{app}/settings and icons, telemetry sinks and page,
 * push, visitor identity, the audio catalogue, and (tests only) fault injection and fresh members.
 */
export function createApiServer(options: ApiServerOptions): FastifyInstance {
  const { config, db } = options;
  const now = options.now ?? (() => new Date());
  const dataDir = options.dataDir ?? dataDirOf(db);
  const members = options.members ?? createMemberStore(db);
  const outbox = options.outbox ?? createOutbox(db);
  const sessions = createMemberSessions(db, () => now().getTime());
  const securityEvents = createSecurityEvents(db, () => now().getTime());
  // a token of a provider session ended by a sign-out is refused (ended-session-check.ts)
  const ended = refuseEndedSessions(
    options.tokenVerifier ??
      createTokenVerifier({
        idpOrigin: config.idpOrigin,
        shape: options.idpShape ?? idpShapeFromEnv(process.env),
        notBefore: createTokenNotBefore(db),
      }),
    createEndedSessions(db, { keepSeconds: tokenLifetimesFromEnv(process.env).accessToken }),
  );
  const deletions = createDeletionStore(db);
  const verifier = touchSessionsOnUse(ended, sessions);
  const mailDeps = { outbox, tokens: createActionTokens(db), idpOrigin: config.idpOrigin };
  const accountDeps: AccountDeps = {
    config,
    members,
    mail: mailDeps,
    verifier,
    avatarDir: join(dataDir, 'avatars'),
    now,
    passwordAttempts: createPasswordAttempts({ now: () => now().getTime() }),
    deletions,
    // issue 32: the change is in the history, and the old address gets a 72-hour undo link
    onEmailChanged: (before, after, request) => {
      securityEvents.record(after.rcId, 'email-changed', {
        userAgent: request.headers['user-agent'] ?? null,
      });
      sendEmailRestoreMail(mailDeps, before, after.email);
    },
  };
  const subscriptions = createNewsletterSubscriptions(db, now);
  const privacy = createPrivacyStore(db);

  const app = Fastify({
    logger: false,
    bodyLimit: DEFAULT_BODY_LIMIT,
    ...(options.tls ? { serverFactory: tlsServerFactory(options.tls) } : {}),
  });
  // The Host/Origin guard answers first: a refused origin learns nothing of the routes (not even 405).
  installOriginGuard(app, {
    servedOrigin: config.apiOrigin,
    appOrigins: [config.portalOrigin, config.accountOrigin],
  });
  methodNotAllowed(app);
  noStoreByDefault(app);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  installErrorHandling(app);
  app.addContentTypeParser(
    'application/ld+json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });

  app.register(cors, {
    origin: [config.portalOrigin, config.accountOrigin],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'accept', 'x-requested-with', 'if-match'],
    exposedHeaders: ['retry-after', 'content-range', 'accept-ranges', 'etag'],
    maxAge: 600,
  });
  app.register(faultInjection, options.testHooks === undefined ? {} : { enabled: options.testHooks });
  if (options.testHooks ?? process.env['PORTAIL_TEST_HOOKS'] === '1') {
    app.register(memberTestHooks, { members });
    app.register(testMemberRoutes, { members });
    app.register(privacyTestRoutes, { members, privacy, now });
  }

  app.get('/health', async () => ({ status: 'ok', service: 'api' }));
  app.register(meRoutes, accountDeps);
  app.register(avatarRoutes, accountDeps);
  app.register(deleteRoute, { ...accountDeps, deletions, db });
  app.register(cancelDeletionRoute, { ...accountDeps, deletions });
  // Accounts whose 30 days are over are purged at start and from the requests (deletion-purge.ts).
  const purge = createPurgeSchedule({ members, deletions, outbox, avatarDir: accountDeps.avatarDir, now });
  purge();
  app.addHook('onRequest', async () => purge());
  app.register(confirmationEmailRoute, accountDeps);
  app.register(resetPasswordRoute, accountDeps);
  app.register(privacyRoutes, { ...accountDeps, privacy });
  app.register(sessionRoutes, { ...accountDeps, sessions });
  app.register(securityHistoryRoute, { ...accountDeps, securityEvents });
  app.register(sphereRoutes, { accountOrigin: config.accountOrigin, idpOrigin: config.idpOrigin, now });
  app.register(graphqlRoutes, {
    persistedQueries: createPersistedQueries(db, now),
    contextFor: (bearerToken) => ({
      bearerToken,
      verifyToken: (token, scope) => verifier.verify(token, scope),
      emailOf: (memberId) => {
        const member = members.findByRcId(memberId);
        return member?.banLevel === null ? member.email : undefined;
      },
      subscriptions,
      accountOrigin: config.accountOrigin,
    }),
  });
  app.register(settingsRoutes, { apiOrigin: config.apiOrigin });
  const telemetry = createTelemetryStore(db, now);
  app.register(telemetryRoutes, { store: telemetry });
  const devPages = { servedOrigin: config.apiOrigin, enabled: options.devPages };
  registerDevPages(app, devPages, async (scope) => {
    await scope.register(telemetryListingRoutes, { store: telemetry });
    await scope.register(outboxRoutes, { outbox });
  });
  app.register(audioRoutes, { apiOrigin: config.apiOrigin, audioDir: join(dataDir, 'audio') });
  return app;
}
