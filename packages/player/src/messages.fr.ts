/**
 * French (fr-CA) labels of the player. They belong in @portail/ui's catalogue (messages.fr.ts, key
 * `player`); they live here until that file's owner merges them, and nothing else in the player
 * writes user-facing text.
 */
export const playerMessages = {
  apiLoadFailed: 'Impossible de charger l’API du lecteur audio ({url}).',
  playbackFailed: 'La lecture de ce contenu a échoué. Réessayez dans un moment.',
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
  loading: 'Chargement…',
  queue: 'File d’écoute ({count})',
  queueList: 'File d’écoute',
  playItem: 'Écouter {title}',
  untitled: 'Contenu sans titre',
} as const;

export type PlayerMessages = typeof playerMessages;
