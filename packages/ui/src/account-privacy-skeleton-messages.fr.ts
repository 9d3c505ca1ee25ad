/**
 * The words of Mon compte's « Confidentialité » loading screen (privacy/PrivacySkeleton.tsx: the
 * lead, the choices' heading and the save button), in a module of their own so that they load with
 * that screen (on demand), not with the catalogue's first-script sections (messages.fr.ts, which
 * keeps `privacyTitle` for the navigation): an exported section of that module is in the first script
 * of every app that reads it anywhere.
 */
export const accountPrivacySkeletonMessages = {
  lead: 'Choisissez ce que nous pouvons mesurer pendant vos visites. Rien de ce qui est facultatif n’est mesuré tant que vous ne l’avez pas activé.',
  choicesHeading: 'Mesures facultatives',
  save: 'Enregistrer mes choix',
} as const;
