/**
 * « Confidentialité »’s texts beyond its title and loading screen (issue 32 item 5), in a module of its own so that they load with the parts that show them (on demand),
 * not with the catalogue's first-script sections (messages.fr.ts): an exported section of that module is
 * in the first script of every app that reads it anywhere.
 */
export const privacyMessages = {
  title: 'Confidentialité',
  lead: 'Choisissez ce que nous pouvons mesurer pendant vos visites. Rien de ce qui est facultatif n’est mesuré tant que vous ne l’avez pas activé.',
  choicesHeading: 'Mesures facultatives',
  analyticsLabel: 'Mesure d’audience',
  analyticsHelp:
    'Les pages que vous consultez, pour savoir quels contenus sont lus et améliorer l’offre. Associée à votre compte quand vous êtes connecté.',
  performanceLabel: 'Mesure de performance',
  performanceHelp:
    'Le temps d’affichage et la réactivité des pages (les « signaux web essentiels »), mesurés sur un échantillon de visites.',
  on: 'Activée',
  off: 'Désactivée',
  save: 'Enregistrer mes choix',
  saving: 'Enregistrement…',
  saved: 'Vos choix sont enregistrés. Ils s’appliquent sur tous vos appareils connectés à votre compte.',
  savedVisitor: 'Vos choix sont enregistrés dans ce navigateur.',
  saveFailed: 'Vos choix n’ont pas pu être enregistrés. Réessayez dans quelques instants.',
  notChosen: 'Vous n’avez pas encore fait de choix : les deux mesures sont désactivées.',
  requiredHeading: 'Toujours transmis : ce qui fait fonctionner le service',
  requiredIntro: 'Ces diagnostics ne servent pas à vous profiler et ne peuvent pas être désactivés :',
  requiredItems: [
    'les rapports d’erreur des pages (un message d’erreur et l’endroit du code, sans jeton ni mot de passe);',
    'les journaux d’erreur des applications, pour corriger les pannes.',
  ],
  gpcDetected:
    'Votre navigateur envoie le signal « Global Privacy Control » : nous le respectons. Les mesures restent désactivées à moins que vous ne les activiez vous-même ici.',
  historyHeading: 'Historique de vos choix',
  historyEmpty: 'Aucun choix enregistré pour l’instant.',
  historyCaption: 'Chaque changement, du plus récent au plus ancien',
  historyDate: 'Date',
  historyAnalytics: 'Mesure d’audience',
  historyPerformance: 'Mesure de performance',
  historyGpc: 'Signal GPC',
  yes: 'Oui',
  no: 'Non',
  loadFailed: 'Vos choix de confidentialité n’ont pas pu être lus. Réessayez plus tard.',
  retry: 'Réessayer',
  /** The portal's footer control. */
  footerButton: 'Vos choix de confidentialité',
  footerTitle: 'Vos choix de confidentialité',
  footerVisitor:
    'Aucune mesure facultative n’est faite sans votre accord. Votre choix est gardé dans ce navigateur.',
  footerMember: 'Vos choix suivent votre compte sur tous vos appareils.',
  footerMemberLink: 'Gérer mes choix dans Mon compte',
  footerClose: 'Fermer',
  footerState: 'Mesure d’audience : {analytics}. Mesure de performance : {performance}.',
} as const;
