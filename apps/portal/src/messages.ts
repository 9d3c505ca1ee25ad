/**
 * The portal's own French copy (fr-CA). Shared strings come from @portail/ui's catalogue; these are
 * the shell's and the content applications' words.
 */
export const portalMessages = {
  loading: 'Chargement de la page…',
  navigating: 'Chargement en cours',
  home: 'Accueil',
  breadcrumb: 'Fil d’Ariane',
  appNavigation: 'Navigation de la section {app}',
  relatedLinks: 'À découvrir ailleurs sur le portail',
  notFound: {
    title: 'Page introuvable | Portail',
    heading: 'Page introuvable',
    description: 'Désolé! La page que vous avez demandée est introuvable.',
    help: 'Elle a peut-être été déplacée ou supprimée. Vérifiez l’adresse ou reprenez à partir d’une des sections ci-dessous.',
    backHome: 'Retourner à l’accueil',
  },
  youthExit: 'Vous quittez la section Jeunesse.',
} as const;
