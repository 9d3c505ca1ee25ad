/**
 * The texts of Mon compte's « Photo de profil » page, in a module of their own so that they load
 * with that page and its loading screen (on demand), not with the catalogue's first-script
 * `account` section (messages.fr.ts).
 */
export const accountAvatarMessages = {
  heading: 'Photo de profil',
  saved: 'Vous avez maintenant une nouvelle photo de profil.',
  current: 'Votre photo de profil actuelle',
  none: "Vous n'avez pas encore de photo de profil.",
  choose: 'Choisir une photo',
  chooseHint:
    'JPEG, PNG, WebP ou GIF, 5 Mo au maximum. Les grandes photos sont recadrées en carré et réduites avant l’envoi.',
  preview: 'Aperçu de la nouvelle photo',
  upload: 'Téléverser la photo',
  uploading: 'Téléversement en cours',
  required: 'Choisissez une photo.',
  typeInvalid: 'Choisissez une photo au format JPEG, PNG, WebP ou GIF.',
  tooLarge: 'La photo dépasse la taille maximale de 5 Mo.',
} as const;
