import { accountFlowsFirstScreen as first } from './messages.fr.ts';

/**
 * Mon compte's newsletters page texts, in a module of their own so that they are in that page's
 * chunk (loaded on demand), not in a chunk shared with the completion wizard and the member-center
 * return; the words of its loading screen are messages.fr.ts's accountFlowsFirstScreen, read here.
 */
export const accountNewslettersMessages = {
  loading: 'Chargement de vos infolettres…',
  loadError: 'Impossible de charger vos infolettres.',
  retry: 'Réessayer',
  intro: first.newslettersIntro,
  current: first.newslettersCurrent,
  choose: first.newslettersChoose,
  lastIssue: 'Lire la dernière infolettre',
  lastIssueOf: '« {title} »',
  disclaimer: 'Cette infolettre peut contenir des concours et des offres de nos partenaires.',
  saving: 'Enregistrement de vos choix…',
  confirmations: 'Confirmations',
  unsubscribeLink: 'Vous avez changé d’idée? Gérer mes abonnements',
  noChanges: 'Vos choix sont déjà enregistrés.',
} as const;
