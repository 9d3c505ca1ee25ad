/**
 * One well-formed value of each wire shape, with every field (optional ones included), typed by the
 * contract: the tests of both sides read them (`@portail/contracts/wire-samples`, in no app bundle).
 * A field added to a type without its sample fails the typecheck; a side that ignores or refuses a
 * sample's field fails its test.
 */
import type { AudioCatalogue } from './audio-catalogue.ts';
import type {
  AccountMePatchBody,
  DeleteAccountBody,
  ResetPasswordBody,
  ResetPasswordQuery,
  ValidationEmailQuery,
} from './member-requests.ts';
import type { NewsletterSubscriptionChange, NewslettersPageEnvelope } from './newsletters-page.ts';

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
