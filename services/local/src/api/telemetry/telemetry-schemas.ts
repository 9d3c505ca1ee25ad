import * as v from 'valibot';

const MAX_BATCH = 100;
const shortText = (max: number) => v.pipe(v.string(), v.maxLength(max));

const logEntry = v.record(v.string(), v.unknown());
/** message and ads traces: a batch of up to 100 log objects (one object counts as a batch of one). */
export const logBatchSchema = v.pipe(
  v.unknown(),
  v.transform((input) => (Array.isArray(input) ? (input as unknown[]) : [input])),
  v.array(logEntry, 'Le corps doit être un objet ou un tableau d’objets.'),
  v.minLength(1, 'Le lot de journaux est vide.'),
  v.maxLength(MAX_BATCH, 'Un lot contient au plus 100 entrées.'),
);

/** diagnostic traces: an array of error objects (event, source, error, app). */
export const diagnosticBatchSchema = v.pipe(
  v.array(
    v.looseObject({
      event: v.optional(v.unknown()),
      source: v.optional(v.unknown()),
      error: v.optional(v.unknown()),
      app: v.optional(shortText(64)),
    }),
    'Le corps doit être un tableau d’erreurs.',
  ),
  v.minLength(1, 'Le lot de diagnostics est vide.'),
  v.maxLength(MAX_BATCH, 'Un lot contient au plus 100 entrées.'),
);

/** vitals: one page's web-vitals report. */
export const vitalsSchema = v.object(
  {
    url: shortText(2048),
    cookie: v.optional(v.union([shortText(4096), v.boolean()])),
    useragent: v.optional(shortText(1024)),
    width: v.optional(v.number()),
    height: v.optional(v.number()),
    app: v.optional(shortText(64)),
    routePath: v.optional(shortText(1024)),
    metrics: v.record(v.string(), v.number(), 'Les métriques doivent être des nombres.'),
  },
  'Le rapport de performance est invalide.',
);

/** An analytics page record (SPEC.md §3); metrics.pageName is required. */
const PAGE_NAME_REQUIRED = 'Le nom de page (metrics.pageName) est requis.';

export const pageRecordSchema = v.pipe(
  v.object(
    {
      pageId: shortText(512),
      partnership: v.optional(v.nullable(shortText(256))),
      subTheme: v.optional(v.nullable(shortText(256))),
      url: v.optional(shortText(2048)),
      accountId: v.optional(shortText(128)),
      domain: v.optional(shortText(256)),
      separator: v.optional(shortText(8)),
      bitrate: v.optional(v.number()),
      time: v.optional(v.pipe(v.string(), v.isoTimestamp('Le champ time doit être une date ISO 8601.'))),
      metrics: v.looseObject(
        {
          pageName: v.optional(v.pipe(v.string(PAGE_NAME_REQUIRED), v.maxLength(512))),
          domain: v.optional(v.nullable(shortText(256))),
          application: v.optional(shortText(64)),
          format: v.optional(v.nullable(shortText(64))),
        },
        'Le bloc metrics est requis.',
      ),
    },
    'La fiche de page est invalide.',
  ),
  v.forward(
    v.check((record) => Boolean(record.metrics.pageName?.trim()), PAGE_NAME_REQUIRED),
    ['metrics', 'pageName'],
  ),
);

/** A browser PushSubscription as JSON. */
export const pushSubscriptionSchema = v.object(
  {
    endpoint: v.pipe(
      v.string('Le champ endpoint est requis.'),
      v.url('Le champ endpoint doit être une URL.'),
      v.maxLength(2048),
    ),
    expirationTime: v.optional(v.nullable(v.number())),
    keys: v.optional(v.object({ p256dh: shortText(512), auth: shortText(512) })),
  },
  "L'abonnement est invalide.",
);

export const pushUnsubscribeSchema = v.object(
  { endpoint: v.pipe(v.string('Le champ endpoint est requis.'), v.maxLength(2048)) },
  'Le corps doit contenir endpoint.',
);

/** Visitor-identity login: JSON-LD naming the login id (`identifier`, or `loginId`). */
export const visitorLoginSchema = v.pipe(
  v.looseObject(
    {
      '@context': v.optional(v.unknown()),
      '@type': v.optional(shortText(64)),
      identifier: v.optional(shortText(256)),
      loginId: v.optional(shortText(256)),
    },
    'Le corps doit être un objet JSON-LD.',
  ),
  v.check((body) => Boolean(body.identifier ?? body.loginId), "L'identifiant de connexion est requis."),
);
