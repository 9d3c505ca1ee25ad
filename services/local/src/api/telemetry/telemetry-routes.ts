import { serviceStylesheet } from '../../idp/pages/service-document.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  ANALYTICS_PAGE_VIEWS_PATH,
  apiPaths,
  PUSH_SERVICE,
  pushVapidKeyPath,
  type TraceChannel,
  type VisitorLoginAnswer,
} from '@portail/contracts';
import { NotFoundError, RateLimitedError, ValidationError, apiErrorMessages } from '../errors.ts';
import { parseInput } from '../parse-input.ts';
import { createRateLimiter } from '../rate-limit.ts';
import { findApplication } from '../settings/application-registry.ts';
import {
  diagnosticBatchSchema,
  logBatchSchema,
  pageRecordSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  visitorLoginSchema,
  vitalsSchema,
} from './telemetry-schemas.ts';
import { isTelemetryPageFilter, renderTelemetryPage, telemetryPageFilters } from './telemetry-page.ts';
import { telemetryKinds, type TelemetryKind, type TelemetryStore } from './telemetry-store.ts';

const TRACE_BODY_LIMIT = 128 * 1024;
/** The page's own stylesheet (a file, so the page's CSP allows no inline style). */
const telemetryPageCss = serviceStylesheet(new URL('./telemetry-page.css', import.meta.url));
/** Events shown by GET /telemetrie, the newest. */
const PAGE_EVENTS = 300;
const traceSchemas = {
  message: logBatchSchema,
  ads: logBatchSchema,
  diagnostic: diagnosticBatchSchema,
  vitals: vitalsSchema,
} as const satisfies Record<TraceChannel, v.GenericSchema>;

export interface TelemetryRoutesOptions {
  store: TelemetryStore;
  /** Requests per minute and client address on these sinks. */
  perMinute?: number;
}

/** Beacons often arrive as text/plain: their text is the JSON. */
function jsonBody(request: FastifyRequest): unknown {
  if (typeof request.body !== 'string') return request.body;
  try {
    return JSON.parse(request.body);
  } catch {
    throw new ValidationError(apiErrorMessages.invalidJson);
  }
}

/**
 * Telemetry sinks: POST /{app}/trace/{message|ads|diagnostic|vitals} (JSON or text/plain beacons),
 * POST /analytics/page-views, POST /push/surLeVif/{subscribe|unsubscribe}, GET /push/surLeVif/vapid-public-key,
 * POST /visitor-identity/login
 * (JSON-LD). What arrived is listed by telemetryListingRoutes.
 */
export async function telemetryRoutes(app: FastifyInstance, options: TelemetryRoutesOptions): Promise<void> {
  const { store } = options;
  const limiter = createRateLimiter({ limit: options.perMinute ?? 600, windowMs: 60_000 });
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'POST') return;
    const decision = limiter.hit(request.ip);
    if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
  });

  app.post<{ Params: { app: string; kind: string } }>(
    '/:app/trace/:kind',
    { bodyLimit: TRACE_BODY_LIMIT },
    async (request, reply) => {
      const application = findApplication(request.params.app);
      const kind = request.params.kind;
      if (!application || !Object.hasOwn(traceSchemas, kind)) throw new NotFoundError();
      const payload = parseInput(traceSchemas[kind as keyof typeof traceSchemas], jsonBody(request));
      store.record(application.id, kind as TelemetryKind, payload);
      return reply.code(204).send();
    },
  );

  app.post(ANALYTICS_PAGE_VIEWS_PATH, { bodyLimit: 32 * 1024 }, async (request, reply) => {
    const record = parseInput(pageRecordSchema, jsonBody(request));
    const event = store.record('analytics', 'page-view', record);
    return reply.code(201).send({ id: event.id, receivedAt: event.receivedAt });
  });

  app.post<{ Params: { service: string; action: string } }>(
    '/push/:service/:action',
    { bodyLimit: 16 * 1024 },
    async (request, reply) => {
      const { service, action } = request.params;
      if (service !== PUSH_SERVICE || (action !== 'subscribe' && action !== 'unsubscribe'))
        throw new NotFoundError();
      if (action === 'subscribe') {
        const subscription = parseInput(pushSubscriptionSchema, jsonBody(request));
        store.subscribePush(service, subscription);
        store.record('push', 'push-subscribe', { service, endpoint: subscription.endpoint });
        return reply.code(201).send({ service, subscribed: true });
      }
      const { endpoint } = parseInput(pushUnsubscribeSchema, jsonBody(request));
      if (!store.unsubscribePush(service, endpoint)) throw new NotFoundError();
      store.record('push', 'push-unsubscribe', { service, endpoint });
      return reply.code(200).send({ service, subscribed: false });
    },
  );

  app.get<{ Params: { service: string } }>(pushVapidKeyPath(':service'), async (request, reply) => {
    if (request.params.service !== PUSH_SERVICE) throw new NotFoundError();
    return reply.header('cache-control', 'no-cache').send({ publicKey: store.vapidPublicKey(PUSH_SERVICE) });
  });

  app.post(apiPaths.visitorIdentityLogin, { bodyLimit: 8 * 1024 }, async (request, reply) => {
    const body = parseInput(visitorLoginSchema, jsonBody(request));
    const loginId = (body.identifier ?? body.loginId) as string;
    const rcPlusId = store.rcPlusIdFor(loginId);
    store.record('visitor-identity', 'visitor-login', { loginId, rcPlusId });
    return reply
      .type('application/ld+json; charset=utf-8')
      .send([
        { '@context': 'https://schema.org', '@type': 'Person', identifier: loginId, rcPlusId },
      ] satisfies VisitorLoginAnswer);
  });
}

/**
 * What the sinks received, for developers (registered as a developer page: loopback clients only, no
 * CORS, off with PORTAIL_DEV_PAGES=0): GET /telemetrie (French page), GET /telemetry/events and
 * GET /analytics/page-views (JSON).
 */
export async function telemetryListingRoutes(
  app: FastifyInstance,
  { store }: { store: TelemetryStore },
): Promise<void> {
  app.get(ANALYTICS_PAGE_VIEWS_PATH, async () => ({
    records: store.list({ kind: 'page-view', limit: 200 }).map((event) => ({
      id: event.id,
      receivedAt: event.receivedAt,
      ...(event.payload as object),
    })),
  }));

  const listQuery = v.object({
    kind: v.optional(v.picklist(telemetryKinds, 'Type d’événement inconnu.')),
    limit: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(1000))),
  });
  app.get('/telemetry/events', async (request) => {
    const query = parseInput(listQuery, request.query);
    return { events: store.list(query) };
  });

  app.get('/telemetrie.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(telemetryPageCss),
  );

  app.get<{ Querystring: { type?: string } }>('/telemetrie', async (request, reply) => {
    const filter = isTelemetryPageFilter(request.query.type) ? request.query.type : null;
    const events = filter
      ? telemetryPageFilters[filter].kinds
          .flatMap((kind) => store.list({ kind, limit: PAGE_EVENTS }))
          .sort((a, b) => b.id - a.id)
          .slice(0, PAGE_EVENTS)
      : store.list({ limit: PAGE_EVENTS });
    return reply
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      )
      .header('cache-control', 'no-store')
      .send(renderTelemetryPage(events, store.pushSubscriptions(), filter));
  });
}
