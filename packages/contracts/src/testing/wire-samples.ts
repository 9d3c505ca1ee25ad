/**
 * One well-formed value of each wire shape, with every field (optional ones included), typed by the
 * contract: the tests of both sides read them (`@portail/contracts/wire-samples`, in no app bundle).
 * A field added to a type without its sample fails the typecheck; a side that ignores or refuses a
 * sample's field fails its test.
 */
import type { ApiErrorBody } from '../api-error-body.ts';
import type { ApplicationSettings } from '../app-settings.ts';
import type { AudioCatalogue } from '../audio-catalogue.ts';
import type {
  AccountMePatchBody,
  DeleteAccountBody,
  ResetPasswordBody,
  ResetPasswordQuery,
  ValidationEmailQuery,
} from '../member-requests.ts';
import type { NewsletterSubscriptionChange, NewslettersPageEnvelope } from '../newsletters-page.ts';
import type { DiagnosticError, LogEntry, PageViewRecord, VitalsReport } from '../telemetry-records.ts';
import type { VisitorLoginAnswer, VisitorLoginRequest } from '../visitor-identity.ts';

const API = 'http://localhost:8083';
const IDP_POLICY_URL = 'http://localhost:8082/policy/B2C_1A_CHANGE_EMAIL';

/** PATCH /id/v3/accounts/me with every field it may carry. */
export const accountMePatchSample = {
  firstName: 'Émilie',
  lastName: 'Tremblay',
  email: 'emilie.tremblay@example.ca',
  postalCode: 'H2X 1Y4',
  birthMonth: 5,
  birthYear: 1990,
  birthDate: '1990-05',
  gender: 1,
  oldPassword: 'Ancien-mot-2026',
  newPassword: 'Nouveau-mot-2026!',
  b2CUrlPolicy: IDP_POLICY_URL,
  productsRegions: { info: '8', iciMusique: '8', premiere: '8', tele: '8', oHdio: '8' },
} as const satisfies Required<AccountMePatchBody>;

export const resetPasswordBodySample = {
  email: 'emilie.tremblay@example.ca',
  b2CUrlPolicy: IDP_POLICY_URL,
} as const satisfies Required<ResetPasswordBody>;

export const resetPasswordQuerySample = {
  context: 'portail',
} as const satisfies Required<ResetPasswordQuery>;

export const validationEmailQuerySample = {
  b2CUrlPolicy: IDP_POLICY_URL,
  azpContext: 'portail',
} as const satisfies Required<ValidationEmailQuery>;

export const deleteAccountBodySample = {
  password: 'Ancien-mot-2026',
} as const satisfies Required<DeleteAccountBody>;

/** `pageMyNewslettersSubscriptions`' answer with one category of one newsletter. */
export const newslettersPageSample: NewslettersPageEnvelope = {
  data: {
    categories: [
      {
        title: 'Info',
        newsletters: [
          {
            norahCode: 'info-matin',
            title: "L'essentiel du matin",
            lead: 'Les nouvelles à connaître avant de commencer la journée.',
            lastNewsletterLink: 'https://portail.exemple.ca/infolettres/info-matin/derniere',
            hasDisclaimer: true,
            hasUnsubscribePage: true,
            isSelected: true,
            lang: { code: 'fr', direction: 'ltr' },
          },
        ],
      },
    ],
    currentNewslettersSubscriptions: ['info-matin'],
    hasSubscribeConfirmationToaster: true,
    hasUnsubscribeConfirmationToaster: true,
    labels: {
      title: 'Mes infolettres',
      noSubscription: 'Aucune infolettre.',
      saveButton: 'Enregistrer mes choix',
      errorMessage: 'Vos choix n’ont pas pu être enregistrés.',
      subscribeToasterSingular: 'Abonné à {count} infolettre.',
      subscribeToasterPlural: 'Abonné à {count} infolettres.',
      unsubscribeToasterSingular: 'Désabonné de {count} infolettre.',
      unsubscribeToasterPlural: 'Désabonné de {count} infolettres.',
      counterSingular: '{count} infolettre sélectionnée',
      counterPlural: '{count} infolettres sélectionnées',
      legalDisclaimer: 'En vous abonnant, vous acceptez de recevoir nos courriels.',
      closeButton: 'Fermer',
    },
    unsubscribeToasterLink: 'http://localhost:8081/infolettres',
  },
  meta: {
    title: 'Mes infolettres',
    description: 'Choisissez vos infolettres.',
    metas: [{ name: 'robots', content: 'noindex' }],
    links: [{ rel: 'canonical', href: 'http://localhost:8081/infolettres' }],
  },
  metric: {
    pageId: 'infolettres',
    partnership: null,
    subTheme: 'infolettres',
    metrics: {
      pageName: 'mon-compte|infolettres',
      domain: 'portail.exemple.ca',
      application: 'site-web',
      format: 'page',
    },
  },
  routing: {
    canonicalUrl: 'http://localhost:8081/infolettres',
    ampCanonicalUrl: null,
    previousCanonicalUrls: [],
  },
};

