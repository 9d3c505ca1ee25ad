import type { Newsletter, NewsletterLabels } from '@portail/contracts';

/** The newsletters a member can subscribe to, by category (page /infolettres of Mon compte). */
type NewsletterDefinition = Omit<Newsletter, 'isSelected'>;

export interface NewsletterCategoryDefinition {
  title: string;
  newsletters: NewsletterDefinition[];
}

const fr = { code: 'fr', direction: 'ltr' } as const;
const SITE = 'https://portail.exemple.ca';

function newsletter(
  norahCode: string,
  title: string,
  lead: string,
  options: { hasDisclaimer?: boolean; archive?: string | null; lang?: NewsletterDefinition['lang'] } = {},
): NewsletterDefinition {
  return {
    norahCode,
    title,
    lead,
    hasDisclaimer: options.hasDisclaimer ?? false,
    hasUnsubscribePage: true,
    lastNewsletterLink:
      options.archive === undefined ? `${SITE}/infolettres/${norahCode}/derniere` : options.archive,
    lang: options.lang ?? fr,
  };
}

export const newsletterCategories: readonly NewsletterCategoryDefinition[] = [
  {
    title: 'Info',
    newsletters: [
      newsletter(
        'info-matin',
        "L'essentiel du matin",
        'Les nouvelles à connaître avant de commencer la journée, dans votre boîte courriel dès 6 h.',
      ),
      newsletter(
        'info-soir',
        'Le point du soir',
        'Ce qui a marqué la journée, résumé et expliqué chaque soir de semaine.',
      ),
      newsletter(
        'info-decrypteurs',
        'Les Décrypteurs',
        'Désinformation, fausses nouvelles et manipulation en ligne : nos journalistes font la vérification des faits.',
      ),
      newsletter(
        'info-economie',
        'Zone économie',
        'Vos finances, le marché du travail et les entreprises d’ici, chaque vendredi.',
      ),
      newsletter(
        'rci-english',
        'RCI — The Week in Canada',
        'A weekly selection of our best stories about Canada, in English.',
        { lang: { code: 'en', direction: 'ltr' } },
      ),
    ],
  },
  {
    title: 'Sports',
    newsletters: [
      newsletter(
        'sports-quotidien',
        'Sports : le quotidien',
        'Résultats, analyses et coulisses du sport amateur et professionnel.',
      ),
      newsletter(
        'sports-hockey',
        'Zone hockey',
        'Nos équipes canadiennes de la LNH, de la LHJMQ et du hockey féminin.',
      ),
      newsletter(
        'sports-olympiques',
        'Le carnet olympique',
        'Nos athlètes sur la route des Jeux olympiques et paralympiques.',
        { archive: null },
      ),
    ],
  },
  {
    title: 'Arts et culture',
    newsletters: [
      newsletter(
        'arts-sorties',
        'Les sorties de la semaine',
        'Spectacles, expositions et films à ne pas manquer près de chez vous.',
      ),
      newsletter(
        'arts-livres',
        'Le club des livres',
        'Romans, essais et bandes dessinées choisis par nos chroniqueurs.',
      ),
      newsletter(
        'ohdio-balados',
        'OHdio : nouveaux balados',
        'Les nouveaux balados, livres audio et séries documentaires d’OHdio.',
      ),
      newsletter(
        'tele-horaire',
        'ICI Télé : cette semaine',
        'Séries, documentaires et émissions spéciales à l’horaire, avec un concours mensuel.',
        { hasDisclaimer: true },
      ),
    ],
  },
  {
    title: 'Régions',
    newsletters: [
      newsletter(
        'region-grandmontreal',
        'Grand Montréal',
        "L'actualité du Grand Montréal, de Laval à la Rive-Sud.",
      ),
      newsletter(
        'region-quebec',
        'Québec',
        "L'actualité de la capitale nationale et de Chaudière-Appalaches.",
      ),
      newsletter(
        'region-acadie',
        'Acadie',
        "Les nouvelles du Nouveau-Brunswick, de la Nouvelle-Écosse et de l'Île-du-Prince-Édouard.",
      ),
      newsletter('region-ontario', 'Ontario', 'Les francophones de Toronto, Ottawa, Sudbury et Windsor.'),
      newsletter(
        'region-ouest',
        "L'Ouest en bref",
        'Manitoba, Saskatchewan, Alberta et Colombie-Britannique, chaque semaine.',
      ),
    ],
  },
  {
    title: 'Environnement et science',
    newsletters: [
      newsletter(
        'science-climat',
        'Climat et environnement',
        'Comprendre les changements climatiques et les solutions d’ici.',
      ),
      newsletter(
        'science-techno',
        'Techno',
        'Intelligence artificielle, cybersécurité et vie numérique, sans jargon.',
      ),
    ],
  },
];

/** Every norahCode of the catalogue. */
export const newsletterCodes: ReadonlySet<string> = new Set(
  newsletterCategories.flatMap((category) => category.newsletters.map((item) => item.norahCode)),
);

/** The page's fixed French labels (title, empty state, save button, toasters, counter, legal notice…). */
export const newsletterLabels = {
  title: 'Mes infolettres',
  noSubscription: "Vous n'êtes abonné à aucune infolettre pour le moment.",
  saveButton: 'Enregistrer mes choix',
  errorMessage: "Vos choix n'ont pas pu être enregistrés. Veuillez réessayer.",
  subscribeToasterSingular: 'Vous êtes maintenant abonné à {count} infolettre.',
  subscribeToasterPlural: 'Vous êtes maintenant abonné à {count} infolettres.',
  unsubscribeToasterSingular: 'Vous êtes désabonné de {count} infolettre.',
  unsubscribeToasterPlural: 'Vous êtes désabonné de {count} infolettres.',
  counterSingular: '{count} infolettre sélectionnée',
  counterPlural: '{count} infolettres sélectionnées',
  legalDisclaimer:
    "En vous abonnant, vous acceptez de recevoir des courriels du diffuseur public. Vous pouvez vous désabonner en tout temps à l'aide du lien au bas de chaque infolettre.",
  closeButton: 'Fermer',
} as const satisfies NewsletterLabels;
