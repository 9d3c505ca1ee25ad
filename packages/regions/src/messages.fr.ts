import type { SectionKey } from './sections.ts';

/**
 * The region picker's French text. It belongs in the shared catalogue (packages/ui/messages.fr.ts,
 * under `regions`); it lives here until that catalogue's owner moves it.
 */
export const regionMessages = {
  trigger: 'Ma région',
  triggerCurrent: 'Ma région : {region}',
  heading: 'Choisir mes régions',
  intro: 'Un choix dans une section met aussi à jour les sections liées.',
  sectionLabels: {
    edition: 'Info',
    television: 'ICI Télé',
    musique: 'ICI Musique',
    premiere: 'ICI Première',
    ohdio: 'OHdio',
  } satisfies Record<SectionKey, string>,
  searchLabel: 'Rechercher une région',
  resultsNone: 'Aucune région ne correspond à votre recherche.',
  resultsOne: '1 région',
  resultsMany: '{count} régions',
  save: 'Enregistrer mes régions',
  close: 'Fermer',
  saving: 'Enregistrement de vos régions…',
  saved: 'Vos régions ont été enregistrées.',
  error: 'Vos régions n’ont pas pu être enregistrées. Votre choix est conservé : veuillez réessayer.',
} as const;
