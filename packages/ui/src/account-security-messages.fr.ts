/**
 * Issue 32: the texts of Mon compte's « Appareils et sessions » and « Historique de connexion »
 * pages, in a module of their own so that they load with those pages (on demand), not with the
 * catalogue's first-script sections (messages.fr.ts, `accountSecurityNav`).
 */
export const accountSecurityMessages = {
  // The pages' leads and headings, which their loading screens say too.
  devicesLead: 'Les navigateurs et appareils où vous êtes connecté à votre compte.',
  historyLead: 'Les connexions et les changements de sécurité de votre compte des 90 derniers jours.',
  sessionsHeading: 'Sessions ouvertes',
  historyHeading: 'Événements',
  loadingDevices: 'Chargement de vos appareils…',
  loadingHistory: 'Chargement de votre historique…',
  placeNotice:
    'Aucun lieu n’est indiqué : nous ne pouvons pas savoir honnêtement d’où vient une connexion, seulement le navigateur et le système qu’elle annonce.',
  thisDevice: 'Cet appareil',
  deviceUnknown: 'Appareil inconnu',
  browserUnknown: 'Navigateur inconnu',
  systemUnknown: 'système inconnu',
  deviceKinds: {
    mobile: 'Téléphone',
    tablet: 'Tablette',
    desktop: 'Ordinateur',
    unknown: 'Appareil',
  },
  deviceLabel: '{browser} sur {system}',
  firstUsed: 'Première utilisation',
  lastUsed: 'Dernière utilisation',
  endOne: 'Se déconnecter de cet appareil',
  endOneLabel: 'Se déconnecter de cet appareil : {device}, utilisé pour la dernière fois le {date}',
  endOthers: 'Se déconnecter de tous les autres appareils',
  ending: 'Déconnexion en cours…',
  endedOne: 'L’appareil a été déconnecté.',
  endedOthers: '{count} autre(s) appareil(s) déconnecté(s).',
  noOthers: 'Vous n’êtes connecté sur aucun autre appareil.',
  onlyThis: 'Vous n’êtes connecté que sur cet appareil.',
  endedHint:
    'Un appareil déconnecté doit entrer de nouveau le mot de passe : ses onglets quittent Mon compte et le Portail à leur prochaine requête.',
  loadError: 'Vos appareils n’ont pas pu être chargés.',
  actionError: 'La déconnexion n’a pas pu être faite. Veuillez réessayer.',
  retry: 'Réessayer',
  historyEmpty: 'Aucun événement au cours des 90 derniers jours.',
  historyRetention: 'Les événements sont conservés 90 jours, puis effacés.',
  historyLoadError: 'Votre historique n’a pas pu être chargé.',
  eventKinds: {
    'sign-in': 'Connexion réussie',
    'sign-in-failed': 'Connexion refusée',
    'new-device': 'Connexion depuis un nouvel appareil',
    'password-reset': 'Mot de passe réinitialisé',
    'password-changed': 'Mot de passe modifié',
    'email-changed': 'Adresse courriel modifiée',
    'email-restored': 'Ancienne adresse courriel rétablie',
  },
  failureReasons: {
    'wrong-password': 'mot de passe erroné',
    'too-many-attempts': 'trop de tentatives',
    banned: 'compte suspendu',
  },
  failureReason: 'Raison : {reason}',
  pagination: 'Pages de l’historique',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  pageOf: 'Page {page} sur {pages}',
} as const;
