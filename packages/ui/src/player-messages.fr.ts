/**
 * The audio player’s dock texts (packages/player): a module of its own, so that they load with the dock (on demand) and not with
 * the catalogue's first-script sections (messages.fr.ts): an exported section of that module is in the
 * first script of every app that reads it anywhere.
 */
export const playerMessages = {
  dock: 'Lecteur audio',
  nowPlaying: 'En cours de lecture',
  nothingPlaying: 'Aucun contenu en lecture',
  play: 'Lire',
  pause: 'Mettre en pause',
  previous: 'Contenu précédent',
  next: 'Contenu suivant',
  seekBackward: 'Reculer de {seconds} secondes',
  seekForward: 'Avancer de {seconds} secondes',
  seek: 'Position de lecture',
  seekValue: '{elapsed} sur {total}',
  elapsed: 'Temps écoulé',
  total: 'Durée totale',
  volume: 'Volume',
  mute: 'Couper le son',
  unmute: 'Rétablir le son',
  speed: 'Vitesse de lecture',
  speedOption: '{speed} ×',
  live: 'En direct',
  ad: 'Publicité',
  /** Said once as an ad break starts (a status), by its SPEC.md §3 position. */
  adBreakStarted: {
    preroll: 'Publicité : le contenu commence juste après.',
    midroll: 'Publicité : le contenu reprend juste après, là où il était.',
    postroll: 'Publicité : elle suit la fin du contenu.',
  },
  adProgress: 'Progression de la publicité',
  adElapsed: 'Publicité écoulée',
  adTotal: 'Durée de la publicité',
  loading: 'Chargement…',
  queue: 'File d’écoute ({count})',
  queueList: 'File d’écoute',
  playItem: 'Écouter {title}',
  untitled: 'Contenu sans titre',
} as const;