/** The `subscriptions` variable of `multiSubscribeUnsubscribe`. */
export const newsletterSubscriptionChangeSample = {
  subscribeCodes: ['info-soir'],
  unsubscribeCodes: ['info-matin'],
  email: 'emilie.tremblay@example.ca',
} satisfies Required<NewsletterSubscriptionChange>;

/** The audio catalogue with one episode (with its ad), one live station and one ad. */
export const audioCatalogueSample = {
  episodes: [
    {
      id: '1002',
      globalId: '20-1002',
      mediaId: 'episode-1002',
      appCode: 'medianet',
      title: 'Chanson québécoise : 50 ans de Superfrancofête',
      programTitle: 'Pour emporter',
      description: 'Retour sur un rassemblement.',
      durationSeconds: 140,
      publishedAt: '2026-01-06T11:00:00.000Z',
      primaryClassificationTagId: 5604,
      audioUrl: `${API}/audio/files/episode-1002.wav`,
      ad: { adUnit: '/portail/ohdio/preroll', parameters: [{ key: 'position', value: 'preroll' }] },
    },
  ],
  stations: [
    {
      id: 'cbfxc',
      globalId: '24-cbfxc',
      mediaId: 'sp01radio',
      appCode: 'medianetlive',
      title: 'ICI Première Montréal',
      description: 'La radio parlée en direct de Montréal.',
      broadcastingNetworkId: 1,
      broadcastingStationCodeName: 'cbfxc',
      broadcastingStationId: 7,
      primaryClassificationTagId: 8005,
      streamUrl: `${API}/audio/live/cbfxc`,
    },
  ],
  ads: [
    {
      id: 'pub-preroll-3s',
      adUnit: '/portail/ohdio/preroll',
      title: 'Message de nos partenaires',
      durationSeconds: 3,
      position: 'preroll',
      audioUrl: `${API}/audio/files/pub-preroll-3s.wav`,
    },
  ],
} satisfies AudioCatalogue;

/** An error answer of the member APIs, with its field. */
export const apiErrorBodySample = {
  errors: [{ code: 1, message: 'Le code postal est invalide.', field: 'postalCode' }],
  errorResultCode: 1,
} satisfies ApiErrorBody;

/** A `message` batch of one log, with every field. */
export const logBatchSample = [
  {
    level: 'info',
    message: 'media episode start',
    time: '2026-11-27T12:00:00.000Z',
    app: 'ohdio',
    context: { contentType: 'episode' },
  },
] satisfies Required<LogEntry>[];

/** A `diagnostic` batch of one client error. */
export const diagnosticBatchSample = [
  { event: 'error', source: 'window', error: 'TypeError: x is undefined', app: 'news' },
] satisfies Required<DiagnosticError>[];

/** A `vitals` report. */
export const vitalsReportSample = {
  url: 'http://localhost:8080/ohdio',
  cookie: 'langue=fr',
  useragent: 'Mozilla/5.0 Chrome/140.0',
  width: 1280,
  height: 720,
  app: 'ohdio',
  routePath: '/ohdio',
  metrics: { CLS: 0.01, FCP: 900, INP: 80, LCP: 1200, TTFB: 150 },
} satisfies Required<VitalsReport>;

/** A page view. */
export const pageViewRecordSample = {
  accountId: 'portail-diffuseur-public',
  domain: 'portail.exemple.ca',
  separator: '|',
  bitrate: 800,
  pageId: '/ohdio',
  partnership: null,
  subTheme: null,
  metrics: { pageName: 'OHdio', domain: 'portail.exemple.ca', application: 'site-web', format: null },
  time: '2026-11-27T12:00:00.000Z',
} satisfies Required<PageViewRecord>;

/** The visitor-identity login and its answer. */
export const visitorLoginRequestSample = {
  '@context': 'https://schema.org',
  '@type': 'Person',
  identifier: 'rc-0001',
} satisfies Required<VisitorLoginRequest>;

export const visitorLoginAnswerSample = [
  { ...visitorLoginRequestSample, rcPlusId: 'rcplus-0001' },
] satisfies VisitorLoginAnswer;

/** The settings of an application (every API on one origin). */
export const applicationSettingsSample = {
  appId: 'ohdio',
  displayName: 'OHdio',
  apiRouting: {
    accounts: API,
    sso: API,
    sphere: API,
    graphql: API,
    settings: API,
    trace: API,
    push: API,
    visitorIdentity: API,
    analytics: API,
    audio: API,
  },
  tracePath: `${API}/ohdio/trace`,
  favicons: [
    {
      rel: 'icon',
      href: `${API}/v5/ohdio/dist/assets/pwa/favicon-32x32.png`,
      type: 'image/png',
      sizes: '32x32',
    },
  ],
} satisfies ApplicationSettings;
