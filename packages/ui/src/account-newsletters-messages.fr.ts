/**
 * Mon compte's newsletters page texts, in a module of their own so that they are in that page's
 * chunk (loaded on demand), not in a chunk shared with the completion wizard and the member-center
 * return; its loading screen's words too.
 */
export const accountNewslettersMessages = {
  loading: 'Chargement de vos infolettres…',
  loadError: 'Impossible de charger vos infolettres.',
  retry: 'Réessayer',
  intro: 'Choisissez les infolettres que vous souhaitez recevoir à votre adresse {email}.',
  current: 'Vos abonnements',
  choose: 'Choisir mes infolettres',
  lastIssue: 'Lire la dernière infolettre',
  lastIssueOf: '« {title} »',
  disclaimer: 'Cette infolettre peut contenir des concours et des offres de nos partenaires.',
  saving: 'Enregistrement de vos choix…',
  confirmations: 'Confirmations',
  unsubscribeLink: 'Vous avez changé d’idée? Gérer mes abonnements',
  noChanges: 'Vos choix sont déjà enregistrés.',
} as const;
