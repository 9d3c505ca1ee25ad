/**
 * The region picker's form (packages/regions RegionPickerForm.tsx and its fields, a chunk loaded at
 * the picker's first opening): its texts in a module of their own, so that they load with it, not
 * with the `regions` section of the first script (messages.fr.ts: an exported section of that module
 * is in the first script of every app that reads it anywhere).
 */
export const regionFormMessages = {
  sectionLabels: {
    edition: 'Info',
    television: 'ICI Télé',
    musique: 'ICI Musique',
    premiere: 'ICI Première',
    ohdio: 'OHdio',
  },
  searchLabel: 'Rechercher une région',
  resultsNone: 'Aucune région ne correspond à votre recherche.',
  resultsOne: '1 région',
  resultsMany: '{count} régions',
  save: 'Enregistrer mes régions',
  close: 'Fermer',
} as const;
