/**
 * The portal's own French copy (fr-CA). Shared strings come from @portail/ui's catalogue; these are
 * the shell's words; the content pages' are content/content-messages.ts, in their chunks.
 */
export const portalMessages = {
  loading: 'Chargement de la page…',
  notFound: {
    title: 'Page introuvable | Portail',
    heading: 'Page introuvable',
    description: 'Désolé! La page que vous avez demandée est introuvable.',
    help: 'Elle a peut-être été déplacée ou supprimée. Vérifiez l’adresse ou reprenez à partir d’une des sections ci-dessous.',
    backHome: 'Retourner à l’accueil',
  },
} as const;
