/**
 * The audio pages’ texts (OHdio’s episodes and stations): a module of its own, so that they load with those pages (on demand) and not with
 * the catalogue's first-script sections (messages.fr.ts): an exported section of that module is in the
 * first script of every app that reads it anywhere.
 */
export const audioMessages = {
  episodesHeading: 'Derniers épisodes',
  stationsHeading: 'Stations en direct',
  listen: 'Écouter',
  pause: 'Pause',
  resume: 'Reprendre',
  listenTo: ' : {title}',
  nowPlaying: 'En cours de lecture',
  live: 'En direct',
  /** Where an episode's ad plays (SPEC.md §3 ad positions). */
  withAd: {
    preroll: 'Précédé d’une courte publicité',
    midroll: 'Interrompu par une courte publicité',
    postroll: 'Suivi d’une courte publicité',
  },
  duration: 'Durée : {duration}',
  published: 'Publié le {date}',
  catalogueUnavailable:
    'Les contenus audio ne peuvent pas être affichés pour le moment. Réessayez dans quelques instants.',
  emptyEpisodes: 'Aucun épisode n’est offert pour le moment.',
  emptyStations: 'Aucune station n’est en ondes pour le moment.',
} as const;
