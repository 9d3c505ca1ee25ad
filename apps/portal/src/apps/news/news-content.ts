import { appDisplayNames } from '@portail/contracts';
import { contentPage, namedContentPage } from '../../content/page-content.ts';
import type { RouteIdOf } from '../../routing/app-declaration.ts';
import { defineContentApp, isNumericId } from '../../content/define-app-module.tsx';
import type { news } from '../registry.ts';
import { NEWS_SECTIONS, newsSectionRouteId, type NewsSection } from './news-sections.ts';
import { ARTICLES } from './news-articles.ts';

const APP = appDisplayNames.news;

const SECTION_NAMES: Record<NewsSection, string> = {
  info: 'Info en continu',
  sports: 'Sports',
  arts: 'Arts',
  politique: 'Politique',
  economie: 'Économie',
  international: 'International',
  science: 'Science',
  techno: 'Techno',
  sante: 'Santé',
  environnement: 'Environnement',
  societe: 'Société',
  'justice-et-faits-divers': 'Justice et faits divers',
  insolite: 'Insolite',
  'espaces-autochtones': 'Espaces autochtones',
  grandmontreal: 'Grand Montréal',
  quebec: 'Québec',
  estrie: 'Estrie',
  'ontario/toronto': 'Toronto',
  'acadie/nouveau-brunswick': 'Nouveau-Brunswick',
};

const ACROSS = [
  { href: '/ohdio', label: 'OHdio', note: 'balados et radio en direct' },
  { href: '/tele', label: 'Télé', note: 'émissions et séries' },
  { href: '/mordu/recettes/tarte-au-sucre', label: 'La tarte au sucre de Mordu' },
  { href: '/recit-numerique/4567/le-fleuve-en-hiver', label: 'Récit numérique : le fleuve en hiver' },
];

const sectionPages = Object.fromEntries(
  NEWS_SECTIONS.map((slug) => [
    newsSectionRouteId(slug),
    () =>
      contentPage({
        path: `/${slug}`,
        appName: APP,
        title: SECTION_NAMES[slug],
        heading: SECTION_NAMES[slug],
        description: `Les dernières nouvelles de la section ${SECTION_NAMES[slug]}.`,
        intro: `Les dernières nouvelles de la section ${SECTION_NAMES[slug]}, mises à jour en continu par nos équipes partout au pays.`,
        breadcrumbs: [APP, SECTION_NAMES[slug]],
        links: [...ARTICLES, ...ACROSS],
        linksHeading: 'À lire',
      }),
  ]),
);

export const newsModule = defineContentApp<RouteIdOf<typeof news>>({
  appName: APP,
  nav: [
    { href: '/', label: 'À la une' },
    { href: '/info', label: 'En continu' },
    { href: '/politique', label: 'Politique' },
    { href: '/economie', label: 'Économie' },
    { href: '/international', label: 'International' },
    { href: '/grandmontreal', label: 'Grand Montréal' },
  ],
  pages: {
    'news-home': () =>
      contentPage({
        path: '/',
        appName: APP,
        title: 'À la une',
        heading: 'À la une',
        description:
          'Toute l’information, la télé, la radio et les balados du diffuseur public, en français.',
        intro:
          'Toute l’information, la télé, la radio et les balados du diffuseur public, en français, partout au pays.',
        featured: { heading: 'Nos manchettes', links: ARTICLES },
        links: [
          ...NEWS_SECTIONS.slice(0, 6).map((slug) => ({ href: `/${slug}`, label: SECTION_NAMES[slug] })),
          ...ACROSS,
          { href: '/a11y', label: 'Accessibilité du portail' },
        ],
        linksHeading: 'Nos sections et nos plateformes',
      }),
    'news-article': ({ pathParams, pathname }) => {
      if (!isNumericId(pathParams.id)) return { status: 404 };
      return namedContentPage(pathParams.slug, (heading) => ({
        path: pathname,
        appName: APP,
        kicker: `Article no ${pathParams.id}`,
        description: `${heading} : l’essentiel de l’article.`,
        intro: 'Les faits, le contexte et les réactions, vérifiés par notre salle de nouvelles.',
        paragraphs: [
          'Cet article de démonstration montre une adresse du motif /nouvelle/{numéro}/{titre} servie par l’application Info.',
          'Son numéro et son titre viennent de l’adresse; une adresse dont le numéro n’est pas composé de chiffres mène à la page introuvable.',
        ],
        breadcrumbs: [APP, 'Nouvelle'],
        amp: true,
        links: [...ARTICLES.filter((article) => article.href !== pathname), ...ACROSS],
      }));
    },
    'news-theme': ({ pathParams, pathname }) =>
      namedContentPage(pathParams.theme, (theme) => ({
        path: pathname,
        appName: APP,
        kicker: 'Thème',
        description: `Tous nos articles sur le thème ${theme}.`,
        intro: `Tous nos articles, reportages et analyses sur le thème ${theme}.`,
        breadcrumbs: [APP, 'Thèmes', theme],
        links: ARTICLES,
      })),
    ...sectionPages,
  },
});
